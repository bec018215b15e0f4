/** PATCH /api/admin/appointments/:id (move), and the statuses that need care: cancel with reason, no-show, early completion. */
import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { STAFF_NOT_FREE_MESSAGE } from "@shared/booking-rules";
import { appointments, appointmentSegments, emailOutbox } from "@shared/schema";
import { addDays, salonDateTimeToInstant } from "@shared/time";
import { PARTS_ASSIGN_EACH, PARTS_MOVE_ONE_MANICURIST } from "../appointment-changes/parts";
import { SLOT_TAKEN_MESSAGE } from "../booking/decision";
import { signedInAgent } from "../test/agents";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";
import { NOT_STARTED_FOR_COMPLETION, NOT_STARTED_FOR_NO_SHOW } from "./service";

const suite = registerApiSuite({ signIn: "admin" });
const WEDNESDAY = addDays(TUESDAY, 1);

async function lashStaff(name: string, dates = [TUESDAY, WEDNESDAY]): Promise<number> {
  return addStaff(suite.ctx.database.db, { name, serviceIds: ["lash-lifting"], workingDates: dates, breakStartTime: null });
}

async function book(time: string, email = `${time.replace(":", "")}@example.com`, date = TUESDAY): Promise<number> {
  const res = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ appointmentTime: time, customerEmail: email, appointmentDate: date }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function row(id: number) {
  const [found] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
  return found;
}

async function queued(kind: string) {
  return suite.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
}

const move = (id: number, body: object, agent = suite.admin) => agent.patch(`/api/admin/appointments/${id}`).send(body);
const setStatus = (id: number, body: object) => suite.admin.put(`/api/admin/appointments/${id}/status`).send(body);

describe("PATCH /api/admin/appointments/:id", () => {
  it("moves to another time: the old time frees up, the new one is held, the customer's calendar event is updated", async () => {
    await lashStaff("Ana");
    const id = await book("10:00");
    const res = await move(id, { appointmentTime: "14:00" });
    expect(res.status).toBe(200);
    expect(await row(id)).toMatchObject({ appointmentDate: TUESDAY, appointmentTime: "14:00", calendarSequence: 1 });
    expect(await queued("appointment_moved")).toHaveLength(1);
    // One manicurist: the freed 10:00 takes a booking, the held 14:00 does not.
    expect(await book("10:00", "next@example.com")).toEqual(expect.any(Number));
    const refused = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ appointmentTime: "14:00", customerEmail: "late@example.com" }));
    expect(refused.status).toBe(409);
  });

  it("moves to another date", async () => {
    await lashStaff("Ana");
    const id = await book("10:00");
    expect((await move(id, { appointmentDate: WEDNESDAY, appointmentTime: "11:00" })).status).toBe(200);
    expect(await row(id)).toMatchObject({ appointmentDate: WEDNESDAY, appointmentTime: "11:00" });
  });

  it("refuses a taken time and changes nothing", async () => {
    await lashStaff("Ana");
    const id = await book("10:00");
    await book("14:00");
    const res = await move(id, { appointmentTime: "13:00" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: SLOT_TAKEN_MESSAGE });
    expect(await row(id)).toMatchObject({ appointmentTime: "10:00", calendarSequence: 0 });
    expect(await queued("appointment_moved")).toHaveLength(0);
  });

  it("moves to another manicurist: the one taken off is told, the new one is asked to confirm", async () => {
    const ana = await lashStaff("Ana");
    const bea = await lashStaff("Bea");
    const id = await book("10:00");
    expect((await suite.admin.put(`/api/admin/appointments/${id}/assign-staff`).send({ staffId: ana })).status).toBe(200);
    const res = await move(id, { staffId: bea });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ staffId: bea, status: "pending_staff_confirmation" });
    expect((await queued("staff_removed")).map((email) => email.recipient)).toEqual(["ana@example.com"]);
    expect((await queued("staff_confirmation_request")).map((email) => email.recipient)).toEqual(["ana@example.com", "bea@example.com"]);
  });

  it("refuses a chosen manicurist who is busy then", async () => {
    const ana = await lashStaff("Ana");
    await lashStaff("Bea");
    const busy = await book("10:00", "busy@example.com");
    expect((await suite.admin.put(`/api/admin/appointments/${busy}/assign-staff`).send({ staffId: ana })).status).toBe(200);
    const id = await book("10:00");
    const res = await move(id, { staffId: ana });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: STAFF_NOT_FREE_MESSAGE });
  });

  it("lets one of two admins moving two appointments into one free slot at once win", async () => {
    await lashStaff("Ana");
    const first = await book("09:00");
    const second = await book("11:30");
    const other = await signedInAgent(suite.ctx, { level: "admin" });
    const answers = await Promise.all([move(first, { appointmentTime: "15:00" }), move(second, { appointmentTime: "15:00" }, other)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const rows = [await row(first), await row(second)];
    expect(rows.filter((appointment) => appointment.appointmentTime === "15:00")).toHaveLength(1);
  });

  it("refuses bad moves with a clear 4xx", async () => {
    await lashStaff("Ana");
    const id = await book("10:00");
    expect((await move(id, {})).status).toBe(400);
    expect((await move(id, { appointmentDate: "2026-13-45" })).status).toBe(400);
    expect((await move(id, { appointmentTime: "10:15" })).status).toBe(400);
    expect((await move(id, { appointmentDate: "2026-11-20" })).status).toBe(400);
    expect((await move(999999, { appointmentTime: "14:00" })).status).toBe(404);
    expect((await setStatus(id, { status: "cancelled" })).status).toBe(200);
    expect((await move(id, { appointmentTime: "14:00" })).status).toBe(409);
  });
});

