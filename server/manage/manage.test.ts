import { and, eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { appointmentManageTokens, appointments, appointmentSegments, emailOutbox } from "@shared/schema";
import { enqueueConfirmed } from "../messages/appointment-messages";
import type { EmailPayload } from "../messages/payloads";
import { hashToken } from "../infra/tokens/tokens";
import { addStaff } from "../test/factories";
import { bookingPayload, resetBookingData, TUESDAY } from "../test/booking-fixtures";
import { assignAndRequest, resetEmailData } from "../test/mail";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite();

const WEDNESDAY = "2026-11-25";
const db = () => suite.ctx.database.db;

/** Maria, who does lash lifting on Tuesday and Wednesday, 09:00–18:00 with a break at 12:00. */
const maria = () => addStaff(db(), { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY, WEDNESDAY] });

/** The manage token of the newest customer email of `kind` about appointment `id`, read where the outbox keeps it until sent. */
async function manageTokenOf(id: number, kind = "booking_received"): Promise<string> {
  const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
  const row = rows.reverse().find((candidate) => (candidate.payload as EmailPayload).appointment.appointmentId === id);
  const token = (row?.payload as EmailPayload | undefined)?.manageToken;
  if (!token) throw new Error(`no ${kind} email with a manage token for appointment ${id}`);
  return token;
}

async function book(overrides: Parameters<typeof bookingPayload>[0] = {}): Promise<{ id: number; token: string }> {
  const res = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id as number, token: await manageTokenOf(res.body.id as number) };
}

const view = (token: string, language = "en") => request(suite.ctx.app).get(`/api/manage/${token}`).set("Accept-Language", language);
const cancel = (token: string, language = "en") => request(suite.ctx.app).post(`/api/manage/${token}/cancel`).set("Accept-Language", language);
const reschedule = (token: string, appointmentDate: string, appointmentTime: string, language = "en") =>
  request(suite.ctx.app).post(`/api/manage/${token}/reschedule`).set("Accept-Language", language).send({ appointmentDate, appointmentTime });

async function stored(id: number) {
  const [row] = await db().select().from(appointments).where(eq(appointments.id, id));
  return row;
}

async function kindsQueuedFor(id: number): Promise<string[]> {
  const rows = await db().select().from(emailOutbox);
  return rows.filter((row) => (row.payload as EmailPayload).appointment.appointmentId === id).map((row) => row.kind);
}

describe("GET /api/manage/:token", () => {
  it("shows the appointment as its customer booked it, in the booking's language, with the cut-off", async () => {
    await maria();
    const { token } = await book({ locale: "en", customerName: "Ana María López" });
    const res = await view(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: "pending_staff_confirmation",
      appointmentDate: TUESDAY,
      appointmentTime: "10:00",
      durationMinutes: 120,
      totalPrice: 55000,
      lines: [{ nameEn: "Lash Lifting", nameEs: "Lifting de Pestañas", price: 55000 }],
      staff: null,
      // A one-manicurist visit is one part: the whole visit.
      segments: [{ id: 1, start: "10:00", end: "12:00", services: [{ nameEn: "Lash Lifting", nameEs: "Lifting de Pestañas" }], staffFirstName: null }],
      locale: "en",
      customerFirstName: "Ana",
      canChange: true,
      // Tuesday 10:00 in San Diego is 18:00 UTC; two hours before.
      changeDeadline: "2026-11-24T16:00:00.000Z",
      cancelCutoffHours: 2,
      // No payment provider: nothing of a deposit is said, nor of what cancelling does to one.
      payment: null,
      onCancel: null,
    });
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["x-robots-tag"]).toContain("noindex");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("stores only the token's SHA-256, and a made-up or malformed token is refused with 404 in the visitor's language", async () => {
    await maria();
    const { token } = await book();
    const hashes = await db().select({ hash: appointmentManageTokens.tokenHash }).from(appointmentManageTokens);
    expect(hashes).toEqual([{ hash: hashToken(token) }]);

    const madeUp = "A".repeat(43);
    expect(await view(madeUp)).toMatchObject({ status: 404, body: { message: "This link is invalid or has expired." } });
    expect(await view(madeUp, "es")).toMatchObject({ status: 404, body: { message: "Este enlace no es válido o ya venció." } });
    expect((await view("not-a-token")).status).toBe(404);
  });

  it("works from every email of the appointment, as often as opened, until the appointment starts; then 410", async () => {
    const staffId = await maria();
    const { id, token: fromBooking } = await book();
    await assignAndRequest(db(), id, staffId, suite.ctx.clock());
    await db().transaction(async (tx) => {
      await tx.update(appointments).set({ status: "confirmed" }).where(eq(appointments.id, id));
      await enqueueConfirmed(tx, id, suite.ctx.clock());
    });
    const fromConfirmation = await manageTokenOf(id, "appointment_confirmed");
    expect(fromConfirmation).not.toBe(fromBooking);
    for (const token of [fromBooking, fromConfirmation, fromBooking]) {
      expect(await view(token)).toMatchObject({ status: 200, body: { status: "confirmed", staff: { nameEn: "Maria", nameEs: "Maria" } } });
    }

    suite.ctx.clock.set("2026-11-24T16:01:00Z"); // Tuesday 08:01: within two hours of the start.
    expect((await view(fromBooking)).body).toMatchObject({ canChange: false, status: "confirmed" });
    suite.ctx.clock.set("2026-11-24T18:00:00Z"); // Tuesday 10:00: it starts.
    expect(await view(fromBooking)).toMatchObject({ status: 410, body: { message: "This link is invalid or has expired." } });
    expect((await view(fromConfirmation, "es")).body.message).toBe("Este enlace no es válido o ya venció.");
  });
});

