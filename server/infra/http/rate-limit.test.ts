import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/harness";

const TOO_MANY = { message: "Too many requests. Please wait a minute and try again." };
const review = { customerName: "Eva", rating: 5, comment: "Great" };

let ctx: TestContext;

beforeAll(async () => {
  // Trusting the proxy lets a test speak from several client addresses through X-Forwarded-For.
  ctx = await createTestContext({ publicWriteRateLimit: { windowMs: 60_000, limit: 2 }, trustProxy: 1 });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.execute(sql`TRUNCATE rate_limit_hits`);
  ctx.clock.reset();
});

function postReview(app = ctx.app, ip = "203.0.113.7") {
  return request(app).post("/api/reviews").set("X-Forwarded-For", ip).send(review);
}

describe("public write rate limit", () => {
  it("answers 429 with a message and Retry-After (the seconds left in the window) past the burst limit", async () => {
    expect((await postReview()).status).toBe(201);
    ctx.clock.set("2026-11-23T16:00:20Z");
    expect((await postReview()).status).toBe(201);
    const third = await postReview();
    expect(third.status).toBe(429);
    expect(third.body).toEqual(TOO_MANY);
    expect(third.headers["retry-after"]).toBe("40");
  });

  it("keeps its counters in an unlogged table: a count is not worth a flushed commit before every public write", async () => {
    const { rows } = await ctx.database.pool.query<{ relpersistence: string }>(
      "SELECT relpersistence FROM pg_class WHERE oid = 'rate_limit_hits'::regclass",
    );
    expect(rows).toEqual([{ relpersistence: "u" }]);
  });

  it("counts one client's requests across every app instance on the database", async () => {
    const second = ctx.newInstance();
    expect((await postReview(ctx.app)).status).toBe(201);
    expect((await postReview(second)).status).toBe(201);
    expect((await postReview(ctx.app)).status).toBe(429);
    expect((await postReview(second)).status).toBe(429);
  });

  it("counts each client address apart and starts afresh when the window has passed", async () => {
    await postReview();
    await postReview();
    expect((await postReview()).status).toBe(429);
    expect((await postReview(ctx.app, "198.51.100.4")).status).toBe(201);

    ctx.clock.set("2026-11-23T16:01:00Z");
    expect((await postReview()).status).toBe(201);
  });

  it("loses no count when requests arrive at once", async () => {
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => postReview()))).map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });
});
