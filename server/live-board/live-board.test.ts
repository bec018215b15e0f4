import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { eq, sql } from "drizzle-orm";
import type { Express } from "express";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import type { LiveBoard } from "@shared/api";
import { appointments, emailOutbox, services } from "@shared/schema";
import type { EmailPayload } from "../messages/payloads";
import { createApp } from "../app";
import { openDatabase } from "../infra/db/database";
import { createLogger } from "../infra/logger";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { TEST_SESSION } from "../test/harness";
import { registerApiSuite } from "../test/suite";
import { visitFixtures } from "../test/visit-fixtures";
import { type QueryRecorder, recordQueries } from "../test/query-counter";
import { startChangeFeed, type ChangeFeed } from "../infra/db/change-feed";
import { boardDates } from "./service";

const suite = registerApiSuite({ signIn: "admin" });
const visits = visitFixtures(suite);
const servers: Server[] = [];

// Runs before the suite's own afterAll closes the app (after-hooks run in reverse order).
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

function listen(app: Express): string {
  const server = app.listen(0);
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface StreamEvent {
  event: string;
  data: string;
}

/** A live-board event stream read as it comes; `next` waits for the first event, seen or to come, that matches. */
async function openStream(baseUrl: string) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/live-board/events`, { signal: abort.signal });
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  void (async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const blocks = buffer.split("\n\n");
        buffer = blocks.pop() ?? "";
        for (const block of blocks) {
          const event = /^event: (.+)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: /^data: (.*)$/m.exec(block)?.[1] ?? "" });
        }
        for (const waiter of waiters) waiter();
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    events,
    /** Resolves with the first matching event after `from` (an index into `events`), or fails after `timeoutMs`. */
    next(matches: (event: StreamEvent) => boolean, timeoutMs = 2_000, from = 0): Promise<StreamEvent> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(matches);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no such event within ${timeoutMs} ms; saw ${events.map((event) => event.event).join(", ") || "none"}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}

/**
 * Waits until every change committed so far has reached the instance and its board was rebuilt: PostgreSQL
 * delivers notifications in commit order, so once a marker sent now comes back, nothing earlier is pending.
 */
async function settled(stream: Awaited<ReturnType<typeof openStream>>): Promise<void> {
  const marker = `settled-${Math.random().toString(36).slice(2)}`;
  await suite.ctx.database.pool.query("SELECT pg_notify('cita_board', $1)", [marker]);
  const change = await stream.next((event) => event.event === "change" && event.data.includes(marker));
  await stream.next((event) => event.event === "board", 2_000, stream.events.indexOf(change) + 1);
}

/**
 * Resolves once the pool has sent no statement for 300 ms. A change that arrives while the board is being
 * built (addStaff's three inserts, the settled() marker) makes the hub build again right after it pushes,
 * so the board event settled() waits for can be followed by one more build.
 */
async function untilQuiet(recorder: QueryRecorder): Promise<void> {
  for (let window = 0; window < 20; window += 1) {
    if ((await recorder.during(() => new Promise((resolve) => setTimeout(resolve, 300)))).length === 0) return;
  }
  throw new Error("the app kept querying the database for 6 s");
}

const isBoard = (test: (board: LiveBoard) => boolean) => (event: StreamEvent) => event.event === "board" && test(JSON.parse(event.data) as LiveBoard);
const appointmentsOn = (board: LiveBoard, date: string) => board.days.find((day) => day.date === date)?.appointments ?? [];

describe("GET /api/live-board", () => {
  it("shows today and the next two open days with only what the board displays", async () => {
    const ana = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["2", "lash-lifting"], workingDates: [TUESDAY] });
    await request(suite.ctx.app)
      .post("/api/appointments/public")
      .send(bookingPayload({ services: [{ serviceId: "2" }], pedicureType: "pedicure-deep", needsGelishRemoval: true }));
    const res = await request(suite.ctx.app).get("/api/live-board");
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

  it("lists every booked service of an appointment once, each day's plans by member, and members without a plan", async () => {
    const ana = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["cejas", "lash-lifting"], workingDates: [TUESDAY, "2026-11-25"] });
    const eva = await addStaff(suite.ctx.database.db, { name: "Eva", serviceIds: ["cejas"], workingDates: [TUESDAY] });
    const idle = await addStaff(suite.ctx.database.db, { name: "Idle", serviceIds: [] });
    await request(suite.ctx.app)
      .post("/api/appointments/public")
      .send(bookingPayload({ services: [{ serviceId: "lash-lifting" }, { serviceId: "cejas", optionIds: ["brow-design"] }], appointmentTime: "09:00" }))
      .expect(201);
    await request(suite.ctx.app)
      .post("/api/appointments/public")
      .send(bookingPayload({ services: [{ serviceId: "cejas", optionIds: ["brow-design"] }], appointmentTime: "10:00", customerEmail: "eva@example.com" }))
      .expect(201);
    const { body } = await request(suite.ctx.app).get("/api/live-board").expect(200);
    expect(body.staff.map((member: { id: number }) => member.id)).toEqual([ana, eva, idle]);
    expect(body.days[1].availability.map((plan: { staffId: number }) => plan.staffId)).toEqual([ana, eva]);
    expect(body.days[2].availability.map((plan: { staffId: number }) => plan.staffId)).toEqual([ana]);
    expect(body.days[0].availability).toEqual([]);
    expect(body.days[1].appointments.map((appointment: { appointmentTime: string; serviceIds: string[] }) => [appointment.appointmentTime, appointment.serviceIds])).toEqual([
      ["09:00", ["lash-lifting", "cejas"]],
      ["10:00", ["cejas"]],
    ]);
  });

  it("gives each part of a visit of two manicurists its own times, services and manicurist; a one-part visit has no parts", async () => {
    const lash = await visits.member("Lash", ["lash-lifting"]);
    const brow = await visits.member("Brow", ["cejas"]);
    const hands = await visits.member("Hands", ["1"]);
    const feet = await visits.member("Feet", ["2"]);
    const sequential = await visits.sequential("09:00", [lash, brow], "Rosa Vidal");
    const together = await visits.together("13:00", [hands, null], "Eva Sanz");
    await visits.assign(together.id, 2, feet);
    await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ appointmentTime: "16:00", customerEmail: "one@example.com" })).expect(201);
    const { body } = await request(suite.ctx.app).get("/api/live-board").expect(200);
    const [first, second, single] = appointmentsOn(body as LiveBoard, TUESDAY);
    expect(first).toMatchObject({ id: sequential.id, customerName: "Rosa V.", staffId: lash, appointmentTime: "09:00" });
    expect(first.parts).toEqual([
      { id: 1, start: "09:00", end: sequential.segments[0].end, staffId: lash, serviceIds: ["lash-lifting"], serviceId: "lash-lifting", service: { nameEn: "Lash Lifting", nameEs: "Lifting de Pestañas" } },
      { id: 2, start: sequential.segments[0].end, end: sequential.segments[1].end, staffId: brow, serviceIds: ["cejas"], serviceId: "cejas", service: expect.objectContaining({ nameEn: expect.any(String) }) },
    ]);
    expect(second).toMatchObject({ id: together.id, staffId: hands, appointmentTime: "13:00" });
    expect(second.parts?.map((part) => [part.id, part.start, part.end, part.staffId, part.serviceIds])).toEqual([
      [1, "13:00", together.segments[0].end, hands, ["1"]],
      [2, "13:00", together.segments[1].end, feet, ["2"]],
    ]);
    expect(single).not.toHaveProperty("parts");
  });

  it("is answered from memory until something changes, then from the board the change pushed", async () => {
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const stream = await openStream(listen(suite.ctx.app));
    try {
      const recorder = recordQueries(suite.ctx.database.pool);
      await settled(stream);
      await untilQuiet(recorder);
      expect(await recorder.during(() => request(suite.ctx.app).get("/api/live-board").expect(200))).toEqual([]);

      await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload()).expect(201);
      await settled(stream);
      await untilQuiet(recorder);
      let board: LiveBoard | undefined;
      const statements = await recorder.during(async () => {
        board = (await request(suite.ctx.app).get("/api/live-board").expect(200)).body as LiveBoard;
      });
      expect(statements).toEqual([]);
      expect(appointmentsOn(board!, TUESDAY)).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it("runs three statements for a board nobody has built yet: appointments, staff, and their days", async () => {
    const app = suite.ctx.newInstance();
    const recorder = recordQueries(suite.ctx.database.pool);
    const statements = await recorder.during(() => request(app).get("/api/live-board").expect(200));
    expect(statements, statements.join("\n")).toHaveLength(3);
  });

  it("skips Sunday among the next days", () => {
    expect(boardDates(new Date("2026-11-28T18:00:00Z"))).toEqual(["2026-11-28", "2026-11-30", "2026-12-01"]);
  });
});

describe("GET /api/live-board/events", () => {
  it("opens with the whole board, so a wall screen needs no fetch", async () => {
    await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const stream = await openStream(listen(suite.ctx.app));
    try {
      const first = await stream.next((event) => event.event === "board");
      const board = JSON.parse(first.data) as LiveBoard;
      expect(board).toMatchObject({ today: "2026-11-23", now: "08:00", staff: [expect.objectContaining({ nameEn: "Ana" })] });
      expect(board).toEqual((await request(suite.ctx.app).get("/api/live-board")).body);
    } finally {
      stream.close();
    }
  });

  it("pushes the changed date and the new board when a booking commits", async () => {
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const stream = await openStream(listen(suite.ctx.app));
    try {
      await stream.next((event) => event.event === "board");
      await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload()).expect(201);
      await stream.next((event) => event.event === "change" && event.data === `{"date":"${TUESDAY}"}`);
      await stream.next(isBoard((board) => appointmentsOn(board, TUESDAY).some((appointment) => appointment.customerName === "Ana M.")));
    } finally {
      stream.close();
    }
  });

  it("pushes availability changes too", async () => {
    const stream = await openStream(listen(suite.ctx.app));
    try {
      await stream.next((event) => event.event === "board");
      const member = await addStaff(suite.ctx.database.db, { serviceIds: [], workingDates: ["2026-11-25"] });
      await stream.next((event) => event.event === "change" && event.data.includes('"date":"2026-11-25"'));
      await stream.next(isBoard((board) => board.days[2].availability.some((plan) => plan.staffId === member)));
    } finally {
      stream.close();
    }
  });

  it("brings a booking made through a second app instance to a stream of the first, with the new board, within 2 s", async () => {
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const stream = await openStream(listen(suite.ctx.app));
    try {
      await stream.next((event) => event.event === "board");
      const pushed = stream.events.length;
      await request(suite.ctx.newInstance()).post("/api/appointments/public").send(bookingPayload()).expect(201);
      await stream.next(isBoard((board) => appointmentsOn(board, TUESDAY).length === 1), 2_000, pushed);
    } finally {
      stream.close();
    }
  });

  it("follows a customer who reschedules, then cancels, from their manage link, within 2 s each", async () => {
    const wednesday = "2026-11-25";
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY, wednesday] });
    const booked = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload()).expect(201);
    const id = booked.body.id as number;
    const [received] = await suite.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "booking_received"));
    const token = (received.payload as EmailPayload).manageToken!;
    const stream = await openStream(listen(suite.ctx.app));
    try {
      await stream.next((event) => event.event === "board");
      let pushed = stream.events.length;
      await request(suite.ctx.newInstance()).post(`/api/manage/${token}/reschedule`).send({ appointmentDate: wednesday, appointmentTime: "14:00" }).expect(200);
      await stream.next(
        isBoard(
          (board) =>
            appointmentsOn(board, wednesday).some((appointment) => appointment.id === id && appointment.appointmentTime === "14:00") &&
            !appointmentsOn(board, TUESDAY).some((appointment) => appointment.id === id),
        ),
        2_000,
        pushed,
      );
      pushed = stream.events.length;
      await request(suite.ctx.newInstance()).post(`/api/manage/${token}/cancel`).expect(200);
      await stream.next(
        isBoard((board) => !appointmentsOn(board, wednesday).some((appointment) => appointment.id === id && appointment.status !== "cancelled")),
        2_000,
        pushed,
      );
    } finally {
      stream.close();
    }
  });

  it("brings a change committed on another pool, as by another server, to the board through PostgreSQL", async () => {
    const other = await openDatabase({ databaseUrl: suite.ctx.database.connectionUrl });
    let otherFeed: ChangeFeed | undefined;
    const stream = await openStream(listen(suite.ctx.app));
    try {
      otherFeed = await startChangeFeed(other, createLogger("silent"));
      const otherApp = createApp({
        database: other,
        logger: createLogger("silent"),
        clock: suite.ctx.clock,
        feed: otherFeed,
        config: { staticDir: "/nonexistent", publicUrl: "http://cita.test", publicWriteRateLimit: { windowMs: 60_000, limit: 10_000 }, session: TEST_SESSION },
      });
      await stream.next((event) => event.event === "board");
      await addStaff(other.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
      await request(otherApp).post("/api/appointments/public").send(bookingPayload()).expect(201);
      await stream.next(isBoard((board) => appointmentsOn(board, TUESDAY).length === 1));
    } finally {
      stream.close();
      await otherFeed?.close();
      await other.close();
    }
  });

  it("pushes a new board when an appointment's contact or a service is renamed, which the board shows", async () => {
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload()).expect(201);
    const stream = await openStream(listen(suite.ctx.app));
    try {
      await stream.next(isBoard((board) => appointmentsOn(board, TUESDAY).length === 1));
      await suite.ctx.database.db.update(appointments).set({ contactName: "Eva María López" });
      await stream.next(isBoard((board) => appointmentsOn(board, TUESDAY)[0]?.customerName === "Eva M."));
      await suite.ctx.database.db.update(services).set({ nameEn: "Lash Lift" }).where(eq(services.id, "lash-lifting"));
      await stream.next(isBoard((board) => appointmentsOn(board, TUESDAY)[0]?.service.nameEn === "Lash Lift"));
    } finally {
      await suite.ctx.database.db.update(services).set({ nameEn: "Lash Lifting" }).where(eq(services.id, "lash-lifting"));
      stream.close();
    }
  });

  it("pushes an empty board when the appointments are truncated", async () => {
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload()).expect(201);
    const stream = await openStream(listen(suite.ctx.app));
    try {
      await stream.next(isBoard((board) => appointmentsOn(board, TUESDAY).length === 1));
      await suite.ctx.database.db.execute(sql`TRUNCATE appointments CASCADE`);
      await stream.next(isBoard((board) => appointmentsOn(board, TUESDAY).length === 0));
    } finally {
      stream.close();
    }
  });
});
