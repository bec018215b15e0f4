/**
 * Schedule changes that meet bookings: time off, a saved week and a saved day that would leave an
 * appointment without its manicurist are refused with the list, and applied in one transaction with a
 * choice for each (reassign, leave unassigned, cancel).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, emailOutbox, staffAvailability, staffTimeOff, staffWeeklySchedules } from "@shared/schema";
import { STRANDED_BOOKINGS_MESSAGE, type ScheduleResolutionInput } from "@shared/schedule-changes-api";
import { dayOfWeek } from "@shared/time";
import { signedInAgent, type SignedInAgent } from "../test/agents";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { holdDateLock, lockWaiters } from "../test/date-locks";
import { addStaff } from "../test/factories";
import { drain } from "../test/mail";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite({ signIn: "superadmin", mail: true });
const db = () => suite.ctx.database.db;

const WEEK = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: "09:00", endTime: "18:00", breakStartTime: "13:00" }));

/** A manicurist working the salon's week, 09:00–18:00. */
async function member(name: string, serviceIds = ["lash-lifting"]): Promise<number> {
  const id = await addStaff(db(), { name, serviceIds });
  await db().insert(staffWeeklySchedules).values(WEEK.map((day) => ({ staffId: id, ...day })));
  return id;
}

/** A front-desk booking on Tuesday (lash lifting, 120 minutes), with a manicurist or none. */
async function booked(staffId: number | null, change: object = {}): Promise<number> {
  const res = await suite.admin.post("/api/admin/appointments").send({ ...bookingPayload({ customerEmail: `c${Math.random()}@example.com`, ...change }), staffId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

const row = async (id: number) => (await db().select().from(appointments).where(eq(appointments.id, id)))[0];
const timeOff = (agent: SignedInAgent, staffId: number, body: object = {}) =>
  agent.post(`/api/admin/staff/${staffId}/time-off`).send({ startDate: TUESDAY, endDate: TUESDAY, ...body });
const resolutions = (...list: ScheduleResolutionInput[]) => ({ resolutions: list });
const outbox = async () =>
  (await db().select({ kind: emailOutbox.kind, recipient: emailOutbox.recipient, locale: emailOutbox.locale }).from(emailOutbox).orderBy(emailOutbox.id)).map(
    ({ kind, recipient, locale }) => `${kind} ${recipient} ${locale}`,
  );

describe("time off that meets bookings", () => {
  it("is refused with the stranded appointment and who could take it; nothing is saved", async () => {
    const daniela = await member("Daniela");
    const bea = await member("Bea");
    await member("Carla", ["gelish"]);
    const id = await booked(daniela);
    const refused = await timeOff(suite.admin, daniela, { note: "Día libre" }).set("Accept-Language", "es");
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: "Este cambio deja citas sin manicurista. Elige qué hacer con cada una y vuelve a guardar.",
      affected: [
        { appointmentId: id, appointmentDate: TUESDAY, appointmentTime: "10:00", totalDuration: 120, staffId: daniela, customerName: "Ana María López", suggestedStaffIds: [bea] },
      ],
    });
    const english = await timeOff(suite.admin, daniela).set("Accept-Language", "en");
    expect(english.body.message).toBe(STRANDED_BOOKINGS_MESSAGE);
    expect(await db().select().from(staffTimeOff)).toEqual([]);
    expect(await row(id)).toMatchObject({ staffId: daniela });

    // A resolution for some other appointment does not cover this one.
    expect((await timeOff(suite.admin, daniela, resolutions({ appointmentId: id + 1, action: "unassign" }))).status).toBe(409);
  });

  it("reassigns: the booking moves to the chosen manicurist, who is asked to confirm it like any assignment", async () => {
    const daniela = await member("Daniela");
    const bea = await member("Bea");
    const id = await booked(daniela);
    const added = await timeOff(suite.admin, daniela, resolutions({ appointmentId: id, action: "reassign", staffId: bea }));
    expect(added.status).toBe(201);
    expect(await row(id)).toMatchObject({ staffId: bea, status: "pending_staff_confirmation" });
    expect((await outbox()).slice(-2)).toEqual(["staff_removed daniela@example.com es", "staff_confirmation_request bea@example.com es"]);
    expect((await suite.admin.get(`/api/admin/staff-availability/${TUESDAY}`)).body).toContainEqual(
      expect.objectContaining({ staffId: daniela, source: "time_off", isPunchedIn: false }),
    );
  });

  it("refuses a reassignment to a manicurist who is not qualified or is busy, and saves nothing", async () => {
    const daniela = await member("Daniela");
    const bea = await member("Bea");
    const carla = await member("Carla", ["gelish"]);
    const id = await booked(daniela);
    await booked(bea, { appointmentTime: "11:00" });
    for (const staffId of [carla, bea, daniela, 4242]) {
      const refused = await timeOff(suite.admin, daniela, resolutions({ appointmentId: id, action: "reassign", staffId }));
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: "This manicurist is not available: not qualified, not working, or busy at this time." });
      expect(refused.body.affected).toHaveLength(1);
    }
    expect(await db().select().from(staffTimeOff)).toEqual([]);
    expect(await row(id)).toMatchObject({ staffId: daniela });
    // Two stranded jobs at one time cannot both go to the one free colleague: the second refuses the whole change.
    const other = await booked(daniela, { appointmentTime: "14:00" });
    const bea2 = await member("Bea Dos");
    await booked(bea2, { appointmentTime: "14:00" });
    const both = await timeOff(
      suite.admin,
      daniela,
      resolutions({ appointmentId: id, action: "unassign" }, { appointmentId: other, action: "reassign", staffId: bea2 }),
    );
    expect(both.status).toBe(409);
    expect(await row(id)).toMatchObject({ staffId: daniela });
  });

  it("refuses a resolution without its manicurist or reason, or two for one appointment, with a 400", async () => {
    const daniela = await member("Daniela");
    const id = await booked(daniela);
    for (const list of [
      [{ appointmentId: id, action: "reassign" }],
      [{ appointmentId: id, action: "cancel" }],
      [{ appointmentId: id, action: "cancel", reason: "  " }],
      [{ appointmentId: id, action: "move" }],
      [
        { appointmentId: id, action: "unassign" },
        { appointmentId: id, action: "unassign" },
      ],
    ]) {
      const refused = await timeOff(suite.admin, daniela, { resolutions: list });
      expect(refused.status, JSON.stringify(list)).toBe(400);
    }
    expect(await db().select().from(staffTimeOff)).toEqual([]);
  });

  it("lists an unassigned booking that only she could take, and cancels it with the reason told to the customer in English", async () => {
    const daniela = await member("Daniela");
    const id = await booked(null, { locale: "en" });
    const refused = await timeOff(suite.admin, daniela);
    expect(refused.status).toBe(409);
    expect(refused.body.affected).toEqual([expect.objectContaining({ appointmentId: id, staffId: null, suggestedStaffIds: [] })]);
    const added = await timeOff(suite.admin, daniela, resolutions({ appointmentId: id, action: "cancel", reason: "Daniela is ill" }));
    expect(added.status).toBe(201);
    expect(await row(id)).toMatchObject({ status: "cancelled", cancelReason: "Daniela is ill" });
    await drain(db(), suite.transport, suite.ctx.clock);
    const [cancelled] = suite.smtp.received.filter((mail) => mail.subject.includes("cancelled"));
    expect(cancelled.subject).toBe("Your appointment on Tuesday, November 24, 2026 has been cancelled");
    expect(cancelled.text).toContain("Reason: Daniela is ill");
  });

  it("leaves alone bookings a colleague can still take, and those of other days", async () => {
    const daniela = await member("Daniela");
    await member("Bea");
    const open = await booked(null);
    const wednesday = await booked(daniela, { appointmentDate: "2026-11-25" });
    expect((await timeOff(suite.admin, daniela)).status).toBe(201);
    expect(await row(open)).toMatchObject({ staffId: null, status: "pending_staff_confirmation" });
    expect(await row(wednesday)).toMatchObject({ staffId: daniela });
  });
});

