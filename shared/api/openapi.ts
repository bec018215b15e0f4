/**
 * The OpenAPI 3.1 document of the API, built from the route registry (shared/api/routes.ts). Each zod
 * schema becomes JSON Schema through zod's own `z.toJSONSchema` (draft 2020-12, the dialect OpenAPI 3.1
 * uses): requests as the server accepts them (`io: "input"`), answers as it sends them (`io: "output"`).
 * Served at GET /api/openapi.json (docs/decisions/012-api-description.md).
 */
import { z } from "zod";
import { SESSION_COOKIE } from "../admin-accounts-api";
import type { ApiOperation } from "./operation";
import { apiRoutes } from "./routes";

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  // Checks with no JSON Schema form (refinements, transforms' code) are left to the server's own parse.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" });
  return rest;
}

const errorAnswer = {
  description: 'Refused: `{ "message": … }` in the visitor\'s language (Spanish unless the request asks for English)',
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
};

function parameters(path: string, operation: ApiOperation): JsonSchema[] {
  const inPath = [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: operation.params?.[name] ? jsonSchema(operation.params[name], "input") : { type: "string" },
  }));
  const query = operation.query ? jsonSchema(operation.query, "input") : { properties: {} };
  const required = new Set((query.required as string[] | undefined) ?? []);
  const inQuery = Object.entries(query.properties as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema,
  }));
  const headers = [
    ...(operation.idempotent
      ? [{ name: "Idempotency-Key", in: "header", required: false, description: "A repeated request with the same key gets the first one's answer", schema: { type: "string", maxLength: 255 } }]
      : []),
    ...(operation.conditional
      ? [{ name: "If-None-Match", in: "header", required: false, description: "The ETag of the answer the caller holds", schema: { type: "string" } }]
      : []),
  ];
  return [...inPath, ...inQuery, ...headers];
}

function success(operation: ApiOperation): JsonSchema {
  const named = Object.entries({
    ...operation.responseHeaders,
    ...(operation.conditional ? { ETag: "Send it back in If-None-Match" } : {}),
  });
  const headers = named.length > 0 ? { headers: Object.fromEntries(named.map(([name, description]) => [name, { description, schema: { type: "string" } }])) } : {};
  switch (operation.produces) {
    case "empty":
      return { description: "Done; no body", ...headers };
    case "redirect":
      return { description: "Redirect", headers: { Location: { schema: { type: "string" } } } };
    case "event-stream":
      return { description: operation.summary, content: { "text/event-stream": { schema: { type: "string" } } } };
    case "calendar":
      return { description: operation.returns ?? operation.summary, ...headers, content: { "text/calendar": { schema: { type: "string" } } } };
    default:
      return {
        description: operation.returns ?? operation.summary,
        ...headers,
        content: { "application/json": { schema: operation.response ? jsonSchema(operation.response, "output") : {} } },
      };
  }
}

function describe(path: string, operation: ApiOperation): JsonSchema {
  const guarded = operation.access !== "public";
  return {
    summary: operation.summary,
    tags: [operation.access],
    ...(guarded ? { security: [{ session: [] }] } : {}),
    parameters: parameters(path, operation),
    ...(operation.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(operation.body, "input") } } } } : {}),
    responses: {
      [String(operation.status ?? (operation.produces === "redirect" ? 302 : 200))]: success(operation),
      ...(operation.conditional ? { "304": { description: "Not modified since the ETag sent in If-None-Match; no body" } } : {}),
      ...(guarded ? { "401": errorAnswer, "403": errorAnswer } : {}),
      ...(operation.conflict
        ? { "409": { description: "Refused: what the request conflicts with, beside the message", content: { "application/json": { schema: jsonSchema(operation.conflict, "output") } } } }
        : {}),
      "4XX": errorAnswer,
    },
  };
}

// A type, not an interface, so it passes where a plain JSON object is asked for (the validator's input).
export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, JsonSchema>>;
  components: JsonSchema;
};

/** "/api/admin/clients/:id" → "/api/admin/clients/{id}". */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, "{$1}");

export function buildOpenApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const [route, operation] of Object.entries(apiRoutes) as [string, ApiOperation][]) {
    const [method, path] = route.split(" ");
    (paths[openApiPath(path)] ??= {})[method.toLowerCase()] = describe(path, operation);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Cita",
      version: "1",
      description:
        "The booking site's and back office's HTTP API. Tags say who may call an operation: public, admin (a signed-in admin) or superadmin. Amounts are integer cents; dates YYYY-MM-DD and times HH:MM in the salon's time zone (America/Los_Angeles).",
    },
    paths,
    components: {
      schemas: { Error: { type: "object", properties: { message: { type: "string" } }, required: ["message"] } },
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE } },
    },
  };
}
