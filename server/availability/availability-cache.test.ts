import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments, staff, staffAvailability, staffServices, users } from "@shared/schema";
import { openDatabase, type Database, type DbOrTx } from "../infra/db/database";
import { createLogger } from "../infra/logger";
import { startChangeFeed, type ChangeFeed } from "../infra/db/change-feed";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { recordQueries } from "../test/query-counter";
import { registerApiSuite } from "../test/suite";
import { createAvailabilityCache, OTHER_DATES_KEPT } from "./cache";

const suite = registerApiSuite();

const PATHS = [`/api/staff-availability/${TUESDAY}`, `/api/appointments/availability/${TUESDAY}`];

/** Both per-date reads of TUESDAY as this instance answers them (cached when it can). */
async function cachedReads(): Promise<unknown[]> {
  return Promise.all(PATHS.map(async (path) => (await request(suite.ctx.app).get(path).expect(200)).body));
}

/** The same reads from an instance that has never cached anything. */
async function freshReads(): Promise<unknown[]> {
  const fresh = suite.ctx.newInstance();
  return Promise.all(PATHS.map(async (path) => (await request(fresh).get(path).expect(200)).body));
}

/** Each kind of change the slot grid depends on, made through `db`; each must show in the answer. */
const CHANGES: { name: string; change: (db: DbOrTx, memberId: number) => Promise<unknown>; empties?: false }[] = [
  {
    name: "an appointment's status (cancellation)",
    change: (db) => db.update(appointments).set({ status: "cancelled" }).where(eq(appointments.appointmentDate, TUESDAY)),
  },
  {
    name: "a completed appointment's recorded end",
    change: (db) =>
      db.update(appointments).set({ status: "completed", actualEndTime: "10:30" }).where(eq(appointments.appointmentDate, TUESDAY)),
  },
  {
    name: "a staff availability edit",
    change: (db, memberId) =>
      db
        .update(staffAvailability)
        .set({ endTime: "15:00" })
        .where(and(eq(staffAvailability.staffId, memberId), eq(staffAvailability.availableDate, TUESDAY))),
  },
  {
    name: "a qualification change",
    change: (db, memberId) => db.delete(staffServices).where(eq(staffServices.staffId, memberId)),
    // Neither read depends on qualifications (staff_services notifies nothing): the answer stays right as it is.
    empties: false,
  },
  {
    name: "a staff deactivation",
    change: (db, memberId) => db.update(staff).set({ active: false }).where(eq(staff.id, memberId)),
  },
];

/** A member working TUESDAY, one booking on it, and both reads cached. */
async function bookedAndCached(): Promise<number> {
  const memberId = await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
  await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload()).expect(201);
  const before = await cachedReads();
  expect((before[1] as unknown[]).length).toBe(1);
  return memberId;
}

