/** POST /api/admin/appointments: the front desk books for a customer who phoned or walked in. */
import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { STAFF_NOT_FREE_MESSAGE } from "@shared/booking-rules";
import { appointments, emailOutbox, rateLimitHits } from "@shared/schema";
import { addDays } from "@shared/time";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { signedInAgent } from "../test/agents";
import { addStaff } from "../test/factories";
import { DEFAULT_TEST_NOW } from "../test/harness";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite({ signIn: "admin" });

const frontDesk = (body: object) => suite.admin.post("/api/admin/appointments").send(body);

async function lashStaff(name: string, dates = [TUESDAY]): Promise<number> {
  return addStaff(suite.ctx.database.db, { name, serviceIds: ["lash-lifting"], workingDates: dates });
}

async function outboxKinds(): Promise<Array<{ kind: string; recipient: string; locale: string }>> {
  return suite.ctx.database.db
    .select({ kind: emailOutbox.kind, recipient: emailOutbox.recipient, locale: emailOutbox.locale })
    .from(emailOutbox)
    .orderBy(emailOutbox.id);
}

describe("POST /api/admin/appointments", () => {
  it("books a phone customer with a chosen manicurist, confirmed at once, and sends the confirmation in their language", async () => {
    await lashStaff("Ana");
    const bea = await lashStaff("Bea");
    const res = await frontDesk({ ...bookingPayload({ locale: "en", customerName: "Carla Phone" }), staffId: bea, confirmed: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), appointmentDate: TUESDAY, appointmentTime: "10:00", status: "confirmed" });
    const [row] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, res.body.id));
    expect(row).toMatchObject({ staffId: bea, bookedByAdmin: true, contactName: "Carla Phone", staffAssignedAt: DEFAULT_TEST_NOW });
    // The manicurist confirmed at the desk is sent the job like any assignment; it stays confirmed.
    expect(await outboxKinds()).toEqual([
      { kind: "appointment_confirmed", recipient: "ana@example.com", locale: "en" },
      { kind: "staff_confirmation_request", recipient: "bea@example.com", locale: "es" },
    ]);
    const [after] = await suite.ctx.database.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, res.body.id));
    expect(after.status).toBe("confirmed");
  });

  it("books a caller who gives only a phone: stored, no email to the customer, and the same phone-only client next time", async () => {
    const ana = await lashStaff("Ana");
    const { customerEmail: _left, ...withoutEmail } = bookingPayload({ customerName: "Dora Phone", customerPhone: "+1 619 555 0142" });
    const first = await frontDesk({ ...withoutEmail, staffId: ana, confirmed: true });
    expect(first.status).toBe(201);
    expect(first.body.status).toBe("confirmed");
    // Only the manicurist hears of it: no email goes to a customer who gave none.
    expect((await outboxKinds()).map(({ kind, recipient }) => [kind, recipient])).toEqual([["staff_confirmation_request", "ana@example.com"]]);
    const second = await frontDesk({ ...withoutEmail, customerEmail: "", appointmentTime: "14:00" });
    expect(second.status).toBe(201);
    expect((await outboxKinds()).filter(({ kind }) => kind !== "staff_confirmation_request")).toEqual([]);
    const rows = await suite.ctx.database.db.select().from(appointments).orderBy(appointments.id);
    expect(rows.map((row) => [row.contactName, row.contactPhone])).toEqual([
      ["Dora Phone", "+16195550142"],
      ["Dora Phone", "+16195550142"],
    ]);
    expect(rows[1].userId).toBe(rows[0].userId);
    const card = await suite.admin.get(`/api/admin/clients/${rows[0].userId}`);
    expect(card.body.client).toMatchObject({ email: null, phone: "+16195550142", firstName: "Dora" });
  });

  it("still refuses a malformed email, and a booking with neither email nor phone", async () => {
    await lashStaff("Ana");
    const bad = await frontDesk(bookingPayload({ customerEmail: "not-an-email" })).set("Accept-Language", "en");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: "Please enter a valid email address" });
    const { customerEmail: _email, customerPhone: _phone, ...neither } = bookingPayload();
    expect((await frontDesk(neither)).status).toBe(400);
  });

  it("books with a manicurist who still has to confirm: she gets the emailed link, the customer 'booking received'", async () => {
    const ana = await lashStaff("Ana");
    const res = await frontDesk({ ...bookingPayload(), staffId: ana });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe("pending_staff_confirmation");
    expect((await outboxKinds()).map(({ kind, recipient }) => [kind, recipient])).toEqual([
      ["booking_received", "ana@example.com"],
      ["staff_confirmation_request", "ana@example.com"],
    ]);
  });

  it("leaves the manicurist open when none is chosen", async () => {
    await lashStaff("Ana");
    const res = await frontDesk(bookingPayload());
    expect(res.status).toBe(201);
    const [row] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, res.body.id));
    expect(row).toMatchObject({ staffId: null, status: "pending_staff_confirmation", bookedByAdmin: true });
  });

  it("books weeks ahead, beyond the public window", async () => {
    const threeWeeks = addDays(TUESDAY, 21);
    await lashStaff("Ana", [threeWeeks]);
    expect((await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ appointmentDate: threeWeeks }))).status).toBe(400);
    expect((await frontDesk(bookingPayload({ appointmentDate: threeWeeks }))).status).toBe(201);
    expect((await frontDesk(bookingPayload({ appointmentDate: addDays(TUESDAY, 90) }))).status).toBe(400);
  });

  it("refuses a chosen manicurist who is busy even when a colleague is free", async () => {
    const ana = await lashStaff("Ana");
    await lashStaff("Bea");
    expect((await frontDesk({ ...bookingPayload({ customerEmail: "first@example.com" }), staffId: ana })).status).toBe(201);
    const res = await frontDesk({ ...bookingPayload({ customerEmail: "second@example.com" }), staffId: ana });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: STAFF_NOT_FREE_MESSAGE });
    expect((await frontDesk(bookingPayload({ customerEmail: "second@example.com" }))).status).toBe(201);
  });

  it("refuses to confirm without a manicurist, and refuses visitors", async () => {
    await lashStaff("Ana");
    const res = await frontDesk({ ...bookingPayload(), confirmed: true });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Choose a manicurist to confirm the appointment" });
    expect((await request(suite.ctx.app).post("/api/admin/appointments").send(bookingPayload())).status).toBe(401);
  });

  it("is not held to the public rate limit", async () => {
    await lashStaff("Ana", [TUESDAY]);
    // Another instance on the same database with a small limit: every instance counts in the same table,
    // emptied first of the sign-ins this file's earlier tests made.
    await suite.ctx.database.db.delete(rateLimitHits);
    const app = suite.ctx.newInstance({ publicWriteRateLimit: { windowMs: 60_000, limit: 3 } });
    const desk = await signedInAgent({ ...suite.ctx, app }, { level: "admin" });
    const publicAnswers: number[] = [];
    for (let attempt = 0; attempt < 5 && !publicAnswers.includes(429); attempt += 1) {
      publicAnswers.push((await request(app).post("/api/appointments/public").send(bookingPayload({ customerEmail: `public${attempt}@example.com` }))).status);
    }
    expect(publicAnswers).toContain(429);
    for (const time of ["14:00", "16:00"]) {
      const res = await desk.post("/api/admin/appointments").send(bookingPayload({ customerEmail: `at-${time.replace(":", "")}@example.com`, appointmentTime: time }));
      expect(res.status).toBe(201);
    }
  });
});
