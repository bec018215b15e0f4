import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginAttempts, sessions, users } from "@shared/schema";
import { addAdmin, TEST_PASSWORD } from "../test/factories";
import { createTestContext, TEST_SESSION, type TestContext } from "../test/harness";
import { hashForUnknownUsers, hashPassword } from "./passwords";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.execute(sql`TRUNCATE users, sessions, login_attempts CASCADE`);
  ctx.clock.reset();
});

/** The `cita.sid=…` pair a response sets, ready to send back as a Cookie header. */
function sessionCookie(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  return cookies.find((cookie) => cookie.startsWith("cita.sid="))?.split(";")[0];
}

function login(username: string, password: string) {
  return request(ctx.app).post("/api/admin/login").send({ username, password });
}

async function storedSessionCount(): Promise<number> {
  return ctx.database.db.$count(sessions);
}

describe("POST /api/admin/login", () => {
  it("signs an admin in and answers who they are", async () => {
    const admin = await addAdmin(ctx.database.db, { username: "maria", level: "admin" });
    const res = await login("maria", TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: admin.id,
      firstName: "maria",
      lastName: null,
      email: null,
      isAdmin: true,
      adminLevel: "admin",
    });
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    const me = await request(ctx.app).get("/api/auth/user").set("Cookie", cookie!);
    expect(me.status).toBe(200);
    expect(me.body).toEqual(res.body);
  });

  it("ignores the case of the username", async () => {
    await addAdmin(ctx.database.db, { username: "maria" });
    expect((await login("  Maria ", TEST_PASSWORD)).status).toBe(200);
  });

  it("sets an HttpOnly, SameSite=Lax cookie that lasts the idle timeout", async () => {
    await addAdmin(ctx.database.db, { username: "maria" });
    const res = await login("maria", TEST_PASSWORD);
    const header = ([] as string[]).concat(res.headers["set-cookie"]).find((cookie) => cookie.startsWith("cita.sid="));
    const expires = Date.parse(/; Expires=([^;]+)/.exec(header!)![1]);
    expect(expires - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).not.toMatch(/Secure/);
  });

  it("marks the cookie Secure in production behind an HTTPS proxy", async () => {
    await addAdmin(ctx.database.db, { username: "maria" });
    const app = ctx.newInstance({ session: { ...TEST_SESSION, secureCookies: true }, trustProxy: 1 });
    const res = await request(app)
      .post("/api/admin/login")
      .set("X-Forwarded-Proto", "https")
      .send({ username: "maria", password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(([] as string[]).concat(res.headers["set-cookie"]).find((cookie) => cookie.startsWith("cita.sid="))).toMatch(
      /; Secure/,
    );
  });

  it("gives the same answer for an unknown username and a wrong password", async () => {
    await addAdmin(ctx.database.db, { username: "maria" });
    const unknown = await login("nobody", TEST_PASSWORD);
    const wrong = await login("maria", "wrong-password");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ message: "Invalid credentials" });
    expect(wrong.body).toEqual(unknown.body);
    expect(sessionCookie(unknown)).toBeUndefined();
    expect(sessionCookie(wrong)).toBeUndefined();
    expect(await storedSessionCount()).toBe(0);
  });

  it("checks unknown usernames against a hash made with the same parameters as real ones", async () => {
    const parameters = (hash: string) => hash.split("$").slice(1, 4).join("$");
    expect(parameters(await hashForUnknownUsers())).toBe("argon2id$v=19$m=19456,p=1,t=2");
    expect(parameters(await hashPassword("whatever1"))).toBe(parameters(await hashForUnknownUsers()));
  });

  it("refuses users who are not admins, with the same answer", async () => {
    await addAdmin(ctx.database.db, { username: "demoted", level: "none" });
    const res = await login("demoted", TEST_PASSWORD);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Invalid credentials" });
  });

  it("asks for both fields", async () => {
    const res = await request(ctx.app).post("/api/admin/login").send({ username: "maria" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Enter your password" });
  });

  it("upgrades a hash made with older parameters on a successful sign-in", async () => {
    const admin = await addAdmin(ctx.database.db, { username: "maria" });
    const argon2 = await import("argon2");
    const weak = await argon2.hash(TEST_PASSWORD, { type: argon2.argon2id, memoryCost: 8192, timeCost: 1, parallelism: 1 });
    await ctx.database.db.update(users).set({ passwordHash: weak }).where(eq(users.id, admin.id));
    expect((await login("maria", TEST_PASSWORD)).status).toBe(200);
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect((await login("maria", TEST_PASSWORD)).status).toBe(200);
  });
});

describe("the session", () => {
  it("gets a new id at each sign-in, and the old id stops working", async () => {
    await addAdmin(ctx.database.db, { username: "maria" });
    const agent = request.agent(ctx.app);
    const first = sessionCookie(await agent.post("/api/admin/login").send({ username: "maria", password: TEST_PASSWORD }));
    const second = sessionCookie(await agent.post("/api/admin/login").send({ username: "maria", password: TEST_PASSWORD }));
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await request(ctx.app).get("/api/auth/user").set("Cookie", first!)).status).toBe(401);
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    expect(await storedSessionCount()).toBe(1);
  });

  it("ends on logout on the server, not only in the browser", async () => {
    await addAdmin(ctx.database.db, { username: "maria" });
    const cookie = sessionCookie(await login("maria", TEST_PASSWORD))!;
    expect(await storedSessionCount()).toBe(1);
    const out = await request(ctx.app).post("/api/admin/logout").set("Cookie", cookie);
    expect(out.status).toBe(204);
    expect(([] as string[]).concat(out.headers["set-cookie"])).toEqual([expect.stringMatching(/^cita\.sid=; Path=\/; Expires=Thu, 01 Jan 1970/)]);
    expect(await storedSessionCount()).toBe(0);
    const replay = await request(ctx.app).get("/api/auth/user").set("Cookie", cookie);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: "Please sign in" });
  });

  it("answers logout without a session too", async () => {
    expect((await request(ctx.app).post("/api/admin/logout")).status).toBe(204);
  });

  it("survives an app restart", async () => {
    await addAdmin(ctx.database.db, { username: "maria" });
    const cookie = sessionCookie(await login("maria", TEST_PASSWORD))!;
    const restarted = ctx.newInstance();
    const res = await request(restarted).get("/api/admin/current-user").set("Cookie", cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: "maria", isSuperAdmin: false });
  });

  it("keeps working across a secret rotation: the new secret signs, the old one still verifies", async () => {
    await addAdmin(ctx.database.db, { username: "maria" });
    const oldCookie = sessionCookie(await login("maria", TEST_PASSWORD))!;
    const rotated = ctx.newInstance({ session: { ...TEST_SESSION, secrets: ["new-secret", ...TEST_SESSION.secrets] } });
    const res = await request(rotated).get("/api/auth/user").set("Cookie", oldCookie);
    expect(res.status).toBe(200);
    const reSigned = sessionCookie(res)!;
    expect(reSigned).not.toBe(oldCookie);

    const oldSecretRetired = ctx.newInstance({ session: { ...TEST_SESSION, secrets: ["new-secret"] } });
    expect((await request(oldSecretRetired).get("/api/auth/user").set("Cookie", reSigned)).status).toBe(200);
    expect((await request(oldSecretRetired).get("/api/auth/user").set("Cookie", oldCookie)).status).toBe(401);
  });

  it("ends after the idle timeout", async () => {
    await addAdmin(ctx.database.db, { username: "maria" });
    const cookie = sessionCookie(await login("maria", TEST_PASSWORD))!;
    const [row] = await ctx.database.db.select({ expire: sessions.expire }).from(sessions);
    const idleMs = row.expire.getTime() - Date.now();
    expect(idleMs).toBeGreaterThan(29 * 60_000);
    expect(idleMs).toBeLessThanOrEqual(30 * 60_000 + 1000);

    // What 30 quiet minutes leave behind: a stored expiry in the past.
    await ctx.database.db.update(sessions).set({ expire: sql`now() - interval '1 second'` });
    expect((await request(ctx.app).get("/api/auth/user").set("Cookie", cookie)).status).toBe(401);
  });

  it("ends 12 hours after sign-in however active it is", async () => {
    await addAdmin(ctx.database.db, { username: "maria" });
    const agent = request.agent(ctx.app);
    await agent.post("/api/admin/login").send({ username: "maria", password: TEST_PASSWORD });
    ctx.clock.set("2026-11-24T03:59:00Z");
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    ctx.clock.set("2026-11-24T04:00:00Z");
    expect((await agent.get("/api/auth/user")).status).toBe(401);
    expect(await storedSessionCount()).toBe(0);

    ctx.clock.set("2026-11-24T04:05:00Z");
    const again = await agent.post("/api/admin/login").send({ username: "maria", password: TEST_PASSWORD });
    expect(again.status).toBe(200);
    expect((await agent.get("/api/auth/user")).status).toBe(200);
  });

  it("follows the stored user: a demoted admin is still signed in but loses admin calls at once", async () => {
    const admin = await addAdmin(ctx.database.db, { username: "maria" });
    const agent = request.agent(ctx.app);
    await agent.post("/api/admin/login").send({ username: "maria", password: TEST_PASSWORD });
    expect((await agent.get("/api/admin/current-user")).status).toBe(200);
    await ctx.database.db.update(users).set({ isAdmin: false, adminLevel: "none" }).where(eq(users.id, admin.id));
    expect((await agent.get("/api/auth/user")).body).toMatchObject({ isAdmin: false, adminLevel: "none" });
    const refused = await agent.get("/api/admin/current-user");
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "Only administrators can do this." });
    await ctx.database.db.delete(users).where(eq(users.id, admin.id));
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });

  it("gives no cookie and writes nothing for anonymous API calls", async () => {
    const res = await request(ctx.app).get("/api/services");
    expect(res.status).toBe(200);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await storedSessionCount()).toBe(0);
    expect(await ctx.database.db.$count(loginAttempts)).toBe(0);
  });

  it("never touches sessions for pages and assets", async () => {
    await addAdmin(ctx.database.db, { username: "maria" });
    const cookie = sessionCookie(await login("maria", TEST_PASSWORD))!;
    await ctx.database.db.update(sessions).set({ expire: sql`now() + interval '5 minutes'` });
    const [before] = await ctx.database.db.select({ expire: sessions.expire }).from(sessions);
    for (const path of ["/admin", "/assets/app-abc123.js"]) {
      const res = await request(ctx.app).get(path).set("Cookie", cookie);
      expect(res.status, path).toBe(200);
      expect(res.headers["set-cookie"], path).toBeUndefined();
    }
    const [after] = await ctx.database.db.select({ expire: sessions.expire }).from(sessions);
    expect(after.expire).toEqual(before.expire);
    // An API call, by contrast, renews the idle timeout.
    await request(ctx.app).get("/api/auth/user").set("Cookie", cookie);
    const [renewed] = await ctx.database.db.select({ expire: sessions.expire }).from(sessions);
    expect(renewed.expire.getTime()).toBeGreaterThan(before.expire.getTime());
  });
});

describe("who is signed in", () => {
  it("answers 401 with a message when nobody is", async () => {
    const res = await request(ctx.app).get("/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Please sign in" });
  });

  it("tells a superadmin apart on /api/admin/current-user", async () => {
    const boss = await addAdmin(ctx.database.db, { username: "boss", level: "superadmin" });
    const agent = request.agent(ctx.app);
    await agent.post("/api/admin/login").send({ username: "boss", password: TEST_PASSWORD });
    const res = await agent.get("/api/admin/current-user");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: boss.id,
      firstName: "boss",
      lastName: null,
      email: null,
      isAdmin: true,
      adminLevel: "superadmin",
      isSuperAdmin: true,
      mustChangePassword: false,
    });
  });

  it("redirects GET /api/login to the admin login page", async () => {
    const res = await request(ctx.app).get("/api/login");
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/admin/login");
  });
});
