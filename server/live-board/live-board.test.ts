import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { createLogger } from "../logger";
import { bookingPayload, resetBookingData, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { createTestContext, type TestContext } from "../test/harness";
import { startChangeFeed, type ChangeFeed } from "./change-feed";
import { boardDates } from "./service";

let ctx: TestContext;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestContext();
  server = ctx.app.listen(0);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});
beforeEach(async () => {
  await resetBookingData(ctx.database.db);
});

/** Reads server-sent events from the board's stream until `wanted` says stop or the time runs out. */
async function collectEvents(wanted: (events: string[]) => boolean, action: () => Promise<unknown>, timeoutMs = 2_000) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/live-board/events`, { signal: abort.signal });
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: string[] = [];
  let buffer = "";
  const deadline = Date.now() + timeoutMs;
  let acted = false;
  try {
    while (!wanted(events) && Date.now() < deadline) {
      const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now()))]);
      if (!chunk || chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      const blocks = buffer.split("\n\n");
      buffer = blocks.pop() ?? "";
      events.push(...blocks.filter((block) => block.includes("event:")));
      if (!acted && events.some((event) => event.includes("event: ready"))) {
        acted = true;
        await action();
      }
    }
  } finally {
    abort.abort();
  }
  return events;
}

describe("GET /api/live-board", () => {
  it("shows today and the next two open days with only what the board displays", async () => {
    const ana = await addStaff(ctx.database.db, { name: "Ana", serviceIds: ["2", "lash-lifting"], workingDates: [TUESDAY] });
    await request(ctx.app)
      .post("/api/appointments/public")
      .send(bookingPayload({ services: [{ serviceId: "2" }], pedicureType: "pedicure-deep", needsGelishRemoval: true }));
    const res = await request(ctx.app).get("/api/live-board");
    expect(res.status).toBe(200);
    expect(res.body.today).toBe("2026-11-23");
    expect(res.body.days.map((day: { date: string }) => day.date)).toEqual(["2026-11-23", TUESDAY, "2026-11-25"]);
    expect(res.body.staff).toEqual([expect.objectContaining({ id: ana, nameEn: "Ana" })]);
    expect(res.body.days[1].appointments).toEqual([
      {
        id: expect.any(Number),
        appointmentDate: TUESDAY,
        appointmentTime: "10:00",
        durationMinutes: 95,
        status: "pending_staff_confirmation",
        staffId: null,
        serviceId: "2",
        serviceIds: ["2"],
        service: { nameEn: "Pedicure", nameEs: "Pedicura" },
        customerName: "Ana M.",
        pedicureType: "deep",
        needsAcrylicRemoval: false,
        needsGelishRemoval: true,
      },
    ]);
    const body = JSON.stringify(res.body);
    for (const secret of ["ana@example.com", "619 555", "Token", "token", "López"]) expect(body).not.toContain(secret);
  });

  it("skips Sunday among the next days", () => {
    expect(boardDates(new Date("2026-11-28T18:00:00Z"))).toEqual(["2026-11-28", "2026-11-30", "2026-12-01"]);
  });
});

describe("GET /api/live-board/events", () => {
  it("pushes the changed date when a booking commits", async () => {
    await addStaff(ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const events = await collectEvents(
      (seen) => seen.some((event) => event.includes(TUESDAY)),
      () => request(ctx.app).post("/api/appointments/public").send(bookingPayload()),
    );
    expect(events).toContainEqual(`event: change\ndata: {"date":"${TUESDAY}"}`);
  });

  it("pushes availability changes too", async () => {
    const ana = await addStaff(ctx.database.db, { serviceIds: ["lash-lifting"] });
    const events = await collectEvents(
      (seen) => seen.some((event) => event.includes("2026-11-25")),
      () => addStaff(ctx.database.db, { serviceIds: [], workingDates: ["2026-11-25"] }).then(() => ana),
    );
    expect(events.some((event) => event.includes('"date":"2026-11-25"'))).toBe(true);
  });

  it("carries a change made through another app instance's connection", async () => {
    const other = await openDatabase({ databaseUrl: ctx.database.connectionUrl });
    let otherFeed: ChangeFeed | undefined;
    try {
      otherFeed = await startChangeFeed(other, createLogger("silent"));
      const seen: string[] = [];
      otherFeed.subscribe((date) => seen.push(date));
      await addStaff(ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
      await request(ctx.app).post("/api/appointments/public").send(bookingPayload());
      const deadline = Date.now() + 2_000;
      while (!seen.includes(TUESDAY) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(seen).toContain(TUESDAY);
    } finally {
      await otherFeed?.close();
      await other.close();
    }
  });
});
