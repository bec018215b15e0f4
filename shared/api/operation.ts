import type { z } from "zod";

/** Who may call an operation: anyone, a signed-in admin, or a signed-in superadmin. */
export type Access = "public" | "admin" | "superadmin";

/**
 * One operation of the HTTP API, keyed in the registry by its method and Express path
 * ("GET /api/admin/clients/:id"). The schemas are the ones the server parses with, so the API
 * document (shared/api/openapi.ts) says what the code does.
 */
export interface ApiOperation {
  summary: string;
  access: Access;
  /** Path parameters whose shape shared/ knows; any other `:name` in the path is a string. */
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The status of a successful answer: 200 unless given. */
  status?: number;
  /** The answer's JSON schema, where shared/ has one. */
  response?: z.ZodType;
  /** A 409 refusal that carries more than `message` (what the request conflicts with), where shared/ has its schema. */
  conflict?: z.ZodType;
  /** Otherwise what the answer holds, in words (usually the shared TypeScript type it is). */
  returns?: string;
  /** The answer is not JSON: a stream of server-sent events, an iCalendar file, a redirect, or no body. */
  produces?: "event-stream" | "calendar" | "redirect" | "empty";
  /** Takes the optional Idempotency-Key header: a repeated request gets the first one's answer. */
  idempotent?: boolean;
  /** Sends an ETag; a request with it in If-None-Match gets 304 and no body while nothing changed. */
  conditional?: boolean;
  /** Response headers the answer carries (name → meaning). */
  responseHeaders?: Record<string, string>;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
