import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessage, getJson, isNetworkFailure, isRefusal } from "./api-client";

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const failure = await call.catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  return failure as ApiError;
}

describe("apiRequest", () => {
  it("sends JSON with credentials and turns a refusal into an error with the status and the server's message", async () => {
    const fetchMock = stubFetch(Response.json({ message: "This time is no longer available." }, { status: 409 }));
    const failure = await failureOf(apiRequest("POST", "/api/appointments/public", { body: { a: 1 }, headers: { "Idempotency-Key": "k" } }));
    expect(failure.status).toBe(409);
    expect(failure.serverMessage).toBe("This time is no longer available.");
    expect(failure.message).toBe("This time is no longer available.");
    expect(isRefusal(failure, 409)).toBe(true);
    expect(isRefusal(failure, 404, 410)).toBe(false);
    expect(fetchMock).toHaveBeenCalledWith("/api/appointments/public", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "k" },
      body: '{"a":1}',
      credentials: "include",
      signal: undefined,
    });
  });

  it("uses the failure message when the server gives none, else names the call", async () => {
    stubFetch(new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    const withMessage = await failureOf(apiRequest("GET", "/api/x", { failureMessage: "Could not load x" }));
    expect(withMessage.serverMessage).toBeNull();
    expect(withMessage.message).toBe("Could not load x");
    stubFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    expect((await failureOf(apiRequest("GET", "/api/x"))).message).toBe("GET /api/x: 503 Service Unavailable");
  });

  it("reports an unreachable server as a network failure, with no status", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const failure = await failureOf(apiRequest("GET", "/api/x"));
    expect(failure.status).toBeNull();
    expect(isNetworkFailure(failure)).toBe(true);
    expect(isRefusal(failure)).toBe(false);
  });

  it("lets a cancelled call's abort through unchanged", async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException("aborted", "AbortError");
    vi.stubGlobal("fetch", async () => {
      throw abort;
    });
    await expect(apiRequest("GET", "/api/x", { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe("getJson", () => {
  it("parses the answer", async () => {
    const fetchMock = stubFetch(Response.json([{ id: 1 }]));
    expect(await getJson("/api/staff")).toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]).toEqual(["/api/staff", expect.objectContaining({ method: "GET", credentials: "include" })]);
  });

  it("fails with the status when an OK answer is not JSON", async () => {
    stubFetch(new Response("<html></html>", { status: 200 }));
    const failure = await failureOf(getJson("/api/staff", { failureMessage: "Could not load the staff" }));
    expect([failure.status, failure.serverMessage, failure.message]).toEqual([200, null, "Could not load the staff"]);
  });
});

describe("errorMessage", () => {
  it("shows the server's message, else the fallback", () => {
    expect(errorMessage(new ApiError(409, "Taken", "Taken"), "fallback")).toBe("Taken");
    expect(errorMessage(new ApiError(502, null, "GET /api/x: 502"), "fallback")).toBe("fallback");
    expect(errorMessage(new ApiError(null, null, "unreachable"), "fallback")).toBe("fallback");
  });

  it("shows the client's own sentence, but not a programming slip's", () => {
    expect(errorMessage(new Error("Please fill in all fields"), "fallback")).toBe("Please fill in all fields");
    expect(errorMessage(new TypeError("x is undefined"), "fallback")).toBe("fallback");
  });
});
