import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAdmin, TEST_PASSWORD } from "../../test/factories";
import { createTestContext, type TestContext } from "../../test/harness";
import { BUSY } from "./errors";

const review = { customerName: "Eva", rating: 5, comment: "Great" };

let ctx: TestContext;

beforeAll(async () => {
  // A small, impatient pool, so that overload is quick to reach and quick to give up on.
  ctx = await createTestContext({}, { database: { poolSize: 2, connectionTimeoutMillis: 200, statementTimeoutMillis: 300 } });
});
afterAll(async () => {
  await ctx.close();
});

/** Takes every connection the app's pool has or may open, as a burst of slow requests would. */
async function holdWholePool(): Promise<pg.PoolClient[]> {
  const { pool } = ctx.database;
  const held: pg.PoolClient[] = [];
  while (pool.idleCount > 0 || pool.totalCount < pool.options.max) held.push(await pool.connect());
  return held;
}

function expectBusy(res: request.Response): void {
  expect(res.status, res.text).toBe(503);
  expect(res.body).toEqual({ message: BUSY });
  expect(res.headers["retry-after"]).toBe("5");
}

describe("an overloaded database", () => {
  it("answers 503 with Retry-After while no pool connection frees up in time, and serves again after", async () => {
    const held = await holdWholePool();
    try {
      expectBusy(await request(ctx.app).post("/api/reviews").send(review));
    } finally {
      for (const client of held) client.release();
    }
    expect((await request(ctx.app).post("/api/reviews").send(review)).status).toBe(201);
  });

  it("answers 503 with Retry-After when a statement runs past the statement timeout", async () => {
    // Another session holds the table, so the request's insert waits until PostgreSQL cancels it.
    const blocker = new pg.Client(ctx.database.connectionUrl);
    await blocker.connect();
    try {
      await blocker.query("BEGIN");
      await blocker.query("LOCK TABLE site_reviews IN ACCESS EXCLUSIVE MODE");
      expectBusy(await request(ctx.app).post("/api/reviews").send(review));
      await blocker.query("ROLLBACK");
    } finally {
      await blocker.end();
    }
    expect((await request(ctx.app).post("/api/reviews").send(review)).status).toBe(201);
  });

  it("refuses a sign-in whose session could not be stored, instead of a cookie for a session that does not exist", async () => {
    const admin = await addAdmin(ctx.database.db, { username: `busy-${Date.now()}` });
    const login = () => request(ctx.app).post("/api/admin/login").send({ username: admin.username, password: TEST_PASSWORD });
    const blocker = new pg.Client(ctx.database.connectionUrl);
    await blocker.connect();
    try {
      await blocker.query("BEGIN");
      await blocker.query("LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE");
      const refused = await login();
      expectBusy(refused);
      expect(refused.headers["set-cookie"]).toBeUndefined();
      await blocker.query("ROLLBACK");
    } finally {
      await blocker.end();
    }
    const signedIn = await login();
    expect(signedIn.status).toBe(200);
    const cookie = ([] as string[]).concat(signedIn.headers["set-cookie"] ?? [])[0].split(";")[0];
    expect((await request(ctx.app).get("/api/admin/current-user").set("Cookie", cookie)).status).toBe(200);
  });
});
