import request from "supertest";
import { describe, expect, it } from "vitest";
import { appointments } from "@shared/schema";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { holdDateLock, lockWaiters } from "../test/date-locks";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite();

const book = (body: object, key?: string) => {
  const call = request(suite.ctx.app).post("/api/appointments/public").send(body);
  return key ? call.set("Idempotency-Key", key) : call;
};

async function staffWorkingTuesday(count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await addStaff(suite.ctx.database.db, { name: `Staff ${index}`, serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
  }
}

/**
 * Makes the bookings of `arrivingTogether` go in one transaction: another instance holds Tuesday's lock
 * while a first booking waits for it, and the bookings arriving meanwhile queue for the next transaction.
 */
async function inOneTransaction<T>(arrivingTogether: () => Promise<T>[]): Promise<T[]> {
  const { pool } = suite.ctx.database;
  const lock = await holdDateLock(pool, TUESDAY);
  const first = book(bookingPayload({ appointmentTime: "14:00", customerEmail: "first@example.com" })).then((res) => res);
  await lockWaiters(pool, 1);
  const together = arrivingTogether();
  // supertest sends a request once it is awaited: give the queued ones time to reach the server.
  const answered = Promise.all(together);
  await new Promise((resolve) => setTimeout(resolve, 200));
  await lock.release();
  expect((await first).status).toBe(201);
  return answered;
}

describe("bookings of one date decided together in one transaction", () => {
  it("give the last free place to the first of them and refuse the others", async () => {
    await staffWorkingTuesday(1);
    const answers = await inOneTransaction(() =>
      ["eva", "iris", "luz"].map((name) => book(bookingPayload({ customerName: name, customerEmail: `${name}@example.com` })).then((res) => res)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    expect(await suite.ctx.database.db.$count(appointments)).toBe(2);
  });

  it("book once for one Idempotency-Key sent twice, and refuse the key with another request", async () => {
    await staffWorkingTuesday(3);
    const answers = await inOneTransaction(() => [
      book(bookingPayload(), "batched-key").then((res) => res),
      book(bookingPayload(), "batched-key").then((res) => res),
      book(bookingPayload({ appointmentTime: "12:00" }), "batched-key").then((res) => res),
    ]);
    expect(answers.map((res) => res.status)).toEqual([201, 201, 422]);
    expect(answers[1].body).toEqual(answers[0].body);
    expect(await suite.ctx.database.db.$count(appointments)).toBe(2);
  });

  it("give the same person's second request for the same time their first booking back", async () => {
    await staffWorkingTuesday(3);
    const answers = await inOneTransaction(() => [book(bookingPayload()).then((res) => res), book(bookingPayload()).then((res) => res)]);
    expect(answers.map((res) => res.status)).toEqual([201, 200]);
    expect(answers[1].body.id).toBe(answers[0].body.id);
    expect(await suite.ctx.database.db.$count(appointments)).toBe(2);
  });
});