describe("a saved week or day that meets bookings", () => {
  it("week: refused without a choice, then leaves the booking unassigned for the salon without cancelling it", async () => {
    const daniela = await member("Daniela");
    await member("Bea");
    const id = await booked(daniela);
    const withoutTuesday = { days: WEEK.filter((day) => day.weekday !== dayOfWeek(TUESDAY)) };
    const refused = await suite.admin.put(`/api/admin/staff/${daniela}/schedule`).send(withoutTuesday);
    expect(refused.status).toBe(409);
    expect(refused.body.affected).toEqual([expect.objectContaining({ appointmentId: id, appointmentDate: TUESDAY, appointmentTime: "10:00" })]);
    expect(await db().select().from(staffWeeklySchedules).where(eq(staffWeeklySchedules.staffId, daniela))).toHaveLength(6);

    const saved = await suite.admin.put(`/api/admin/staff/${daniela}/schedule`).send({ ...withoutTuesday, ...resolutions({ appointmentId: id, action: "unassign" }) });
    expect(saved.status).toBe(200);
    expect(saved.body.days).toHaveLength(5);
    expect(await row(id)).toMatchObject({ staffId: null, status: "pending_staff_confirmation", confirmationToken: null });
    expect((await outbox()).at(-1)).toBe("staff_removed daniela@example.com es");
    // Shorter hours that still hold the booking strand nothing.
    const bea = await member("Bea Dos");
    await booked(bea, { appointmentTime: "09:00" });
    const shorter = { days: WEEK.map((day) => ({ ...day, endTime: "17:00" })) };
    expect((await suite.admin.put(`/api/admin/staff/${bea}/schedule`).send(shorter)).status).toBe(200);
  });

  it("week: cuts the hours under a booking and reassigns it", async () => {
    const daniela = await member("Daniela");
    const bea = await member("Bea");
    const id = await booked(daniela, { appointmentTime: "16:00" });
    const shorter = { days: WEEK.map((day) => ({ ...day, endTime: "17:00" })) };
    const refused = await suite.admin.put(`/api/admin/staff/${daniela}/schedule`).send(shorter);
    expect(refused.body).toMatchObject({ affected: [{ appointmentId: id, appointmentTime: "16:00", suggestedStaffIds: [bea] }] });
    const saved = await suite.admin.put(`/api/admin/staff/${daniela}/schedule`).send({ ...shorter, ...resolutions({ appointmentId: id, action: "reassign", staffId: bea }) });
    expect(saved.status).toBe(200);
    expect(await row(id)).toMatchObject({ staffId: bea });
  });

  it("day: a day marked off is refused without a choice, then cancels the booking with its reason", async () => {
    const daniela = await member("Daniela");
    const id = await booked(daniela, { locale: "es" });
    const dayOff = { staffId: daniela, date: TUESDAY, isPunchedIn: false };
    const refused = await suite.admin.post("/api/admin/staff-availability").send(dayOff);
    expect(refused.status).toBe(409);
    expect(refused.body.affected).toEqual([expect.objectContaining({ appointmentId: id, suggestedStaffIds: [] })]);
    expect(await db().select().from(staffAvailability)).toEqual([]);

    const saved = await suite.admin.post("/api/admin/staff-availability").send({ ...dayOff, ...resolutions({ appointmentId: id, action: "cancel", reason: "Cerramos por inventario" }) });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ staffId: daniela, date: TUESDAY, isPunchedIn: false });
    expect(await row(id)).toMatchObject({ status: "cancelled", cancelReason: "Cerramos por inventario" });
    expect(await outbox()).toContainEqual(expect.stringMatching(/^appointment_cancelled .+ es$/));
  });

  it("day: shorter hours reassign the booking to a colleague", async () => {
    const daniela = await member("Daniela");
    const bea = await member("Bea");
    const id = await booked(daniela, { appointmentTime: "15:00" });
    const shorter = { staffId: daniela, date: TUESDAY, isPunchedIn: true, startTime: "09:00", endTime: "15:00", breakStartTime: null };
    expect((await suite.admin.post("/api/admin/staff-availability").send(shorter)).status).toBe(409);
    const saved = await suite.admin.post("/api/admin/staff-availability").send({ ...shorter, ...resolutions({ appointmentId: id, action: "reassign", staffId: bea }) });
    expect(saved.status).toBe(200);
    expect(await row(id)).toMatchObject({ staffId: bea });
  });
});

describe("a reassignment racing a booking of the same manicurist", () => {
  it("never double-books her: whichever takes the date's lock second is refused", async () => {
    const daniela = await member("Daniela");
    const bea = await member("Bea");
    const id = await booked(daniela);
    const boss = await signedInAgent(suite.ctx, { level: "superadmin" });
    const lock = await holdDateLock(suite.ctx.database.pool, TUESDAY);
    const reassign = timeOff(boss, daniela, resolutions({ appointmentId: id, action: "reassign", staffId: bea })).then((res) => res);
    const booking = suite.admin
      .post("/api/admin/appointments")
      .send({ ...bookingPayload({ customerEmail: "race@example.com", appointmentTime: "11:00" }), staffId: bea })
      .then((res) => res);
    await lockWaiters(suite.ctx.database.pool, 2);
    await lock.release();
    const statuses = [(await reassign).status, (await booking).status].sort();
    expect(statuses).toEqual([201, 409]);
    const beas = await db().select().from(appointments).where(eq(appointments.staffId, bea));
    expect(beas).toHaveLength(1);
  });
});