describe("POST /api/manage/:token/cancel", () => {
  it("cancels before the cut-off: frees the time, raises the calendar sequence, tells the customer and the manicurist", async () => {
    const staffId = await maria();
    const { id, token } = await book();
    await assignAndRequest(db(), id, staffId, suite.ctx.clock());
    await resetEmailData(db());

    suite.ctx.clock.set("2026-11-24T15:59:00Z"); // Tuesday 07:59: two hours and a minute before.
    const res = await cancel(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", canChange: false });
    const row = await stored(id);
    expect(row).toMatchObject({ status: "cancelled", calendarSequence: 1, cancelReason: null });
    expect(row.customerChangedAt).toEqual(new Date("2026-11-24T15:59:00Z"));
    const queued = await db().select().from(emailOutbox);
    expect(queued.map((email) => [email.kind, email.recipient])).toEqual([
      ["appointment_cancelled", "ana@example.com"],
      ["staff_removed", "maria@example.com"],
    ]);
    expect((queued[0].payload as EmailPayload).byCustomer).toBe(true);

    // The time is free again: another customer takes it.
    const other = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ customerEmail: "eva@example.com", customerName: "Eva" }));
    expect(other.status).toBe(201);
  });

  it("answers a second cancel with the cancelled appointment and tells nobody twice", async () => {
    await maria();
    const { id, token } = await book();
    expect((await cancel(token)).status).toBe(200);
    const second = await cancel(token);
    expect(second).toMatchObject({ status: 200, body: { status: "cancelled" } });
    expect(await kindsQueuedFor(id)).toEqual(["booking_received", "appointment_cancelled"]);
    expect((await stored(id)).calendarSequence).toBe(1);
  });

  it("refuses after the cut-off with 409, saying to call, in the visitor's language, and changes nothing", async () => {
    await maria();
    const { id, token } = await book();
    suite.ctx.clock.set("2026-11-24T16:00:01Z"); // Tuesday 08:00:01: less than two hours before.
    expect(await cancel(token)).toMatchObject({
      status: 409,
      body: { message: "Changes online are possible up to 2 hours before the appointment. Please call us at +1 (619) 555-0142." },
    });
    expect((await cancel(token, "es")).body.message).toBe(
      "Los cambios en línea son posibles hasta 2 horas antes de la cita. Por favor llámanos al +1 (619) 555-0142.",
    );
    expect(await stored(id)).toMatchObject({ status: "pending_staff_confirmation", calendarSequence: 0 });
  });

  it("keeps the cut-off the salon sets", async () => {
    await maria();
    const { token } = await book();
    const app = suite.ctx.newInstance({ cancelCutoffHours: 24 });
    suite.ctx.clock.set("2026-11-23T18:30:00Z"); // Monday 10:30: 23.5 hours before.
    const res = await request(app).post(`/api/manage/${token}/cancel`).set("Accept-Language", "en");
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("up to 24 hours before");
    expect((await request(app).get(`/api/manage/${token}`)).body).toMatchObject({ canChange: false, cancelCutoffHours: 24 });
  });

  it("refuses a completed appointment", async () => {
    await maria();
    const { id, token } = await book();
    await db().update(appointments).set({ status: "completed" }).where(eq(appointments.id, id));
    expect(await cancel(token)).toMatchObject({
      status: 409,
      body: { message: "This appointment has already started, been completed or been cancelled, so it can no longer be changed." },
    });
  });
});

