import { describe, expect, it } from "vitest";
import { apiPath, apiPathPrefix } from "./paths";

describe("apiPath", () => {
  it("answers a route without parameters as its path", () => {
    expect(apiPath("GET /api/services")).toBe("/api/services");
  });

  it("puts each parameter in its place, encoded", () => {
    expect(apiPath("DELETE /api/admin/staff/:id/time-off/:timeOffId", { id: 4, timeOffId: 12 })).toBe("/api/admin/staff/4/time-off/12");
    expect(apiPath("GET /api/manage/:token/times/:date", { token: "a/b c", date: "2026-11-24" })).toBe("/api/manage/a%2Fb%20c/times/2026-11-24");
    expect(apiPath("GET /staff-feed/:token.ics", { token: "abc" })).toBe("/staff-feed/abc.ics");
  });

  it("gives the path before the first parameter as a query key's prefix", () => {
    expect(apiPathPrefix("GET /api/staff-for-service/:serviceId")).toBe("/api/staff-for-service");
    expect(apiPathPrefix("GET /api/admin/stats")).toBe("/api/admin/stats");
  });

  it("is refused by the type checker for a route the registry lacks or a missing parameter", () => {
    // @ts-expect-error: no such route
    expect(apiPath("GET /api/nowhere")).toBe("/api/nowhere");
    // @ts-expect-error: the id is missing
    expect(apiPath("GET /api/admin/clients/:id")).toBe("/api/admin/clients/:id");
  });
});
