import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/**
 * A non-OK response. The message is `${status}: ${body}` (the status text when the body is empty), which
 * code that only sees a message can still read; `status` lets callers tell a refusal from a network failure
 * (which stays a plain TypeError from fetch).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text();
  throw new ApiError(response.status, bodyText, response.statusText);
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include", signal });
    if (options.on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/**
 * The human sentence inside an error for a toast: the server answers `{ "message": "..." }`, which
 * `ApiError` carries as raw JSON text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    try {
      const parsed: unknown = JSON.parse(error.bodyText);
      if (parsed && typeof parsed === "object" && typeof (parsed as { message?: unknown }).message === "string") {
        return (parsed as { message: string }).message;
      }
    } catch {
      // Not JSON: a proxy's HTML page or plain text; fall through to the text itself.
    }
    return error.bodyText.trim() && !error.bodyText.trimStart().startsWith("<") ? error.bodyText : fallback;
  }
  // fetch rejects with a TypeError ("Failed to fetch") when the network is down: not worth showing.
  if (error instanceof TypeError) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: 30_000,
        refetchOnWindowFocus: true,
        staleTime: 10_000,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