describe("the per-date availability cache", () => {
  it("answers a repeated read without touching the database", async () => {
    await addStaff(suite.ctx.database.db, { serviceIds: ["1"], workingDates: [TUESDAY] });
    // The change feed's held connection hears those writes a moment after the writer did (and empties again).
    await new Promise((resolve) => setTimeout(resolve, 200));
    await cachedReads();
    const recorder = recordQueries(suite.ctx.database.pool);
    const statements = await recorder.during(async () => {
      for (let round = 0; round < 3; round += 1) await cachedReads();
      await request(suite.ctx.app).get(`/api/staff-availability?date=${TUESDAY}`).expect(200);
    });
    expect(statements).toEqual([]);
    const res = await request(suite.ctx.app).get(`/api/staff-availability/${TUESDAY}`);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("shows a booking made through this instance at once (read-your-writes)", async () => {
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    expect((await cachedReads())[1]).toEqual([]);
    await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload()).expect(201);
    const after = await cachedReads();
    expect(after[1]).toEqual([expect.objectContaining({ appointmentTime: "10:00", totalDuration: 120 })]);
    expect(after).toEqual(await freshReads());
  });

  for (const { name, change, empties } of CHANGES) {
    it(`shows ${name} made through this instance's pool at once`, async () => {
      const memberId = await bookedAndCached();
      const probe = createAvailabilityCache({ db: suite.ctx.database.db, clock: suite.ctx.clock, feed: suite.ctx.feed });
      await probe.staffJson(TUESDAY);
      await change(suite.ctx.database.db, memberId);
      // No waiting: the writer's connection heard its own notification before its COMMIT returned.
      expect(probe.size()).toBe(empties === false ? 1 : 0);
      const after = await cachedReads();
      expect(after).toEqual(await freshReads());
    });
  }

  describe("with a second instance (its own pool and change feed) on the same database", () => {
    let other: Database;
    let otherFeed: ChangeFeed;
    beforeAll(async () => {
      other = await openDatabase({ databaseUrl: suite.ctx.database.connectionUrl, poolSize: 2 });
      otherFeed = await startChangeFeed(other, createLogger("silent"));
    });
    afterAll(async () => {
      await otherFeed.close();
      await other.close();
    });

    async function settlesWithin2s(): Promise<void> {
      const deadline = Date.now() + 2_000;
      for (;;) {
        const [cached, fresh] = [await cachedReads(), await freshReads()];
        if (JSON.stringify(cached) === JSON.stringify(fresh)) return;
        if (Date.now() > deadline) expect(cached).toEqual(fresh);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    it("hears a booking committed there within 2 s", async () => {
      await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
      expect((await cachedReads())[1]).toEqual([]);
      // Any customer will do: the slot grid shows no names.
      const [user] = await other.db.insert(users).values({ firstName: "Eva", lastName: "Ruiz", email: "eva@example.com" }).returning();
      await other.db.insert(appointments).values({
        userId: user.id,
        serviceId: "lash-lifting",
        appointmentDate: TUESDAY,
        appointmentTime: "14:00",
        totalDuration: 90,
        status: "confirmed",
      });
      await settlesWithin2s();
      expect((await cachedReads())[1]).toEqual([{ appointmentTime: "14:00", totalDuration: 90, status: "confirmed" }]);
    });

    for (const { name, change } of CHANGES) {
      it(`hears ${name} committed there within 2 s`, async () => {
        const memberId = await bookedAndCached();
        await change(other.db, memberId);
        await settlesWithin2s();
      });
    }

    it("keeps its own cache, emptied by this instance's writes through PostgreSQL", async () => {
      await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
      const otherCache = createAvailabilityCache({ db: other.db, clock: suite.ctx.clock, feed: otherFeed });
      expect(JSON.parse(await otherCache.slotsJson(TUESDAY))).toEqual([]);
      await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload()).expect(201);
      const deadline = Date.now() + 2_000;
      while (JSON.parse(await otherCache.slotsJson(TUESDAY)).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(JSON.parse(await otherCache.slotsJson(TUESDAY))).toEqual([expect.objectContaining({ appointmentTime: "10:00", totalDuration: 120 })]);
    });
  });

  it("keeps the bookable window's dates and only the last few others", async () => {
    // No notifications here: only the bound is under test.
    const cache = createAvailabilityCache({ db: suite.ctx.database.db, clock: suite.ctx.clock, feed: { subscribeEarliest: () => () => undefined } });
    // Today (Monday 2026-11-23 in the harness) and the three days after it.
    const windowDates = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26"];
    for (const date of windowDates) await cache.staffJson(date);
    for (let day = 1; day <= OTHER_DATES_KEPT + 5; day += 1) await cache.slotsJson(`2027-01-${String(day).padStart(2, "0")}`);
    expect(cache.size()).toBe(windowDates.length + OTHER_DATES_KEPT);
    const recorder = recordQueries(suite.ctx.database.pool);
    const statements = await recorder.during(async () => {
      for (const date of windowDates) await cache.staffJson(date);
    });
    expect(statements).toEqual([]);
  });
});
