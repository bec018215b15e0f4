import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { appointments, staffAvailability, staffTimeOff, users } from "@shared/schema";
import { appointmentDateLockKey } from "../infra/db/locks";
import { pgErrorCode } from "../infra/db/database";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { holdDateLock } from "../test/date-locks";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";
import { REMEMBERED_DATES_STALE } from "./date-transactions";

const suite = registerApiSuite();

const book = (body: object) => request(suite.ctx.app).post("/api/appointments/public").send(body);

/** One manicurist working Tuesday, and a first booking at 10:00 (2 hours) that makes the instance remember Tuesday. */
async function rememberedTuesday(): Promise<number> {
  const staffId = await addStaff(suite.ctx.database.db, { name: "Solo", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
  await book(bookingPayload()).expect(201);
  return staffId;
}

describe("a date the instance remembers", () => {
  it("is read again once another writer (another instance, an admin) cancels an appointment on it: the freed slot is booked", async () => {
    await rememberedTuesday();
    await suite.ctx.database.db.update(appointments).set({ status: "cancelled" }).where(eq(appointments.appointmentDate, TUESDAY));
    await book(bookingPayload({ customerEmail: "eva@example.com" })).expect(201);
  });

  it("is read again once another writer books on it: that booking's time is refused", async () => {
    await rememberedTuesday();
    const [{ id: userId }] = await suite.ctx.database.db.insert(users).values({ email: "walk-in@example.com" }).returning({ id: users.id });
    await suite.ctx.database.db.insert(appointments).values({
      userId,
      serviceId: "lash-lifting",
      appointmentDate: TUESDAY,
      appointmentTime: "14:00",
      status: "confirmed",
      totalPrice: 55000,
      totalDuration: 120,
    });
    const res = await book(bookingPayload({ appointmentTime: "14:00", customerEmail: "eva@example.com" }));
    expect(res.status).toBe(409);
  });

  it("is read again once the staff changes: the manicurist taken off Tuesday after it was remembered refuses the next booking", async () => {
    const staffId = await rememberedTuesday();
    await suite.ctx.database.db.update(staffAvailability).set({ isPunchedIn: false }).where(eq(staffAvailability.staffId, staffId));
    const res = await book(bookingPayload({ appointmentTime: "14:00", customerEmail: "eva@example.com" }));
    expect(res.status).toBe(409);
  });

  it("is read again once its customer's email changes: the same person is no longer found holding the time", async () => {
    await rememberedTuesday();
    await suite.ctx.database.db.update(users).set({ email: "ana.new@example.com" }).where(eq(users.email, "ana@example.com"));
    // Ana again at her own time: were the old email still remembered, this would answer her booking with 200.
    const res = await book(bookingPayload());
    expect(res.status).toBe(409);
  });

  it("waits for its lock held elsewhere, then books", async () => {
    await rememberedTuesday();
    const lock = await holdDateLock(suite.ctx.database.pool, TUESDAY);
    const answer = book(bookingPayload({ appointmentTime: "14:00", customerEmail: "eva@example.com" })).then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await lock.release();
    expect((await answer).status).toBe(201);
  });
});

describe("cita_check_remembered_dates", () => {
  async function check(versions: { date: string; all: string }, keys: string[] = []): Promise<string | undefined> {
    const client = await suite.ctx.database.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SELECT cita_check_remembered_dates($1::text[], $2::varchar[], $3::bigint[], $4::varchar[])", [
        [appointmentDateLockKey(TUESDAY)],
        [TUESDAY, "all-dates"],
        [versions.date, versions.all],
        keys,
      ]);
      return undefined;
    } catch (error) {
      return pgErrorCode(error);
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  }
  async function counted(scope: string): Promise<string> {
    const { rows } = await suite.ctx.database.db.execute<{ version: string }>(
      sql`SELECT coalesce(max(version), 0)::text AS version FROM booking_read_versions WHERE scope = ${scope}`,
    );
    return rows[0].version;
  }

  it("passes when the counts are the remembered ones, and fails with its SQLSTATE when a count, a lock or a key says otherwise", async () => {
    await rememberedTuesday();
    const current = { date: await counted(TUESDAY), all: await counted("all-dates") };
    expect(await check(current)).toBeUndefined();
    expect(await check({ ...current, date: String(BigInt(current.date) - 1n) })).toBe(REMEMBERED_DATES_STALE);
    expect(await check({ ...current, all: String(BigInt(current.all) - 1n) })).toBe(REMEMBERED_DATES_STALE);
    await suite.ctx.database.pool.query("INSERT INTO idempotency_keys (key, request_hash, response_status, response_body) VALUES ('stored-key', 'x', 201, '{}')");
    expect(await check(current, ["stored-key"])).toBe(REMEMBERED_DATES_STALE);
    const lock = await holdDateLock(suite.ctx.database.pool, TUESDAY);
    try {
      expect(await check(current)).toBe(REMEMBERED_DATES_STALE);
    } finally {
      await lock.release();
    }
  });

  it("counts each change of a date's appointments, and a change to the staff as a change of every date", async () => {
    const staffId = await rememberedTuesday();
    const before = { date: BigInt(await counted(TUESDAY)), all: BigInt(await counted("all-dates")) };
    await book(bookingPayload({ appointmentTime: "14:00", customerEmail: "eva@example.com" })).expect(201);
    expect(BigInt(await counted(TUESDAY))).toBe(before.date + 1n);
    await suite.ctx.database.db.insert(staffTimeOff).values({ staffId, startDate: "2027-01-04", endDate: "2027-01-05" });
    expect(BigInt(await counted("all-dates"))).toBe(before.all + 1n);
  });
});