describe("GET /api/manage/:token/times/:date", () => {
  it("offers the booking page's grid for the appointment's services, its own time left free", async () => {
    await maria();
    const { token } = await book();
    await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ appointmentTime: "14:00", customerEmail: "eva@example.com", customerName: "Eva" }));
    const res = await request(suite.ctx.app).get(`/api/manage/${token}/times/${TUESDAY}`);
    expect(res.status).toBe(200);
    expect(res.body.dates).toEqual(["2026-11-23", TUESDAY, WEDNESDAY, "2026-11-26"]);
    const open = res.body.times.filter((slot: { available: boolean }) => slot.available).map((slot: { time: string }) => slot.time);
    // 120 minutes with Maria (09:00–18:00, break 12:00–12:30) while Eva holds 14:00–16:00; 10:00 is its own.
    expect(open).toEqual(["09:00", "09:30", "10:00", "16:00"]);
  });

  it("refuses a date outside the booking window and a malformed one", async () => {
    await maria();
    const { token } = await book();
    expect((await request(suite.ctx.app).get(`/api/manage/${token}/times/2026-11-29`).set("Accept-Language", "en")).status).toBe(400);
    expect((await request(suite.ctx.app).get(`/api/manage/${token}/times/2026-13-45`)).status).toBe(400);
  });
});

describe("POST /api/manage/:token/reschedule", () => {
  it("moves to a free time: the old time is freed, the calendar sequence rises, the customer and the manicurist are told", async () => {
    const staffId = await maria();
    const { id, token } = await book({ locale: "en" });
    await assignAndRequest(db(), id, staffId, suite.ctx.clock());
    await resetEmailData(db());

    const res = await reschedule(token, WEDNESDAY, "14:00");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ appointmentDate: WEDNESDAY, appointmentTime: "14:00", staff: { nameEn: "Maria" }, canChange: true });
    const row = await stored(id);
    expect(row).toMatchObject({ appointmentDate: WEDNESDAY, appointmentTime: "14:00", staffId, calendarSequence: 1, status: "pending_staff_confirmation" });
    expect(row.customerChangedAt).toEqual(suite.ctx.clock());
    const queued = await db().select().from(emailOutbox);
    expect(queued.map((email) => [email.kind, email.recipient])).toEqual([
      ["appointment_moved", "ana@example.com"],
      ["staff_confirmation_request", "maria@example.com"],
    ]);
    expect((queued[0].payload as EmailPayload).previous).toMatchObject({ date: TUESDAY, time: "10:00" });

    const other = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ customerEmail: "eva@example.com", customerName: "Eva" }));
    expect(other.status).toBe(201);
  });

  it("hands the job back to the salon when the manicurist is not free at the new time, and tells her", async () => {
    const staffId = await maria();
    await addStaff(db(), { name: "Lucia", serviceIds: ["lash-lifting"], workingDates: [WEDNESDAY], startTime: "09:00", endTime: "20:00" });
    const { id, token } = await book();
    await assignAndRequest(db(), id, staffId, suite.ctx.clock());
    await resetEmailData(db());

    // Maria ends at 18:00; only Lucia can do 18:00–20:00 on Wednesday.
    expect((await reschedule(token, WEDNESDAY, "18:00")).status).toBe(200);
    expect(await stored(id)).toMatchObject({ appointmentTime: "18:00", staffId: null });
    expect((await db().select().from(emailOutbox)).map((email) => [email.kind, email.recipient])).toEqual([
      ["appointment_moved", "ana@example.com"],
      ["staff_removed", "maria@example.com"],
    ]);
  });

  it("refuses a taken time with 409 in the visitor's language and changes nothing", async () => {
    await maria();
    const { id, token } = await book();
    await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ appointmentTime: "14:00", customerEmail: "eva@example.com", customerName: "Eva" }));
    expect(await reschedule(token, TUESDAY, "14:00", "es")).toMatchObject({
      status: 409,
      body: { message: "Este horario ya no está disponible. Por favor elige otro." },
    });
    expect(await stored(id)).toMatchObject({ appointmentTime: "10:00", calendarSequence: 0 });
  });

  it("refuses outside the public booking window, after the cut-off, and a malformed time", async () => {
    await maria();
    const { token } = await book();
    expect(await reschedule(token, "2026-11-30", "10:00")).toMatchObject({
      status: 400,
      body: { message: "Appointments can be moved within the booking window: today through the next 3 days, Monday to Saturday." },
    });
    expect((await reschedule(token, TUESDAY, "10:15")).status).toBe(400);
    expect((await reschedule(token, TUESDAY, "25:00")).status).toBe(400);
    suite.ctx.clock.set("2026-11-24T16:30:00Z");
    expect((await reschedule(token, WEDNESDAY, "10:00")).status).toBe(409);
  });

  it("never lets a reschedule and a new booking both take the last free time", async () => {
    await maria();
    for (let round = 0; round < 6; round += 1) {
      await resetBookingData(db());
      await maria();
      const { id, token } = await book({ appointmentTime: "09:00", customerEmail: `ana${round}@example.com` });
      const [moved, booked] = await Promise.all([
        reschedule(token, TUESDAY, "14:00"),
        request(suite.ctx.app)
          .post("/api/appointments/public")
          .send(bookingPayload({ appointmentTime: "14:00", customerEmail: `eva${round}@example.com`, customerName: "Eva" })),
      ]);
      expect([moved.status, booked.status].sort()).toEqual(moved.status === 200 ? [200, 409] : [201, 409]);
      const holding = await db()
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.appointmentDate, TUESDAY), eq(appointments.appointmentTime, "14:00")));
      expect(holding).toHaveLength(1);
      expect((await stored(id)).appointmentTime).toBe(moved.status === 200 ? "14:00" : "09:00");
    }
  });
});

