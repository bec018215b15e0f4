import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/harness";

describe("HTTP skeleton", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("answers an unknown API route with a JSON 404", async () => {
    const res = await request(ctx.app).get("/api/nope");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "No API route for GET /api/nope" });
  });

  it("answers malformed JSON with a 400", async () => {
    const res = await request(ctx.app)
      .post("/api/reviews")
      .set("Content-Type", "application/json")
      .send('{"customerName": "Ana",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Malformed JSON in request body" });
  });

  it("answers a body over 100 KB with a 413", async () => {
    const res = await request(ctx.app)
      .post("/api/reviews")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ customerName: "Ana", rating: 5, comment: "x".repeat(101 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "Request body is too large" });
  });

  it("falls back to index.html for client routes and not for the API", async () => {
    for (const route of ["/", "/admin/appointments", "/review/abc", "/live-board", "/anything/else"]) {
      const res = await request(ctx.app).get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.text).toContain('<div id=root>');
    }
  });

  it("serves hashed assets with a long immutable cache and 404s a missing one", async () => {
    const asset = await request(ctx.app).get("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const missing = await request(ctx.app).get("/assets/missing-123.js");
    expect(missing.status).toBe(404);
  });

  it("reports liveness and readiness", async () => {
    expect((await request(ctx.app).get("/healthz")).body).toEqual({ status: "ok" });
    const ready = await request(ctx.app).get("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: "ready" });
  });

  it("does not advertise the framework", async () => {
    const res = await request(ctx.app).get("/healthz");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });
});
