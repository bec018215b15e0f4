import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import { createTestContext, type TestContext } from "../../test/harness";
import { clientKey } from "./rate-limit";

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

  it("gives each of many simultaneous requests from several addresses and instances its own count", async () => {
    const second = ctx.newInstance();
    const addresses = ["203.0.113.7", "198.51.100.4", "192.0.2.55"];
    const sent = addresses.flatMap((ip, index) =>
      Array.from({ length: 3 + index * 2 }, (_, turn) => postReview(turn % 2 ? second : ctx.app, ip).then((res) => ({ ip, res }))),
    );
    const answers = await Promise.all(sent);
    for (const ip of addresses) {
      const mine = answers.filter((answer) => answer.ip === ip).map(({ res }) => res);
      expect(mine.filter((res) => res.status === 201)).toHaveLength(2);
      expect(mine.filter((res) => res.status === 429).every((res) => res.body.message === TOO_MANY.message)).toBe(true);
      // Counts 1 and 2 leave 1 and 0 requests: no two requests of an address were given the same count.
      const remaining = mine.filter((res) => res.status === 201).map((res) => /r=(\d+)/.exec(res.headers.ratelimit)?.[1]);
      expect(remaining.sort()).toEqual(["0", "1"]);
    }
    const { rows } = await ctx.database.pool.query<{ key: string; hits: number }>("SELECT key, hits FROM rate_limit_hits ORDER BY hits");
    expect(rows).toEqual(addresses.map((ip, index) => ({ key: `public-write:${ip}`, hits: 3 + index * 2 })));
  });
});

describe("client key", () => {
  const keyOf = (ip: string) => clientKey({ ip, socket: {} } as Request);

  it("is express-rate-limit's own key: IPv4 as is, IPv4-mapped IPv6 as its IPv4 address, IPv6 by its /56 network", () => {
    for (const ip of ["203.0.113.7", "::ffff:203.0.113.7", "::FFFF:198.51.100.4", "2001:db8:abcd:12ff::1", "::1", "fe80::1"]) {
      expect(keyOf(ip)).toBe(ipKeyGenerator(ip));
    }
    expect(keyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(keyOf("2001:db8:abcd:1200::1")).toBe(keyOf("2001:db8:abcd:12ff:ffff::9"));
    expect(keyOf("2001:db8:abcd:1300::1")).not.toBe(keyOf("2001:db8:abcd:12ff::1"));
  });
});
