import { eq } from "drizzle-orm";
import request from "supertest";
import { hasSpanish, refusalIn } from "@shared/refusals";
import { describe, expect, it } from "vitest";
import { appointmentItems, appointments, emailOutbox, users } from "@shared/schema";
import { createApp } from "../app";
import { openDatabase } from "../infra/db/database";
import { createLogger } from "../infra/logger";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { recordQueries } from "../test/query-counter";
import { registerApiSuite } from "../test/suite";
import { SLOT_TAKEN_MESSAGE } from "./decision";

const suite = registerApiSuite();

const NAIL_AND_BEAUTY_SERVICES = ["1", "2", "3", "cejas", "6", "lash-lifting", "gelish", "esmalte", "brillo", "acripie"];

async function staffWorkingTuesday(count: number, serviceIds = NAIL_AND_BEAUTY_SERVICES): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push(await addStaff(suite.ctx.database.db, { name: `Staff ${index}`, serviceIds, workingDates: [TUESDAY] }));
  }
  return ids;
}

const book = (body: object, key?: string) => {
  const call = request(suite.ctx.app).post("/api/appointments/public").send(body);
  return key ? call.set("Idempotency-Key", key) : call;
};

describe("POST /api/appointments/public", () => {
  it("books a free slot and answers 201 with the appointment", async () => {
    await staffWorkingTuesday(1);
    const res = await book(bookingPayload());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      appointmentDate: TUESDAY,
      appointmentTime: "10:00",
      totalPrice: 55000,
      totalDuration: 120,
      status: "pending_staff_confirmation",
      segments: [{ id: 1, serviceIds: ["lash-lifting"], start: "10:00", end: "12:00", staffId: null }],
      manageToken: expect.stringMatching(/^[\w-]{43}$/),
      textMessages: false,
    });

    const [stored] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, res.body.id));
    expect(stored).toMatchObject({ serviceId: "lash-lifting", staffId: null, locale: "es" });
    expect(stored.confirmationToken).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.reviewToken).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.confirmationToken).not.toBe(stored.reviewToken);
    const [customer] = await suite.ctx.database.db.select().from(users).where(eq(users.id, stored.userId));
    expect(customer).toMatchObject({ email: "ana@example.com", firstName: "Ana", lastName: "María López", phone: "+16195550100" });
  });

  it("prices from the catalogue and ignores the client's prices, durations and totals", async () => {
    await staffWorkingTuesday(1);
    const res = await book(
      bookingPayload({
        services: [
          { serviceId: "1", price: 1, durationMinutes: 1, optionIds: ["acrylic-length-9-5", "acrylic-technique-sculptural", "acrylic-type-repair"] },
          { serviceId: "brillo", price: 0, durationMinutes: 0 },
        ],
        appointmentTime: "13:00",
        needsAcrylicRemoval: true,
        totalPrice: 100,
        totalDuration: 5,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.totalPrice).toBe(87000 + 12000 + 5000 + 16000 + 23000);
    expect(res.body.totalDuration).toBe(120 + 0 + 15 + 20 + 40);
    const items = await suite.ctx.database.db
      .select()
      .from(appointmentItems)
      .where(eq(appointmentItems.appointmentId, res.body.id))
      .orderBy(appointmentItems.position);
    expect(items.map((item) => [item.itemId, item.price, item.durationMinutes])).toEqual([
      ["acrylic-length-9-5", 87000, 120],
      ["acrylic-technique-sculptural", 12000, 0],
      ["acrylic-type-repair", 5000, 15],
      ["brillo", 16000, 20],
      ["removal-acrylic", 23000, 40],
    ]);
  });

  it("stores the pedicure type and uses its duration", async () => {
    await staffWorkingTuesday(1);
    const res = await book(bookingPayload({ services: [{ serviceId: "2" }], pedicureType: "pedicure-jelly", needsGelishRemoval: true }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ totalPrice: 69000 + 10000, totalDuration: 95 + 20 });
    const [stored] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, res.body.id));
    expect(stored).toMatchObject({ pedicureType: "pedicure-jelly", needsGelishRemoval: true, needsAcrylicRemoval: false });
  });

  it.each([
    ["no services", { services: [] }, "Please fill in all fields"],
    ["no name", { customerName: "  " }, "Please fill in all fields"],
    ["no email", { customerEmail: "" }, "Please fill in all fields"],
    ["no phone", { customerPhone: undefined }, "Please fill in all fields"],
    ["no date", { appointmentDate: "" }, "Please fill in all fields"],
    ["no time", { appointmentTime: undefined }, "Please fill in all fields"],
    ["a pedicure without a type", { services: [{ serviceId: "2" }] }, "Please select a pedicure type"],
    ["a name over 100 characters", { customerName: `Ana ${"L".repeat(97)}` }, "Name must be at most 100 characters"],
    ["a name of 201 characters", { customerName: `${"A".repeat(100)} ${"L".repeat(100)}` }, "Name must be at most 100 characters"],
    ["a name with a 150-character part", { customerName: "A".repeat(150) }, "Name must be at most 100 characters"],
    ["an email over 255 characters", { customerEmail: `${"a".repeat(244)}@example.com` }, "Email address must be at most 255 characters"],
    ["a phone over 40 characters", { customerPhone: "6".repeat(41) }, "Phone number must be at most 40 characters"],
    ["a bad email", { customerEmail: "ana-at-example" }, "Please enter a valid email address"],
    ["a bad phone", { customerPhone: "call me" }, "Please enter a valid phone number"],
    ["a malformed date", { appointmentDate: "24/11/2026" }, "Date must be YYYY-MM-DD"],
    ["a malformed time", { appointmentTime: "10am" }, "Time must be HH:MM"],
    ["a time off the half hour", { appointmentTime: "10:15" }, "Appointments start on the half hour between 09:00 and 20:30"],
    ["a time after closing", { appointmentTime: "21:00" }, "Appointments start on the half hour between 09:00 and 20:30"],
    ["a Sunday", { appointmentDate: "2026-11-29" }, "Appointments can be booked from today through the next 3 days, Monday to Saturday"],
    ["a past date", { appointmentDate: "2026-11-21" }, "Appointments can be booked from today through the next 3 days, Monday to Saturday"],
    ["a date beyond the window", { appointmentDate: "2026-11-27" }, "Appointments can be booked from today through the next 3 days, Monday to Saturday"],
    ["a coming-soon service", { services: [{ serviceId: "4" }] }, "Haircut is coming soon and cannot be booked yet"],
    ["an unknown service", { services: [{ serviceId: "botox" }] }, "Unknown service: botox"],
    ["a foreign option", { services: [{ serviceId: "3", optionIds: ["wax-underarm"] }] }, "Option wax-underarm is not offered for Eyelash Extensions"],
    ["an incomplete acrylic set", { services: [{ serviceId: "1", optionIds: ["acrylic-length-1"] }] }, "Please choose one technique for Acrylic Nails"],
    ["a removal without nails", { needsGelishRemoval: true }, "Nail removal is only offered with acrylic nails, pedicure or polish services"],
  ])("refuses %s with a 400 and a clear message, in the booking's language", async (_case, overrides, message) => {
    await staffWorkingTuesday(1);
    const res = await book(bookingPayload(overrides as object));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(hasSpanish(message), `Spanish for "${message}"`).toBe(true);
    const spanish = await book(bookingPayload({ ...(overrides as object), locale: "es" }));
    expect(spanish.body).toEqual({ message: refusalIn("es", message) });
    expect(await suite.ctx.database.db.$count(appointments)).toBe(0);
  });

  it("stores a name of 100 characters whole, however its parts split it", async () => {
    await staffWorkingTuesday(2);
    const names = [`${"A".repeat(60)} ${"L".repeat(39)}`, "A".repeat(100)];
    for (const [index, customerName] of names.entries()) {
      const res = await book(bookingPayload({ customerName, customerEmail: `guest${index}@example.com` }));
      expect(res.status, customerName).toBe(201);
    }
    const stored = await suite.ctx.database.db.select().from(users).orderBy(users.email);
    expect(stored.map((user) => [user.firstName, user.lastName])).toEqual([
      ["A".repeat(60), "L".repeat(39)],
      ["A".repeat(100), ""],
    ]);
  });

  it("refuses a body that is not an object", async () => {
    const res = await request(suite.ctx.app).post("/api/appointments/public").set("Content-Type", "application/json").send("[1,2]");
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it("answers 409 when no qualified staff member is free", async () => {
    await staffWorkingTuesday(1);
    expect((await book(bookingPayload())).status).toBe(201);
    const second = await book(bookingPayload({ customerEmail: "bea@example.com", appointmentTime: "11:00" }));
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: SLOT_TAKEN_MESSAGE });
  });

  it("answers 409 when only unqualified staff work that day", async () => {
    await staffWorkingTuesday(2, ["cejas"]);
    const res = await book(bookingPayload());
    expect(res.status).toBe(409);
  });

  it("answers 409 for a slot already past today", async () => {
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: ["2026-11-23"] });
    suite.ctx.clock.set("2026-11-23T18:05:00Z"); // 10:05 in the salon
    expect((await book(bookingPayload({ appointmentDate: "2026-11-23", appointmentTime: "10:00" }))).status).toBe(409);
    expect((await book(bookingPayload({ appointmentDate: "2026-11-23", appointmentTime: "12:30" }))).status).toBe(201);
  });

  it("frees the slot when the appointment is cancelled", async () => {
    await staffWorkingTuesday(1);
    const first = await book(bookingPayload());
    await suite.ctx.database.db.update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, first.body.id));
    expect((await book(bookingPayload({ customerEmail: "bea@example.com" }))).status).toBe(201);
  });

  it("gives exactly K bookings to N parallel requests for one slot with K free staff", async () => {
    const freeStaff = 3;
    await staffWorkingTuesday(freeStaff);
    const attempts = 40;
    const responses = await Promise.all(
      Array.from({ length: attempts }, (_, index) => book(bookingPayload({ customerEmail: `racer${index}@example.com` }))),
    );
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(freeStaff);
    expect(statuses.filter((status) => status === 409)).toHaveLength(attempts - freeStaff);
    expect(await suite.ctx.database.db.$count(appointments)).toBe(freeStaff);
  });

  it("holds the limit when the requests arrive at two app instances sharing one PostgreSQL", async () => {
    const secondDatabase = await openDatabase({ databaseUrl: suite.ctx.database.connectionUrl });
    try {
      const secondApp = createApp({
        database: secondDatabase,
        logger: createLogger("silent"),
        clock: suite.ctx.clock,
        feed: suite.ctx.feed,
        config: { staticDir: "/nonexistent", publicUrl: "http://cita.test", publicWriteRateLimit: { windowMs: 60_000, limit: 10_000 } },
      });
      await staffWorkingTuesday(2);
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          request(index % 2 === 0 ? suite.ctx.app : secondApp)
            .post("/api/appointments/public")
            .send(bookingPayload({ customerEmail: `twin${index}@example.com` })),
        ),
      );
      expect(responses.filter((res) => res.status === 201)).toHaveLength(2);
      expect(responses.filter((res) => res.status === 409)).toHaveLength(28);
    } finally {
      await secondDatabase.close();
    }
  });

  it("replays the first answer for a retried Idempotency-Key and books once", async () => {
    await staffWorkingTuesday(2);
    const first = await book(bookingPayload(), "retry-1");
    const retry = await book(bookingPayload(), "retry-1");
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual({ ...first.body, manageToken: expect.any(String) });
    expect(await suite.ctx.database.db.$count(appointments)).toBe(1);
  });

  it("answers the manage token of the booking's email, and a repeated answer a fresh one: both open the booking's manage page", async () => {
    await staffWorkingTuesday(1);
    const first = await book(bookingPayload(), "confirmation-page");
    const retry = await book(bookingPayload(), "confirmation-page");
    expect(retry.body.manageToken).not.toBe(first.body.manageToken);
    const [email] = await suite.ctx.database.db.select({ payload: emailOutbox.payload }).from(emailOutbox).where(eq(emailOutbox.kind, "booking_received"));
    expect(email.payload).toMatchObject({ manageToken: first.body.manageToken });
    for (const { body } of [first, retry]) {
      const managed = await request(suite.ctx.app).get(`/api/manage/${body.manageToken as string}`).expect(200);
      expect(managed.body).toMatchObject({ appointmentDate: TUESDAY, appointmentTime: "10:00", totalPrice: 55000 });
    }
  });

  it("books once when the same key arrives several times at once", async () => {
    await staffWorkingTuesday(3);
    const responses = await Promise.all(Array.from({ length: 5 }, () => book(bookingPayload(), "double-click")));
    expect(responses.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((res) => res.body.id)).size).toBe(1);
    expect(await suite.ctx.database.db.$count(appointments)).toBe(1);
  });

  it("answers 422 when a key is reused with a different body", async () => {
    await staffWorkingTuesday(2);
    expect((await book(bookingPayload(), "reused")).status).toBe(201);
    const res = await book(bookingPayload({ appointmentTime: "14:00" }), "reused");
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/Idempotency-Key/);
  });

  it("answers a reused key with a different, even invalid, body with 422 rather than checking the body", async () => {
    await staffWorkingTuesday(2);
    expect((await book(bookingPayload(), "reused-invalid")).status).toBe(201);
    const res = await book({ ...bookingPayload(), customerEmail: "not-an-email" }, "reused-invalid");
    expect(res.status).toBe(422);
  });

  it("replays a refusal: a retried request whose slot was taken gets the same 409, even after the slot frees", async () => {
    await staffWorkingTuesday(1);
    const taken = await book(bookingPayload({ customerEmail: "first@example.com" }));
    expect(taken.status).toBe(201);
    const refused = await book(bookingPayload({ customerEmail: "second@example.com" }), "late");
    expect(refused.status).toBe(409);

    await suite.ctx.database.db.update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, taken.body.id));
    const retried = await book(bookingPayload({ customerEmail: "second@example.com" }), "late");
    expect(retried.status).toBe(409);
    expect(retried.body).toEqual(refused.body);
    const fresh = await book(bookingPayload({ customerEmail: "second@example.com" }), "deliberate-second-try");
    expect(fresh.status).toBe(201);
  });

  it("keeps one customer per email, whose name and phone the next booking leaves as they were", async () => {
    await staffWorkingTuesday(2);
    await book(bookingPayload());
    await book(bookingPayload({ customerEmail: "ANA@example.com", customerName: "Ana López", customerPhone: "619-555-0199", appointmentTime: "14:00" }));
    const customers = await suite.ctx.database.db.select().from(users);
    expect(customers).toHaveLength(1);
    expect(customers[0]).toMatchObject({ firstName: "Ana", lastName: "María López", phone: "+16195550100" });
  });

  it("never rewrites an admin's profile from a public booking", async () => {
    await staffWorkingTuesday(1);
    await suite.ctx.database.db.insert(users).values({ email: "owner@example.com", firstName: "Owner", isAdmin: true, adminLevel: "superadmin" });
    const res = await book(bookingPayload({ customerEmail: "owner@example.com", customerName: "Mallory Intruder" }));
    expect(res.status).toBe(201);
    const [owner] = await suite.ctx.database.db.select().from(users).where(eq(users.email, "owner@example.com"));
    expect(owner.firstName).toBe("Owner");
  });
});

describe("a booking's transaction", () => {
  it("takes the date's lock before it reads the date, and decides and writes before its COMMIT", async () => {
    await staffWorkingTuesday(1);
    // The first booking of an instance loads the catalogue; every later one prices from memory.
    await book(bookingPayload({ appointmentTime: "14:00" })).expect(201);
    const statements = await recordQueries(suite.ctx.database.pool).during(() => book(bookingPayload()).expect(201));
    const begin = statements.findIndex((text) => /^begin/i.test(text));
    expect(statements.slice(begin + 1, begin + 2)).toEqual(["SELECT pg_advisory_xact_lock(hashtext($1))"]);
    const inTransaction = statements.slice(begin, statements.findIndex((text) => /^commit/i.test(text)) + 1);
    // BEGIN, the lock, the date's staff days, its appointments, who is qualified, the write, COMMIT.
    expect(inTransaction, statements.join("\n")).toHaveLength(7);
    expect(inTransaction[5]).toMatch(/^\s*WITH upserted AS/);
  });
});
