/** POST /api/admin/appointments: the front desk books for a customer who phoned or walked in. */
import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { STAFF_NOT_FREE_MESSAGE } from "@shared/booking-rules";
import { appointments, appointmentSegments, emailOutbox, rateLimitHits } from "@shared/schema";
import { addDays } from "@shared/time";
import { PART_NOT_QUALIFIED, PARTS_CHOICE_MISMATCH } from "../booking/decision";
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

describe("POST /api/admin/appointments for a visit of several parts", () => {
  const acrylic = { serviceId: "1", optionIds: ["acrylic-length-4", "acrylic-technique-acrylic", "acrylic-type-new-set"] };
  const pedicure = { serviceId: "2", optionIds: ["pedicure-express"] };
  const person = (name: string, serviceIds: string[]) => addStaff(suite.ctx.database.db, { name, serviceIds, workingDates: [TUESDAY], breakStartTime: null });
  /** Hands and feet at 13:00 at the same time, booked and answered in `language`. */
  const handsAndFeet = (choice: object, language = "es") =>
    suite.admin
      .post("/api/admin/appointments")
      .set("Accept-Language", language)
      .send({ ...bookingPayload({ services: [acrylic, pedicure] as never, together: true, appointmentTime: "13:00", customerEmail: "visit@example.com", locale: language as "es" | "en" }), ...choice });
  const partStaff = async () => (await suite.ctx.database.db.select().from(appointmentSegments).orderBy(appointmentSegments.position)).map((part) => part.staffId);

  it("books with a manicurist chosen for each part, confirmed at once: each part is hers and each is sent the job once", async () => {
    const hands = await person("Hands", ["1"]);
    const feet = await person("Feet", ["2"]);
    const res = await handsAndFeet({ segmentStaffIds: [hands, feet], confirmed: true });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.status).toBe("confirmed");
    expect(res.body.segments.map((part: { staffId: number | null }) => part.staffId)).toEqual([hands, feet]);
    expect(await partStaff()).toEqual([hands, feet]);
    const [row] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, res.body.id));
    expect(row).toMatchObject({ staffId: hands, status: "confirmed", bookedByAdmin: true });
    expect((await outboxKinds()).map(({ kind, recipient }) => [kind, recipient]).sort()).toEqual([
      ["appointment_confirmed", "visit@example.com"],
      ["staff_confirmation_request", "feet@example.com"],
      ["staff_confirmation_request", "hands@example.com"],
    ]);
  });

  it("leaves a part open when it is given nobody, and then cannot confirm the visit", async () => {
    const hands = await person("Hands", ["1"]);
    await person("Feet", ["2"]);
    const unconfirmed = await handsAndFeet({ segmentStaffIds: [hands, null], confirmed: true }, "en");
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toEqual({ message: "Choose a manicurist to confirm the appointment" });
    const res = await handsAndFeet({ segmentStaffIds: [hands, null] });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe("pending_staff_confirmation");
    expect(await partStaff()).toEqual([hands, null]);
    // The customer is told who does the part already given, and that the other is still to be assigned.
    const [received] = await suite.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "booking_received"));
    const told = (received.payload as { appointment: { parts: { staff: { nameEn: string } | null }[] } }).appointment.parts;
    expect(told.map((part) => part.staff?.nameEn ?? null)).toEqual(["Hands", null]);
  });

  it("refuses, in the admin's language and with nothing stored: one manicurist for all, a choice that does not fit the parts, one not doing her part, one busy, the same person for both at once", async () => {
    const hands = await person("Hands", ["1"]);
    const feet = await person("Feet", ["2"]);
    const both = await person("Both", ["1", "2"]);
    const one = await handsAndFeet({ staffId: hands });
    expect(one.status).toBe(400);
    expect(one.body).toEqual({ message: "Esta visita necesita más de una manicurista: elige una para cada parte o resérvala sin elegir manicurista." });
    const mismatch = await handsAndFeet({ segmentStaffIds: [hands] });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ message: "Las manicuristas elegidas no corresponden a las partes de esta visita. Vuelve a elegirlas." });
    expect((await handsAndFeet({ segmentStaffIds: [hands, feet, null] }, "en")).body).toEqual({ message: PARTS_CHOICE_MISMATCH });
    expect((await handsAndFeet({ staffId: hands, segmentStaffIds: [hands, feet] })).status).toBe(400);
    const wrongPart = await handsAndFeet({ segmentStaffIds: [feet, hands] });
    expect(wrongPart.status).toBe(400);
    expect(wrongPart.body).toEqual({ message: "Esta manicurista no hace los servicios de esta parte" });
    expect((await handsAndFeet({ segmentStaffIds: [feet, hands] }, "en")).body).toEqual({ message: PART_NOT_QUALIFIED });
    const twice = await handsAndFeet({ segmentStaffIds: [both, both] }, "en");
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: STAFF_NOT_FREE_MESSAGE });
    expect(await suite.ctx.database.db.$count(appointments)).toBe(0);

    // Feet has a pedicure at 13:30: she cannot take the feet part from 13:00, Both can.
    expect((await frontDesk({ ...bookingPayload({ services: [pedicure] as never, appointmentTime: "13:30", customerEmail: "eva@example.com" }), staffId: feet })).status).toBe(201);
    const busy = await handsAndFeet({ segmentStaffIds: [hands, feet] });
    expect(busy.status).toBe(409);
    expect(busy.body).toEqual({ message: "Esta manicurista no está disponible: no hace este servicio, no trabaja o está ocupada a esa hora." });
    expect(await suite.ctx.database.db.$count(appointments)).toBe(1);
    expect((await handsAndFeet({ segmentStaffIds: [hands, both] })).status).toBe(201);
  });
});