describe("a visit of several parts on its manage link", () => {
  const acrylic = { serviceId: "1", optionIds: ["acrylic-length-4", "acrylic-technique-acrylic", "acrylic-type-new-set"] };
  const pedicure = { serviceId: "2", optionIds: ["pedicure-express"] };
  const person = (name: string, serviceIds: string[]) => addStaff(db(), { name, serviceIds, workingDates: [TUESDAY, WEDNESDAY], breakStartTime: null });

  /** Hands (120 minutes) and feet (50) at the same time on Tuesday at 10:00, the hands given to `hands` and the feet to `feet`. */
  async function handsAndFeet(hands: number, feet: number): Promise<{ id: number; token: string }> {
    const visit = await book({ services: [acrylic, pedicure] as never, together: true, locale: "en" });
    await db().update(appointmentSegments).set({ staffId: hands }).where(and(eq(appointmentSegments.appointmentId, visit.id), eq(appointmentSegments.position, 1)));
    await db().update(appointmentSegments).set({ staffId: feet }).where(and(eq(appointmentSegments.appointmentId, visit.id), eq(appointmentSegments.position, 2)));
    await db().update(appointments).set({ staffId: hands }).where(eq(appointments.id, visit.id));
    await resetEmailData(db());
    return visit;
  }

  const partStaff = async (id: number) =>
    (await db().select().from(appointmentSegments).where(eq(appointmentSegments.appointmentId, id)).orderBy(appointmentSegments.position)).map((part) => part.staffId);
  const queuedKinds = async () => (await db().select().from(emailOutbox)).map((email) => [email.kind, email.recipient]);

  it("offers the times the part rule allows, each part by its own manicurists, its own time left free", async () => {
    const { token } = await handsAndFeet(await person("Hands", ["1"]), await person("Feet", ["2"]));
    const res = await request(suite.ctx.app).get(`/api/manage/${token}/times/${TUESDAY}`);
    expect(res.status).toBe(200);
    const open = res.body.times.filter((slot: { available: boolean }) => slot.available).map((slot: { time: string }) => slot.time);
    // Nobody does both, yet the visit can move: its 120-minute hands part fits until 16:00 (hours end at 18:00).
    expect(open).toContain("10:00");
    expect(open.at(-1)).toBe("16:00");
  });

  it("moves whole; a part whose manicurist is busy at its new minutes goes back to the salon, and she is told", async () => {
    const hands = await person("Hands", ["1"]);
    await person("Hands Two", ["1"]);
    const feet = await person("Feet", ["2"]);
    await person("Feet Two", ["2"]);
    const { id, token } = await handsAndFeet(hands, feet);
    const busy = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ services: [pedicure] as never, appointmentDate: WEDNESDAY, appointmentTime: "14:00", customerEmail: "eva@example.com", customerName: "Eva" }));
    await db().update(appointments).set({ staffId: feet }).where(eq(appointments.id, busy.body.id));
    await resetEmailData(db());

    const res = await reschedule(token, WEDNESDAY, "13:30");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stored(id)).toMatchObject({ appointmentDate: WEDNESDAY, appointmentTime: "13:30", staffId: hands, calendarSequence: 1 });
    expect(await partStaff(id)).toEqual([hands, null]);
    expect(await queuedKinds()).toEqual([
      ["appointment_moved", "ana@example.com"],
      ["staff_removed", "feet@example.com"],
      ["staff_confirmation_request", "hands@example.com"],
    ]);
  });

  it("is cancelled whole, and each part's manicurist is told once", async () => {
    const { id, token } = await handsAndFeet(await person("Hands", ["1"]), await person("Feet", ["2"]));
    expect((await cancel(token)).status).toBe(200);
    expect((await stored(id)).status).toBe("cancelled");
    expect((await queuedKinds()).filter(([kind]) => kind === "staff_removed").map(([, recipient]) => recipient).sort()).toEqual(["feet@example.com", "hands@example.com"]);
  });
});
