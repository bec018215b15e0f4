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
 * Sends the bookings of `arriving` while another instance holds Tuesday's lock, so they all wait for it
 * and then decide one after another, each against the date as the one before left it.
 */
async function whileTuesdayIsLocked<T>(arriving: () => Promise<T>[]): Promise<T[]> {
  const { pool } = suite.ctx.database;
  const lock = await holdDateLock(pool, TUESDAY);
  const answered = Promise.all(arriving());
  await lockWaiters(pool, 1);
  // supertest sends a request once it is awaited: give the others time to reach the lock too.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await lock.release();
  return answered;
}

describe("bookings of one date that wait for its lock together", () => {
  it("give the last free place to one of them and refuse the others", async () => {
    await staffWorkingTuesday(1);
    const answers = await whileTuesdayIsLocked(() =>
      ["eva", "iris", "luz"].map((name) => book(bookingPayload({ customerName: name, customerEmail: `${name}@example.com` })).then((res) => res)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    expect(await suite.ctx.database.db.$count(appointments)).toBe(1);
  });

  it("book once for one Idempotency-Key sent twice, and refuse the key with another request", async () => {
    await staffWorkingTuesday(3);
    const [first, again, other] = await whileTuesdayIsLocked(() => [
      book(bookingPayload(), "batched-key").then((res) => res),
      book(bookingPayload(), "batched-key").then((res) => res),
      // 14:00, clear of the staff's 12:00 break: whichever request takes the lock first can book.
      book(bookingPayload({ appointmentTime: "14:00" }), "batched-key").then((res) => res),
    ]);
    // Whichever request took the lock first made the key's booking; the same request gets its answer (or, when
    // the other request won the key, the same refusal), another is refused.
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.status === 201 ? { ...first.body, manageToken: expect.any(String) } : first.body);
    expect([first.status, other.status].sort()).toEqual([201, 422]);
    expect(await suite.ctx.database.db.$count(appointments)).toBe(1);
  });

  it("give the same person's second request for the same time their first booking back", async () => {
    await staffWorkingTuesday(3);
    const answers = await whileTuesdayIsLocked(() => [book(bookingPayload()).then((res) => res), book(bookingPayload()).then((res) => res)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 201]);
    expect(answers[1].body.id).toBe(answers[0].body.id);
    expect(await suite.ctx.database.db.$count(appointments)).toBe(1);
  });
});
