import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessage, getQueryFn } from "./query-client";

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiRequest", () => {
  it("sends JSON with credentials and turns a refusal into `status: body`", async () => {
    const fetchMock = stubFetch(new Response('{"message":"This time is no longer available."}', { status: 409 }));
    const failure = await apiRequest("POST", "/api/appointments/public", { a: 1 }, { "Idempotency-Key": "k" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('409: {"message":"This time is no longer available."}');
    expect(fetchMock).toHaveBeenCalledWith("/api/appointments/public", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "k" },
      body: '{"a":1}',
      credentials: "include",
    });
  });

  it("falls back to the status text when the body is empty", async () => {
    stubFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("the default query function", () => {
  it("joins the key into a path and parses JSON", async () => {
    const fetchMock = stubFetch(Response.json([{ id: 1 }]));
    const queryFn = getQueryFn<unknown>({ on401: "throw" });
    const data = await queryFn({ queryKey: ["/api/staff-availability", "2026-11-25"], signal: new AbortController().signal } as never);
    expect(data).toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]).toEqual(["/api/staff-availability/2026-11-25", expect.objectContaining({ credentials: "include" })]);
  });

  it("answers null on 401 when asked to, and throws otherwise", async () => {
    stubFetch(new Response("", { status: 401, statusText: "Unauthorized" }));
    const context = { queryKey: ["/api/auth/user"], signal: new AbortController().signal } as never;
    expect(await getQueryFn({ on401: "returnNull" })(context)).toBeNull();
    stubFetch(new Response("", { status: 401, statusText: "Unauthorized" }));
    await expect(getQueryFn({ on401: "throw" })(context)).rejects.toThrow("401: Unauthorized");
  });
});

describe("errorMessage", () => {
  it("reads the server's message out of the JSON body", () => {
    expect(errorMessage(new ApiError(409, '{"message":"Taken"}', "Conflict"), "fallback")).toBe("Taken");
  });

  it("uses plain text bodies but not HTML pages or network failures", () => {
    expect(errorMessage(new ApiError(502, "Bad gateway", "Bad Gateway"), "fallback")).toBe("Bad gateway");
    expect(errorMessage(new ApiError(502, "<html>oops</html>", "Bad Gateway"), "fallback")).toBe("fallback");
    expect(errorMessage(new TypeError("Failed to fetch"), "fallback")).toBe("fallback");
    expect(errorMessage(new Error("Please fill in all fields"), "fallback")).toBe("Please fill in all fields");
  });
});
