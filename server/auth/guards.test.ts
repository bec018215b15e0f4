import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@shared/schema";
import { addAdmin, TEST_PASSWORD } from "../test/factories";
import { createTestContext, type TestContext } from "../test/harness";
import { registeredRoutes, type RegisteredRoute } from "../test/routes";

/** A concrete URL for a route pattern: each parameter gets a plausible value. */
function concrete(path: string): string {
  return path.replace(/\*\w+/g, "x").replace(/:\w+/g, "1").replace(/[{}]/g, "");
}

const OPEN_ADMIN_ROUTES = new Set(["POST /api/admin/login", "POST /api/admin/logout"]);
/** Superadmin paths every admin may read (the salon's payment policy, which the appointments pages state). */
const ADMIN_READABLE_SUPERADMIN_ROUTES = new Set(["GET /api/superadmin/payment-policy"]);
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

let ctx: TestContext;
let guarded: RegisteredRoute[];

beforeAll(async () => {
  ctx = await createTestContext();
  guarded = registeredRoutes(ctx.app).filter(
    (route) =>
      (isUnder(route.path, "/api/admin") || isUnder(route.path, "/api/superadmin")) &&
      !OPEN_ADMIN_ROUTES.has(`${route.method} ${route.path}`),
  );
});
afterAll(async () => {
  await ctx.close();
});

async function signedIn(level: "admin" | "superadmin") {
  const user = await addAdmin(ctx.database.db, { level });
  const agent = request.agent(ctx.app);
  expect((await agent.post("/api/admin/login").send({ username: user.username, password: TEST_PASSWORD })).status).toBe(200);
  return agent;
}

describe("the route walk", () => {
  it("finds the admin and superadmin routes, with paths it can call", () => {
    const names = guarded.map((route) => `${route.method} ${route.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /api/admin/current-user",
        "GET /api/superadmin/users",
        "PUT /api/superadmin/users/:id/admin-level",
      ]),
    );
    expect(registeredRoutes(ctx.app).map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([...OPEN_ADMIN_ROUTES]),
    );
    // A pattern this test cannot turn into a URL would escape the checks below.
    const apiPaths = registeredRoutes(ctx.app).filter((route) => route.path.startsWith("/api"));
    expect(apiPaths.filter((route) => route.path.includes("<"))).toEqual([]);
  });
});

describe("every admin and superadmin route", () => {
  it("refuses an anonymous caller with 401", async () => {
    for (const route of guarded) {
      const res = await request(ctx.app)[route.method.toLowerCase() as "get"](concrete(route.path)).send({});
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect(res.body, `${route.method} ${route.path}`).toEqual({ message: "Please sign in" });
      expect(res.headers["cache-control"], `${route.method} ${route.path}`).toBe("no-store");
    }
  });

  it("answers a superadmin's reads with Cache-Control: no-store, since they carry customers' contact details", async () => {
    const boss = await signedIn("superadmin");
    const reads = guarded.filter((route) => route.method === "GET");
    expect(reads.map((route) => route.path)).toEqual(expect.arrayContaining(["/api/admin/clients", "/api/admin/appointments"]));
    for (const route of reads) {
      const res = await boss.get(concrete(route.path));
      expect(res.status, `GET ${route.path}`).toBeLessThan(500);
      expect(res.headers["cache-control"], `GET ${route.path}`).toBe("no-store");
    }
    for (const path of ["/api/auth/user", "/api/admin/current-user"]) {
      expect((await boss.get(path)).headers["cache-control"], path).toBe("no-store");
    }
    const signIn = await request(ctx.app).post("/api/admin/login").send({ username: "nobody", password: "wrong" });
    expect(signIn.headers["cache-control"]).toBe("no-store");
  });

  it("refuses an anonymous caller on paths nobody registered, so they reveal nothing", async () => {
    expect((await request(ctx.app).get("/api/admin/no-such-thing")).status).toBe(401);
    expect((await request(ctx.app).delete("/api/superadmin/no-such-thing")).status).toBe(401);
  });

  it("refuses a plain admin on every superadmin route with 403", async () => {
    const admin = await signedIn("admin");
    const superadminRoutes = guarded.filter(
      (route) => isUnder(route.path, "/api/superadmin") && !ADMIN_READABLE_SUPERADMIN_ROUTES.has(`${route.method} ${route.path}`),
    );
    expect(superadminRoutes.length).toBeGreaterThan(0);
    for (const route of superadminRoutes) {
      const res = await admin[route.method.toLowerCase() as "get"](concrete(route.path)).send({});
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      expect(res.body, `${route.method} ${route.path}`).toEqual({ message: "Only super administrators can do this." });
    }
  });

  it("refuses a signed-in user who is no longer an admin on every route with 403", async () => {
    const former = await addAdmin(ctx.database.db, { level: "admin" });
    const agent = request.agent(ctx.app);
    await agent.post("/api/admin/login").send({ username: former.username, password: TEST_PASSWORD });
    await ctx.database.db.update(users).set({ isAdmin: false, adminLevel: "none" }).where(eq(users.id, former.id));
    for (const route of guarded) {
      const res = await agent[route.method.toLowerCase() as "get"](concrete(route.path)).send({});
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it("lets a superadmin through the superadmin guard", async () => {
    const boss = await signedIn("superadmin");
    expect((await boss.get("/api/superadmin/users")).status).toBe(200);
  });
});
