import { describe, expect, it } from "vitest";
import { STAFF_CONFIRM_STRINGS } from "../i18n/strings";
import { callStaffConfirm, failureMessage } from "./staff-confirm";

function fetcher(status: number, body: unknown, seen: { url?: string; init?: RequestInit } = {}): typeof fetch {
  return (async (url: string, init?: RequestInit) => {
    seen.url = url;
    seen.init = init;
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
}

describe("callStaffConfirm", () => {
  it("calls the action in the page's language, with credentials", async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const outcome = await callStaffConfirm("a/b", "decline", "es", fetcher(200, { status: "declined", message: "ok" }, seen));
    expect(outcome).toEqual({ ok: true, data: { status: "declined", message: "ok" } });
    expect(seen.url).toBe("/api/appointments/staff-confirm/a%2Fb?action=decline");
    expect(seen.init?.credentials).toBe("include");
    expect((seen.init?.headers as Record<string, string>)["Accept-Language"]).toBe("es");
  });

  it("shows the server's message, else 'Error processing request', and a connection error offline", async () => {
    for (const language of ["es", "en"] as const) {
      const strings = STAFF_CONFIRM_STRINGS[language];
      const used = await callStaffConfirm("t", "confirm", language, fetcher(410, { message: "This link has already been used." }));
      expect(!used.ok && failureMessage(used, strings)).toBe("This link has already been used.");
      const bare = await callStaffConfirm("t", "confirm", language, fetcher(500, "<html>oops</html>"));
      expect(!bare.ok && failureMessage(bare, strings)).toBe(language === "es" ? "Error procesando la solicitud" : "Error processing request");
      const offline = await callStaffConfirm("t", null, language, (async () => {
        throw new TypeError("Failed to fetch");
      }) as typeof fetch);
      expect(!offline.ok && failureMessage(offline, strings)).toBe(language === "es" ? "Error de conexión" : "Connection error");
    }
  });
});

describe("strings", () => {
  it("have the same keys in both languages", () => {
    expect(Object.keys(STAFF_CONFIRM_STRINGS.es).sort()).toEqual(Object.keys(STAFF_CONFIRM_STRINGS.en).sort());
    expect(STAFF_CONFIRM_STRINGS.en.invalidTokenTitle).toBe("Invalid Token");
  });
});
