import express from "express";
import pg from "pg";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { healthRouter } from "../../health/router";
import { closedPort } from "../../test/mail";
import { createTestContext, type TestContext } from "../../test/harness";
import { AppError, messageFromZodError } from "./errors";

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

  it("refuses in Spanish, the product's default, a request that names no language, and in the language one asks for", async () => {
    const spanishByDefault = ctx.newInstance({ unstatedLocale: undefined });
    const malformed = '{"customerName": "Ana",';
    const post = (app: typeof ctx.app) => request(app).post("/api/reviews").set("Content-Type", "application/json");
    expect((await post(spanishByDefault).send(malformed)).body).toEqual({ message: "La solicitud no se pudo leer" });
    expect((await post(spanishByDefault).set("Accept-Language", "en-US,en;q=0.9").send(malformed)).body).toEqual({
      message: "Malformed JSON in request body",
    });
    expect((await post(spanishByDefault).set("Accept-Language", "es-MX").send(malformed)).body).toEqual({ message: "La solicitud no se pudo leer" });
    // A booking's own `locale` wins over the browser's language: the page the customer reads chose it.
    const booking = await request(spanishByDefault)
      .post("/api/appointments/public")
      .set("Accept-Language", "en")
      .send({ services: [], locale: "es" });
    expect(booking.body).toEqual({ message: "Por favor completa todos los campos" });
  });

  it("answers a body over 100 KB with a 413", async () => {
    const res = await request(ctx.app)
      .post("/api/reviews")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ customerName: "Ana", rating: 5, comment: "x".repeat(101 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "Request body is too large" });
  });

  it("compresses the API's answers, but never the live board's event stream", async () => {
    const catalogue = await request(ctx.app).get("/api/services").set("Accept-Encoding", "gzip");
    expect(catalogue.status).toBe(200);
    expect(catalogue.headers["content-encoding"]).toBe("gzip");
    expect(catalogue.body.length).toBeGreaterThan(0);

    const server = ctx.app.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const abort = new AbortController();
      const stream = await fetch(`http://127.0.0.1:${port}/api/live-board/events`, { headers: { "Accept-Encoding": "gzip" }, signal: abort.signal });
      expect(stream.headers.get("content-encoding")).toBeNull();
      const { value } = await stream.body!.getReader().read();
      expect(new TextDecoder().decode(value)).toContain("event: ready");
      abort.abort();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("reports liveness and readiness", async () => {
    expect((await request(ctx.app).get("/healthz")).body).toEqual({ status: "ok" });
    const ready = await request(ctx.app).get("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: "ready" });
  });

  it("is not ready while a shipped migration is not applied, nor when the database is unreachable", async () => {
    const [last] = (
      await ctx.database.pool.query<{ id: number; hash: string; created_at: string }>(
        "SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id DESC LIMIT 1",
      )
    ).rows;
    await ctx.database.pool.query("DELETE FROM drizzle.__drizzle_migrations WHERE id = $1", [last.id]);
    try {
      const pending = await request(ctx.app).get("/readyz");
      expect(pending.status).toBe(503);
      expect(pending.body).toEqual({ status: "migrations pending" });
    } finally {
      await ctx.database.pool.query("INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)", [
        last.id,
        last.hash,
        last.created_at,
      ]);
    }

    const unreachable = new pg.Pool({ connectionString: `postgres://cita@127.0.0.1:${await closedPort()}/cita`, connectionTimeoutMillis: 2_000 });
    try {
      const app = express().use(healthRouter({ ...ctx.database, pool: unreachable }));
      const res = await request(app).get("/readyz");
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: "database unreachable" });
    } finally {
      await unreachable.end();
    }
  });

  it("does not advertise the framework", async () => {
    const res = await request(ctx.app).get("/healthz");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });
});

describe("validation messages", () => {
  it("name the field and its limit when a text is too long and the schema gave no message of its own", () => {
    const schema = z.object({ pedicureType: z.string().max(50), note: z.string().max(5, "Keep the note short") });
    expect(messageFromZodError(schema.safeParse({ pedicureType: "x".repeat(51), note: "" }).error!)).toBe("pedicureType must be at most 50 characters");
    expect(messageFromZodError(schema.safeParse({ pedicureType: "", note: "too long" }).error!)).toBe("Keep the note short");
  });
});

describe("AppError", () => {
  it("captures no stack for a refusal, and the caller's stack for a server fault", () => {
    const stackTraceLimit = Error.stackTraceLimit;
    const refusal = new AppError("CONFLICT", "This time is no longer available. Please choose another time.");
    const fault = new AppError("INTERNAL", "The database answered nonsense");
    expect(refusal.stack).toBe("AppError: This time is no longer available. Please choose another time.");
    expect(fault.stack).toMatch(/\n\s+at .*errors\.test\.ts/);
    expect(Error.stackTraceLimit).toBe(stackTraceLimit);
    expect([refusal.status, refusal.code, fault.status]).toEqual([409, "CONFLICT", 500]);
  });
});
