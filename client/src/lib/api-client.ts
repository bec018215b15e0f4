import { QueryClient } from "@tanstack/react-query";

/**
 * The one way the client calls the API: every call sends the session cookie, sends and reads JSON, and
 * ends either in the answer or in an `ApiError`, so every caller handles failures the same way. The
 * react-query cache the calls fill lives here too: kept in one module, they share one chunk of the
 * booking page's first download instead of adding a chunk of their own (scripts/check-bundle.mjs).
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A call that did not end in the answer asked for. `status` is the HTTP status, or null when the server
 * could not be reached (the network is down, the app is restarting); `serverMessage` is the sentence of
 * the server's `{ "message": "..." }` answer, written for the user, when it gave one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    readonly serverMessage: string | null,
    message: string,
    /** The whole JSON answer of a refusal, for a caller that acts on more than its message (a 409's list). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The error's message when the server gives none of its own. */
  failureMessage?: string;
}

async function readServerAnswer(response: Response): Promise<{ message: string | null; body: unknown }> {
  try {
    const body: unknown = await response.json();
    const message = body && typeof body === "object" ? (body as { message?: unknown }).message : undefined;
    return { message: typeof message === "string" && message.trim() ? message : null, body };
  } catch {
    // Not JSON: a proxy's error page rather than the API's answer, so nothing worth showing a user.
    return { message: null, body: null };
  }
}

/**
 * The page's language (the i18n provider keeps it on <html lang>), so the server refuses in the language
 * the visitor reads rather than the browser's.
 */
function pageLanguage(): Record<string, string> {
  const language = typeof document === "undefined" ? "" : document.documentElement.lang;
  return language === "es" || language === "en" ? { "Accept-Language": language } : {};
}

/** Sends the request and answers the response, which is OK: any other outcome throws an `ApiError`. */
export async function apiRequest(method: HttpMethod, url: string, options: RequestOptions = {}): Promise<Response> {
  const { body, signal, failureMessage } = options;
  const headers = { ...pageLanguage(), ...options.headers };
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? headers : { "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "include",
      signal,
    });
  } catch (error) {
    // A cancelled call (react-query dropping a query nobody watches any more) is not a failure to report.
    if (signal?.aborted) throw error;
    throw new ApiError(null, null, failureMessage ?? `${method} ${url}: the server could not be reached`);
  }
  // A 304 only ever answers a request that sent its own If-None-Match: that caller keeps what it has.
  if (response.ok || (response.status === 304 && options.headers?.["If-None-Match"] !== undefined)) return response;
  const { message: serverMessage, body: answer } = await readServerAnswer(response);
  throw new ApiError(response.status, serverMessage, serverMessage ?? failureMessage ?? `${method} ${url}: ${response.status} ${response.statusText}`, answer);
}

/** `apiRequest` that reads the answer as JSON; an answer that is not JSON fails like a refusal without a message. */
export async function requestJson<T>(method: HttpMethod, url: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiRequest(method, url, options);
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(response.status, null, options.failureMessage ?? `${method} ${url}: the answer is not JSON`);
  }
}

export function getJson<T>(url: string, options: Omit<RequestOptions, "body"> = {}): Promise<T> {
  return requestJson<T>("GET", url, options);
}

/**
 * The server answered the call with an error status (one of `statuses` when given), as opposed to not
 * being reached or answering OK with something unreadable.
 */
export function isRefusal(error: unknown, ...statuses: number[]): error is ApiError & { status: number } {
  if (!(error instanceof ApiError) || error.status === null || error.status < 400) return false;
  return statuses.length === 0 || statuses.includes(error.status);
}

export function isNetworkFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === null;
}

/**
 * The sentence to show for a failed call: the server's own message, else `fallback`. An error thrown
 * before any call (a form the client itself found incomplete) carries its sentence as its message.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  // A TypeError is a slip in the client's own code, whose message means nothing to a user.
  if (error instanceof Error && !(error instanceof TypeError) && error.message) return error.message;
  return fallback;
}

/** No default fetcher: every query names its own, one of the `getJson` calls in a feature's api folder. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchInterval: 30_000,
      refetchOnWindowFocus: true,
      staleTime: 10_000,
      retry: false,
    },
    mutations: { retry: false },
  },
});