describe("PUT /api/admin/appointments/:id/status", () => {
  it("cancels with a reason: the customer is told, the manicurist taken off is told, the calendar sequence rises", async () => {
    const ana = await lashStaff("Ana");
    const id = await book("10:00");
    await suite.admin.put(`/api/admin/appointments/${id}/assign-staff`).send({ staffId: ana });
    const res = await setStatus(id, { status: "cancelled", reason: "La manicurista está enferma" });
    expect(res.status).toBe(200);
    expect(await row(id)).toMatchObject({ status: "cancelled", cancelReason: "La manicurista está enferma", calendarSequence: 1 });
    expect(await queued("appointment_cancelled")).toHaveLength(1);
    expect((await queued("staff_removed")).map((email) => email.recipient)).toEqual(["ana@example.com"]);
  });

  it("marks a no-show only once the start has passed, and the time stays held", async () => {
    await lashStaff("Ana");
    const id = await book("10:00");
    const early = await setStatus(id, { status: "no_show" });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ message: NOT_STARTED_FOR_NO_SHOW });
    suite.ctx.clock.set(salonDateTimeToInstant(TUESDAY, "10:20"));
    // A day later the session has timed out: the admin signs in again.
    const admin = await signedInAgent(suite.ctx, { level: "admin" });
    expect((await admin.put(`/api/admin/appointments/${id}/status`).send({ status: "no_show" })).status).toBe(200);
    expect((await row(id)).status).toBe("no_show");
    const listed = (await admin.get("/api/admin/appointments")).body.find((appointment: { id: number }) => appointment.id === id);
    expect(listed.clientNoShows).toBe(1);
    const slots = (await request(suite.ctx.app).get(`/api/appointments/availability/${TUESDAY}`)).body;
    expect(slots).toEqual([expect.objectContaining({ appointmentTime: "10:00", status: "no_show" })]);
  });

  it("completes an appointment that has not started only with the explicit override", async () => {
    await lashStaff("Ana");
    const id = await book("10:00");
    const refused = await setStatus(id, { status: "completed" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: NOT_STARTED_FOR_COMPLETION });
    expect(await queued("review_request")).toHaveLength(0);
    expect((await setStatus(id, { status: "completed", override: true })).status).toBe(200);
    expect(await queued("review_request")).toHaveLength(1);
  });
});

