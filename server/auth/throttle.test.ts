import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginAttempts } from "@shared/schema";
import { addAdmin, TEST_PASSWORD } from "../test/factories";
import { createTestContext, type TestContext } from "../test/harness";

let ctx: TestContext;

beforeAll(async () => {
  // Trusting the proxy lets a test speak from several client addresses through X-Forwarded-For.
  ctx = await createTestContext({ trustProxy: 1 });
  await addAdmin(ctx.database.db, { username: "maria" });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.execute(sql`TRUNCATE login_attempts, sessions`);
  ctx.clock.reset();
});

function login(password: string, options: { ip?: string; app?: TestContext["app"]; username?: string } = {}) {
  return request(options.app ?? ctx.app)
    .post("/api/admin/login")
    .set("X-Forwarded-For", options.ip ?? "203.0.113.7")
    .send({ username: options.username ?? "maria", password });
}

async function failTimes(count: number, options: Parameters<typeof login>[1] = {}): Promise<void> {
  for (let attempt = 1; attempt <= count; attempt += 1) {
    expect((await login("wrong-password", options)).status, `attempt ${attempt}`).toBe(401);
  }
}

const LOCKED = { message: "Too many failed sign-in attempts. Try again in 15 minutes." };

describe("sign-in throttling", () => {
  it("locks a username and address out for 15 minutes after 10 failures, even with the right password, saying when to retry", async () => {
    await failTimes(10);
    const locked = await login(TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(LOCKED);
    expect(locked.headers["retry-after"]).toBe(String(15 * 60));

    ctx.clock.set("2026-11-23T16:14:59Z");
    const stillLocked = await login(TEST_PASSWORD);
    expect(stillLocked.status).toBe(429);
    expect(stillLocked.headers["retry-after"]).toBe("1");
    ctx.clock.set("2026-11-23T16:15:00Z");
    expect((await login(TEST_PASSWORD)).status).toBe(200);
  });

  it("counts consecutive failures only: a success starts the count again", async () => {
    await failTimes(9);
    expect((await login(TEST_PASSWORD)).status).toBe(200);
    expect(await ctx.database.db.$count(loginAttempts)).toBe(0);
    await failTimes(9);
    expect((await login(TEST_PASSWORD)).status).toBe(200);
  });

  it("gives a fresh count once a lock has run out", async () => {
    await ctx.database.db
      .insert(loginAttempts)
      .values({ key: "maria|203.0.113.7", failures: 10, lockedUntil: new Date("2026-11-23T16:15:00Z") });
    ctx.clock.set("2026-11-23T16:20:00Z");
    await failTimes(1);
    const [row] = await ctx.database.db.select().from(loginAttempts);
    expect(row).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it("keys on username and address, so an attacker cannot lock the admin out everywhere", async () => {
    await failTimes(10, { ip: "203.0.113.7" });
    expect((await login(TEST_PASSWORD, { ip: "198.51.100.20" })).status).toBe(200);
    expect((await login(TEST_PASSWORD, { ip: "203.0.113.7", username: "MARIA" })).status).toBe(429);
  });

  it("locks unknown usernames the same way, so the lock reveals nothing", async () => {
    await failTimes(10, { username: "nobody" });
    expect((await login(TEST_PASSWORD, { username: "nobody" })).body).toEqual(LOCKED);
  });

  it("holds across app instances sharing the database", async () => {
    const other = ctx.newInstance();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login("wrong-password", { app: attempt % 2 === 0 ? ctx.app : other })).status).toBe(401);
    }
    expect((await login(TEST_PASSWORD, { app: other })).status).toBe(429);
    expect((await login(TEST_PASSWORD)).status).toBe(429);
  });

  it("checks at most 10 passwords of a burst of parallel guesses; the rest are refused unchecked", async () => {
    const statuses = (await Promise.all(Array.from({ length: 50 }, () => login("wrong-password")))).map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    expect((await login(TEST_PASSWORD)).status).toBe(429);
  });

  it("loses no failure when attempts arrive together", async () => {
    await Promise.all(Array.from({ length: 10 }, () => login("wrong-password")));
    const [row] = await ctx.database.db.select().from(loginAttempts);
    expect(row).toMatchObject({ key: "maria|203.0.113.7", failures: 10, lockedUntil: new Date("2026-11-23T16:15:00Z") });
    expect((await login(TEST_PASSWORD)).status).toBe(429);
  });
});
