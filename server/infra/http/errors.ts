import type { ErrorRequestHandler, Request, RequestHandler } from "express";
import { ZodError } from "zod";
import { pgErrorCode } from "../db/database";
import { refusalIn } from "@shared/refusals";
import { LOCALES, type Locale } from "@shared/schema";
import type { Logger } from "../logger";
import { requestLocale } from "./locale";

/** Every refusal the API makes. The status of each lives only in STATUS_BY_CODE. */
export type ErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "GONE"
  | "PAYLOAD_TOO_LARGE"
  | "UNPROCESSABLE"
  | "RATE_LIMITED"
  | "UNAVAILABLE"
  | "INTERNAL";

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * How long a client should wait before trying again, sent as `Retry-After` with every answer of these
 * codes; an error that knows better (a sign-in lock's end) says so itself.
 */
const DEFAULT_RETRY_AFTER_SECONDS: Partial<Record<ErrorCode, number>> = {
  RATE_LIMITED: 60,
  UNAVAILABLE: 5,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly retryAfterSeconds?: number;
  /** More of the answer beside `message`, for a client that acts on the refusal (a 409's list of what conflicts). */
  readonly details?: Readonly<Record<string, unknown>>;

  constructor(code: ErrorCode, message: string, options: { retryAfterSeconds?: number; details?: Record<string, unknown> } = {}) {
    // A refusal is the client's doing, so its stack tells nothing, and capturing one costs more than the
    // rest of refusing: a rush of bookings for a taken slot is thousands of 409s a minute.
    const stackTraceLimit = Error.stackTraceLimit;
    if (STATUS_BY_CODE[code] < 500) Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.code = code;
    this.name = "AppError";
    this.retryAfterSeconds = options.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS[code];
    this.details = options.details;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

/** The first issue is the one a person can act on; the form shows one message at a time. */
export function messageFromZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.join(".");
  // zod's own wording ("Too big: expected string to have <=50 characters") names no field.
  if (issue.code === "too_big" && issue.origin === "string" && issue.message.startsWith("Too big:")) {
    return `${field || "Text"} must be at most ${issue.maximum} characters`;
  }
  const genericMessages = new Set(["Required", "Invalid input"]);
  if (issue.message && !genericMessages.has(issue.message) && !issue.message.startsWith("Invalid input:")) {
    return issue.message;
  }
  return field ? `Invalid value for ${field}` : "Invalid request";
}

/** body-parser errors carry a `type`; map the ones a client can cause to our codes. */
function fromBodyParser(error: unknown): AppError | undefined {
  const type = (error as { type?: string } | null)?.type;
  if (type === "entity.too.large") return new AppError("PAYLOAD_TOO_LARGE", "Request body is too large");
  if (type === "entity.parse.failed") return new AppError("BAD_REQUEST", "Malformed JSON in request body");
  if (type === "encoding.unsupported" || type === "charset.unsupported") {
    return new AppError("BAD_REQUEST", "Unsupported request encoding");
  }
  if (type === "request.aborted") return new AppError("BAD_REQUEST", "Request aborted");
  return undefined;
}

/**
 * Errors raised by express's own middleware (http-errors) that are the client's doing, e.g. a missing
 * asset. Their message is only repeated when http-errors marks it safe to expose.
 */
function fromHttpError(error: unknown): AppError | undefined {
  const { status, expose } = (error ?? {}) as { status?: unknown; expose?: unknown };
  if (typeof status !== "number" || status < 400 || status >= 500) return undefined;
  if (status === 404) return new AppError("NOT_FOUND", "Not found");
  const code = (Object.keys(STATUS_BY_CODE) as ErrorCode[]).find((candidate) => STATUS_BY_CODE[candidate] === status);
  return new AppError(code ?? "BAD_REQUEST", expose === true ? (error as Error).message : "Bad request");
}

/**
 * Values PostgreSQL refuses although validation passed them: a NUL character in text (22021) or JSON
 * (22P05), which JSON and zod allow, and an integer beyond the column's range (22003). The database is
 * the first to notice, but the request is at fault (found by server/resilience/bad-input.test.ts).
 */
const REFUSED_VALUES: Record<string, string> = {
  "22021": "Text must not contain NUL characters",
  "22P05": "Text must not contain NUL characters",
  "22003": "A number in the request is out of range",
};

function fromDatabase(error: unknown): AppError | undefined {
  const message = REFUSED_VALUES[pgErrorCode(error) ?? ""];
  return message ? new AppError("BAD_REQUEST", message) : undefined;
}

export const BUSY = "We are very busy right now. Please try again in a few seconds.";

/**
 * The database is overloaded rather than broken: a statement ran past the pool's statement_timeout
 * (57014) or a lock wait gave up (55P03), the server has no connection to spare (53300, 57P03), or every
 * pool connection stayed busy until the pool stopped waiting. The request was fine; later it will pass.
 */
const OVERLOAD_CODES = new Set(["57014", "55P03", "53300", "57P03"]);
const OVERLOAD_MESSAGES = ["timeout exceeded when trying to connect", "Connection terminated due to connection timeout"];

export function isOverload(error: unknown): boolean {
  if (OVERLOAD_CODES.has(pgErrorCode(error) ?? "")) return true;
  for (let current = error, depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if (OVERLOAD_MESSAGES.includes(current.message)) return true;
    current = current.cause;
  }
  return false;
}

function fromOverload(error: unknown): AppError | undefined {
  return isOverload(error) ? new AppError("UNAVAILABLE", BUSY) : undefined;
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return new AppError("BAD_REQUEST", messageFromZodError(error));
  return (
    fromBodyParser(error) ??
    fromHttpError(error) ??
    fromDatabase(error) ??
    fromOverload(error) ??
    new AppError("INTERNAL", "Something went wrong on our side. Please try again.")
  );
}

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError("NOT_FOUND", `No API route for ${req.method} ${req.originalUrl.split("?")[0]}`));
};

/**
 * A refusal answers in the language the request was made in: a booking's `locale`, else the language its
 * Accept-Language prefers, else `unstated`.
 */
export function refusalLocale(req: Request, unstated: Locale): Locale {
  const bodyLocale: unknown = (req.body as { locale?: unknown } | undefined)?.locale;
  if ((LOCALES as readonly unknown[]).includes(bodyLocale)) return bodyLocale as Locale;
  return req.get("Accept-Language") ? requestLocale(req) : unstated;
}

/** `unstatedLocale`: the language of a refusal to a request that names none; the product's is Spanish. */
export function errorMiddleware(logger: Logger, unstatedLocale: Locale = "es"): ErrorRequestHandler {
  return (error, req, res, next) => {
    const appError = toAppError(error);
    if (appError.code === "INTERNAL") {
      logger.error({ err: error, method: req.method, url: req.originalUrl }, "unhandled error");
    } else if (appError.code === "UNAVAILABLE") {
      logger.warn({ err: error, method: req.method, url: req.originalUrl }, "request refused: database overloaded");
    }
    if (res.headersSent) {
      next(error);
      return;
    }
    if (appError.retryAfterSeconds !== undefined) {
      res.setHeader("Retry-After", String(Math.max(1, Math.ceil(appError.retryAfterSeconds))));
    }
    res.status(appError.status).json({ ...appError.details, message: refusalIn(refusalLocale(req, unstatedLocale), appError.message) });
  };
}