describe("a visit of several parts", () => {
  const acrylic = { serviceId: "1", optionIds: ["acrylic-length-4", "acrylic-technique-acrylic", "acrylic-type-new-set"] };
  const pedicure = { serviceId: "2", optionIds: ["pedicure-express"] };
  const person = (name: string, serviceIds: string[]) => addStaff(suite.ctx.database.db, { name, serviceIds, workingDates: [TUESDAY, WEDNESDAY], breakStartTime: null });

  /** Hands (acrylic, 120 minutes) and feet (pedicure, 50) at the same time, each part given to its manicurist. */
  async function handsAndFeet(time: string, hands: number | null, feet: number | null): Promise<number> {
    const res = await request(suite.ctx.app)
      .post("/api/appointments/public")
      .send(bookingPayload({ services: [acrylic, pedicure] as never, together: true, appointmentTime: time, customerEmail: "visit@example.com" }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    for (const [part, staffId] of [[1, hands], [2, feet]] as const) {
      if (staffId !== null) expect((await suite.admin.put(`/api/admin/appointments/${res.body.id}/segments/${part}/assign-staff`).send({ staffId })).status).toBe(200);
    }
    return res.body.id;
  }

  async function parts(id: number) {
    const rows = await suite.ctx.database.db.select().from(appointmentSegments).where(eq(appointmentSegments.appointmentId, id)).orderBy(appointmentSegments.position);
    return rows.map(({ startOffsetMinutes, durationMinutes, staffId }) => ({ startOffsetMinutes, durationMinutes, staffId }));
  }

  /** One pedicure alone at `time`, given to `feet` when named. */
  async function pedicureAt(time: string, feet?: number): Promise<number> {
    const res = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ services: [pedicure] as never, appointmentTime: time, customerEmail: `feet${time.replace(":", "")}@example.com` }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    if (feet !== undefined) expect((await suite.admin.put(`/api/admin/appointments/${res.body.id}/assign-staff`).send({ staffId: feet })).status).toBe(200);
    return res.body.id;
  }

  it("refuses one manicurist for the whole visit, in the admin's language, and stores nothing", async () => {
    const hands = await person("Hands", ["1", "2"]);
    await person("Feet", ["2"]);
    const id = await handsAndFeet("13:00", null, null);
    const spanish = await suite.admin.put(`/api/admin/appointments/${id}/assign-staff`).set("Accept-Language", "es").send({ staffId: hands });
    expect(spanish.status).toBe(409);
    expect(spanish.body).toEqual({ message: "Esta visita tiene varias partes: asigna cada parte a su manicurista." });
    const english = await suite.admin.put(`/api/admin/appointments/${id}/assign-staff`).set("Accept-Language", "en").send({ staffId: hands });
    expect(english.body).toEqual({ message: PARTS_ASSIGN_EACH });
    expect(await row(id)).toMatchObject({ staffId: null, staffAssignedAt: null });
    expect((await parts(id)).map((part) => part.staffId)).toEqual([null, null]);
    expect(await queued("staff_confirmation_request")).toHaveLength(0);
  });

  it("moves whole: every part keeps its minutes after the start and its manicurist, each asked to confirm once, and the old time frees up", async () => {
    const hands = await person("Hands", ["1"]);
    const feet = await person("Feet", ["2"]);
    const id = await handsAndFeet("13:00", hands, feet);
    const before = await parts(id);
    await suite.ctx.database.db.delete(emailOutbox);
    const res = await move(id, { appointmentDate: WEDNESDAY, appointmentTime: "10:00" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await row(id)).toMatchObject({ appointmentDate: WEDNESDAY, appointmentTime: "10:00", staffId: hands, calendarSequence: 1 });
    expect(await parts(id)).toEqual(before);
    expect((await queued("staff_confirmation_request")).map((email) => email.recipient).sort()).toEqual(["feet@example.com", "hands@example.com"]);
    expect(await queued("staff_removed")).toHaveLength(0);
    expect(await queued("appointment_moved")).toHaveLength(1);
    expect(await pedicureAt("13:00")).toEqual(expect.any(Number));
  });

  it("refuses a time where a part's manicurist has something else during her part's new minutes, and stores nothing", async () => {
    const hands = await person("Hands", ["1"]);
    await person("Hands Two", ["1"]);
    const feet = await person("Feet", ["2"]);
    await person("Feet Two", ["2"]);
    const id = await handsAndFeet("09:00", hands, feet);
    // Feet is busy from 14:00: her part of the visit at 13:00 would end at 13:50, at 13:30 it would run into it.
    await pedicureAt("14:00", feet);
    expect((await move(id, { appointmentTime: "13:00" })).status).toBe(200);
    const refused = await suite.admin.patch(`/api/admin/appointments/${id}`).set("Accept-Language", "es").send({ appointmentTime: "13:30" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: "Esta manicurista no está disponible: no hace este servicio, no trabaja o está ocupada a esa hora." });
    expect(await row(id)).toMatchObject({ appointmentTime: "13:00", calendarSequence: 1 });
    expect((await parts(id)).map((part) => part.staffId)).toEqual([hands, feet]);
  });

  it("refuses a time the part rule refuses (409), and a move naming one manicurist for it (400), in the admin's language", async () => {
    const hands = await person("Hands", ["1"]);
    await person("Feet", ["2"]);
    const id = await handsAndFeet("09:00", null, null);
    await pedicureAt("15:00");
    const taken = await suite.admin.patch(`/api/admin/appointments/${id}`).set("Accept-Language", "es").send({ appointmentTime: "15:00" });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: "Este horario ya no está disponible. Por favor elige otro." });
    const named = await suite.admin.patch(`/api/admin/appointments/${id}`).set("Accept-Language", "en").send({ appointmentTime: "11:00", staffId: hands });
    expect(named.status).toBe(400);
    expect(named.body).toEqual({ message: PARTS_MOVE_ONE_MANICURIST });
    expect(await row(id)).toMatchObject({ appointmentTime: "09:00", staffId: null, calendarSequence: 0 });
    expect(await queued("appointment_moved")).toHaveLength(0);
  });

  it("is cancelled whole: the time frees up and each part's manicurist is told once", async () => {
    const both = await person("Both", ["1", "2"]);
    const feet = await person("Feet", ["2"]);
    const id = await book2Parts(both, feet);
    expect((await setStatus(id, { status: "cancelled", reason: "Cerrado" })).status).toBe(200);
    expect(await row(id)).toMatchObject({ status: "cancelled", calendarSequence: 1 });
    expect((await queued("staff_removed")).map((email) => email.recipient).sort()).toEqual(["both@example.com", "feet@example.com"]);
    expect(await pedicureAt("13:00", feet)).toEqual(expect.any(Number));
  });

  /** Both the hands and feet parts at 13:00, with `both` taking the hands and `feet` the feet. */
  const book2Parts = (both: number, feet: number) => handsAndFeet("13:00", both, feet);
});
