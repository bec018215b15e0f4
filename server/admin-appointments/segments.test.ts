/** One part of a visit of several manicurists given to one manicurist, under the date's lock. */
import { eq } from "drizzle-orm";
import request from "supertest";
import type { Express } from "express";
import { describe, expect, it } from "vitest";
import { STAFF_NOT_FREE_MESSAGE } from "@shared/booking-rules";
import { appointments, appointmentSegments, emailOutbox } from "@shared/schema";
import type { VisitSegment } from "@shared/visit-api";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addAdmin, addStaff, type StaffFixture } from "../test/factories";
import { drain, linkIn } from "../test/mail";
import { registerApiSuite } from "../test/suite";
import { issueToken } from "../infra/tokens/tokens";
import { requestStaffConfirmation } from "../messages/staff-confirmation";
import { PART_NOT_QUALIFIED } from "../booking/decision";
import { PART_NOT_FOUND, STAFF_INACTIVE } from "./segments";

const suite = registerApiSuite({ signIn: "admin", mail: true });

const lashes = { serviceId: "lash-lifting" };
const brows = { serviceId: "cejas", optionIds: ["brow-design"] };
const acrylic = { serviceId: "1", optionIds: ["acrylic-length-4", "acrylic-technique-acrylic", "acrylic-type-new-set"] };
const pedicure = { serviceId: "2", optionIds: ["pedicure-express"] };

const staffFor = (name: string, serviceIds: string[], fixture: Partial<StaffFixture> = {}) =>
  addStaff(suite.ctx.database.db, { name, serviceIds, workingDates: [TUESDAY], breakStartTime: null, ...fixture });

async function book(services: object[], time: string, email: string, together = false): Promise<{ id: number; segments: VisitSegment[] }> {
  const res = await request(suite.ctx.app)
    .post("/api/appointments/public")
    .send(bookingPayload({ services: services as never, together, appointmentTime: time, customerEmail: email }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const assignPart = (id: number, part: number, body: object, language = "es") =>
  suite.admin.put(`/api/admin/appointments/${id}/segments/${part}/assign-staff`).set("Accept-Language", language).send(body);

/** Hands and feet at 13:00 by two people: part 1 the acrylic nails, part 2 the pedicure. */
async function handsAndFeet(email = "ana@example.com") {
  return book([acrylic, pedicure], "13:00", email, true);
}

async function partsStaff(id: number): Promise<Array<number | null>> {
  const rows = await suite.ctx.database.db.select().from(appointmentSegments).where(eq(appointmentSegments.appointmentId, id)).orderBy(appointmentSegments.position);
  return rows.map((row) => row.staffId);
}

describe("PUT /api/admin/appointments/:id/segments/:segmentId/assign-staff", () => {
  it("lists a visit as unassigned while any of its parts has nobody, though its first part has someone", async () => {
    const hands = await staffFor("Open Hands", ["1"]);
    const feet = await staffFor("Open Feet", ["2"]);
    const visit = await handsAndFeet("open.parts@example.com");
    expect((await assignPart(visit.id, 1, { staffId: hands })).status).toBe(200);
    const unassigned = async () =>
      ((await suite.admin.get(`/api/admin/appointments?from=${TUESDAY}&to=${TUESDAY}&staffId=unassigned`)).body as Array<{ id: number }>).map((row) => row.id);
    expect(await unassigned()).toContain(visit.id);
    expect((await assignPart(visit.id, 2, { staffId: feet })).status).toBe(200);
    expect(await unassigned()).not.toContain(visit.id);
  });

  it("gives one part to a manicurist, the other part keeps its own, and answers the visit as the list shows it", async () => {
    const hands = await staffFor("Hands", ["1"]);
    const feet = await staffFor("Feet", ["2"]);
    const visit = await handsAndFeet();

    const second = await assignPart(visit.id, 2, { staffId: feet });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.segments.map((part: VisitSegment) => part.staffId)).toEqual([null, feet]);
    // The appointment's own manicurist is the first part's: nobody yet.
    expect(second.body).toMatchObject({ id: visit.id, staffId: null, staff: null });

    const first = await assignPart(visit.id, 1, { staffId: hands });
    expect(first.status).toBe(200);
    expect(first.body.segments).toEqual([
      { ...visit.segments[0], staffId: hands, confirmed: false },
      { ...visit.segments[1], staffId: feet, confirmed: false },
    ]);
    expect(first.body).toMatchObject({ staffId: hands, staff: { id: hands, nameEn: "Hands" }, staffAssignedAt: expect.any(String) });
    const listed = await suite.admin.get(`/api/admin/appointments?from=${TUESDAY}&to=${TUESDAY}`);
    expect(listed.body.find((row: { id: number }) => row.id === visit.id)).toEqual(first.body);

    // Each was asked to confirm by the outbox, and assigning the same person again asks nobody again.
    const asked = async () =>
      (await suite.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "staff_confirmation_request"))).map((row) => row.recipient).sort();
    expect(await asked()).toEqual(["feet@example.com", "hands@example.com"]);
    expect((await assignPart(visit.id, 1, { staffId: hands })).status).toBe(200);
    expect(await asked()).toHaveLength(2);
  });

  it("moves a part to someone else and tells the manicurist taken off it", async () => {
    await staffFor("Hands", ["1"]);
    const feet = await staffFor("Feet", ["2"]);
    const other = await staffFor("Other Feet", ["2"]);
    const visit = await handsAndFeet();
    expect((await assignPart(visit.id, 2, { staffId: feet })).status).toBe(200);
    expect((await assignPart(visit.id, 2, { staffId: other })).status).toBe(200);
    expect(await partsStaff(visit.id)).toEqual([null, other]);
    const removed = await suite.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "staff_removed"));
    expect(removed.map((row) => row.recipient)).toEqual(["feet@example.com"]);
  });

  it("refuses a manicurist not qualified for that part's services or no longer active, in the admin's language", async () => {
    const hands = await staffFor("Hands", ["1"]);
    await staffFor("Feet", ["2"]);
    const gone = await staffFor("Gone", ["2"], { active: false });
    const visit = await handsAndFeet();
    const spanish = await assignPart(visit.id, 2, { staffId: hands });
    expect(spanish.status).toBe(400);
    expect(spanish.body).toEqual({ message: "Esta manicurista no hace los servicios de esta parte" });
    const english = await assignPart(visit.id, 2, { staffId: hands }, "en");
    expect(english.body).toEqual({ message: PART_NOT_QUALIFIED });
    expect((await assignPart(visit.id, 2, { staffId: gone }, "en")).body).toEqual({ message: STAFF_INACTIVE });
    expect((await assignPart(visit.id, 2, { staffId: gone })).status).toBe(400);
    expect(await partsStaff(visit.id)).toEqual([null, null]);
  });

  it("refuses the same person for both parts done at the same time", async () => {
    await staffFor("Hands", ["1"]);
    await staffFor("Feet", ["2"]);
    const both = await staffFor("Both", ["1", "2"]);
    const visit = await handsAndFeet();
    expect((await assignPart(visit.id, 1, { staffId: both })).status).toBe(200);
    const refused = await assignPart(visit.id, 2, { staffId: both });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Esta manicurista no está disponible: no hace este servicio, no trabaja o está ocupada a esa hora.");
    expect((await assignPart(visit.id, 2, { staffId: both }, "en")).body).toEqual({ message: STAFF_NOT_FREE_MESSAGE });
    expect(await partsStaff(visit.id)).toEqual([both, null]);
  });

  it.each([
    ["not punched in", { isPunchedIn: false }],
    ["off before the part ends", { endTime: "13:30" }],
    ["on a break during it", { breakStartTime: "13:00" }],
    ["not working that day", { workingDates: [] }],
  ])("refuses a manicurist who is %s with a 409", async (_case, fixture) => {
    await staffFor("Hands", ["1"]);
    await staffFor("Feet", ["2"]);
    const member = await staffFor("Member", ["2"], fixture);
    const visit = await handsAndFeet();
    const res = await assignPart(visit.id, 2, { staffId: member }, "en");
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: STAFF_NOT_FREE_MESSAGE });
  });

  it("refuses a manicurist busy then with a part of another visit or with an appointment of her own, both ways", async () => {
    // A: lashes 09:00–11:00, then brows 11:00–11:30. C: brows 11:00–11:30, then lashes 11:30–13:30. D: brows at 11:00.
    await staffFor("Lashes", ["lash-lifting"]);
    const browsA = await staffFor("Brows A", ["cejas"]);
    const browsB = await staffFor("Brows B", ["cejas"]);
    const browsC = await staffFor("Brows C", ["cejas"]);
    const a = await book([lashes, brows], "09:00", "a@example.com");
    const c = await book([brows, lashes], "11:00", "c@example.com");
    const d = await book([brows], "11:00", "d@example.com");
    expect(a.segments[1]).toMatchObject({ start: "11:00", end: "11:30" });
    expect(c.segments[0]).toMatchObject({ start: "11:00", end: "11:30" });

    expect((await assignPart(a.id, 2, { staffId: browsA })).status).toBe(200);
    expect((await assignPart(c.id, 1, { staffId: browsA })).status).toBe(409);
    // The whole-visit assignment sees her part too: she is not offered for D, nor given it.
    const listed = await suite.admin.get(`/api/admin/appointments?from=${TUESDAY}&to=${TUESDAY}`);
    expect(listed.body.find((row: { id: number }) => row.id === d.id).assignableStaffIds.sort()).toEqual([browsB, browsC].sort());
    expect((await suite.admin.put(`/api/admin/appointments/${d.id}/assign-staff`).send({ staffId: browsA })).status).toBe(409);
    expect((await suite.admin.put(`/api/admin/appointments/${d.id}/assign-staff`).send({ staffId: browsC })).status).toBe(200);
    expect((await assignPart(c.id, 1, { staffId: browsC })).status).toBe(409);
    expect((await assignPart(c.id, 1, { staffId: browsB })).status).toBe(200);
    expect(await partsStaff(c.id)).toEqual([browsB, null]);
  });

  it("answers 404 for an unknown appointment, part or manicurist, 409 for a visit that is over, 400 for a bad body", async () => {
    await staffFor("Hands", ["1"]);
    const feet = await staffFor("Feet", ["2"]);
    const visit = await handsAndFeet();
    const unknown = await assignPart(99999, 1, { staffId: feet });
    expect([unknown.status, unknown.body]).toEqual([404, { message: "No encontramos esa cita" }]);
    expect((await assignPart(99999, 1, { staffId: feet }, "en")).body).toEqual({ message: "Appointment not found" });
    expect((await assignPart(visit.id, 3, { staffId: feet })).body).toEqual({ message: "Esta visita no tiene esa parte" });
    const noPart = await assignPart(visit.id, 3, { staffId: feet }, "en");
    expect([noPart.status, noPart.body]).toEqual([404, { message: PART_NOT_FOUND }]);
    expect((await assignPart(visit.id, 2, { staffId: 99999 })).status).toBe(404);
    const bad = await assignPart(visit.id, 2, {});
    expect([bad.status, bad.body]).toEqual([400, { message: "Elige una manicurista" }]);
    expect((await assignPart(visit.id, 2, { staffId: "x" }, "en")).body).toEqual({ message: "Choose a manicurist" });

    expect((await suite.admin.put(`/api/admin/appointments/${visit.id}/status`).send({ status: "cancelled" })).status).toBe(200);
    const over = await assignPart(visit.id, 2, { staffId: feet });
    expect([over.status, over.body]).toEqual([409, { message: "Una cita cancelada no se puede asignar" }]);
    expect((await assignPart(visit.id, 2, { staffId: feet }, "en")).body).toEqual({ message: "A cancelled appointment cannot be assigned" });
    expect(await partsStaff(visit.id)).toEqual([null, null]);
  });

  it("gives part 1 of a one-manicurist visit as the whole-visit assignment does, and knows no part 2", async () => {
    const ana = await staffFor("Ana", ["lash-lifting"]);
    const visit = await book([lashes], "10:00", "ana@example.com");
    expect((await assignPart(visit.id, 2, { staffId: ana })).status).toBe(404);
    const res = await assignPart(visit.id, 1, { staffId: ana });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ staffId: ana, segments: [{ id: 1, staffId: ana }] });
    expect(res.body.segments[0]).not.toHaveProperty("confirmed");
  });

  it("refuses a visitor with a 401", async () => {
    const feet = await staffFor("Feet", ["2"]);
    await staffFor("Hands", ["1"]);
    const visit = await handsAndFeet();
    const res = await request(suite.ctx.app).put(`/api/admin/appointments/${visit.id}/segments/2/assign-staff`).send({ staffId: feet });
    expect(res.status).toBe(401);
    expect(await partsStaff(visit.id)).toEqual([null, null]);
  });

  it("lets exactly one of two admins on two app instances give the same person two overlapping parts", async () => {
    await staffFor("Lashes", ["lash-lifting"]);
    const browsA = await staffFor("Brows A", ["cejas"]);
    await staffFor("Brows B", ["cejas"]);
    const a = await book([lashes, brows], "09:00", "a@example.com");
    const c = await book([brows, lashes], "11:00", "c@example.com");
    const signIn = async (app: Express) => {
      const admin = await addAdmin(suite.ctx.database.db);
      const res = await request(app).post("/api/admin/login").send({ username: admin.username, password: admin.password });
      expect(res.status).toBe(200);
      return res.get("Set-Cookie")!;
    };
    const [one, two] = [suite.ctx.newInstance(), suite.ctx.newInstance()];
    const [cookieOne, cookieTwo] = await Promise.all([signIn(one), signIn(two)]);
    const results = await Promise.all([
      request(one).put(`/api/admin/appointments/${a.id}/segments/2/assign-staff`).set("Cookie", cookieOne).send({ staffId: browsA }),
      request(two).put(`/api/admin/appointments/${c.id}/segments/1/assign-staff`).set("Cookie", cookieTwo).send({ staffId: browsA }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const held = await suite.ctx.database.db.select().from(appointmentSegments).where(eq(appointmentSegments.staffId, browsA));
    expect(held).toHaveLength(1);
  });
});

describe("a manicurist holding a part of a visit, for the other ways of naming her", () => {
  it("is not free for a front desk booking or a move at that part's time, and is free after it", async () => {
    // A: lashes 09:00–11:00, then brows 11:00–11:30 by Brows A.
    await staffFor("Lashes", ["lash-lifting"]);
    const browsA = await staffFor("Brows A", ["cejas"]);
    await staffFor("Brows B", ["cejas"]);
    const a = await book([lashes, brows], "09:00", "a@example.com");
    expect((await assignPart(a.id, 2, { staffId: browsA })).status).toBe(200);

    const desk = (time: string, email: string) =>
      suite.admin.post("/api/admin/appointments").send({ ...bookingPayload({ services: [brows] as never, appointmentTime: time, customerEmail: email }), staffId: browsA });
    const refused = await desk("11:00", "b@example.com");
    expect([refused.status, refused.body]).toEqual([409, { message: STAFF_NOT_FREE_MESSAGE }]);
    expect((await desk("11:30", "c@example.com")).status).toBe(201);

    const single = await book([brows], "14:00", "d@example.com");
    const move = (time: string) => suite.admin.patch(`/api/admin/appointments/${single.id}`).send({ appointmentTime: time, staffId: browsA });
    expect((await move("11:00")).status).toBe(409);
    expect((await move("10:00")).status).toBe(200);
  });
});

describe("each part's manicurist answers for her part by her own emailed link", () => {
  const LINK = /http:\/\/cita\.test\/staff-confirm\/([A-Za-z0-9_-]+)\?action=confirm/;

  /** The token of the last request emailed to `address`, after sending what the outbox holds. */
  async function tokenSentTo(address: string): Promise<string> {
    await drain(suite.ctx.database.db, suite.transport, suite.ctx.clock);
    const mail = suite.smtp.to(address).at(-1);
    expect(mail, address).toBeDefined();
    return LINK.exec(linkIn(mail!, LINK))![1];
  }

  const link = (token: string, action?: string, language = "en") =>
    request(suite.ctx.app)
      .get(`/api/appointments/staff-confirm/${token}${action ? `?action=${action}` : ""}`)
      .set("Accept-Language", language);

  async function visitRow(id: number) {
    const [row] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    return row;
  }

  async function partRows(id: number) {
    return suite.ctx.database.db.select().from(appointmentSegments).where(eq(appointmentSegments.appointmentId, id)).orderBy(appointmentSegments.position);
  }

  const confirmedEmails = async () => (await suite.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "appointment_confirmed"))).length;

  /** Lashes 09:00–11:00 then brows 11:00–11:30, each given to her own manicurist, with the token each was emailed. */
  async function twoPartsAssigned() {
    const lash = await staffFor("Lashes", ["lash-lifting"]);
    const brow = await staffFor("Brows", ["cejas"]);
    const visit = await book([lashes, brows], "09:00", "ana@example.com");
    expect((await assignPart(visit.id, 1, { staffId: lash })).status).toBe(200);
    expect((await assignPart(visit.id, 2, { staffId: brow })).status).toBe(200);
    return { visit, lash, brow, lashToken: await tokenSentTo("lashes@example.com"), browToken: await tokenSentTo("brows@example.com") };
  }

  it("emails each manicurist her own part and link, and the visit is confirmed once both parts are", async () => {
    const { visit, lashToken, browToken } = await twoPartsAssigned();
    expect(lashToken).not.toBe(browToken);
    const [lashMail] = suite.smtp.to("lashes@example.com");
    const [browMail] = suite.smtp.to("brows@example.com");
    expect(browMail.subject).toBe("Cita por confirmar / Appointment to confirm: 2026-11-24 11:00");
    expect(browMail.text).toContain("This is part 2 of 2 of a visit with several manicurists");
    expect(browMail.text).toContain("Es la parte 2 de 2");
    expect(browMail.text).toContain("Brow Design");
    expect(browMail.text).not.toContain("Lash Lifting");
    expect(lashMail.subject).toBe("Cita por confirmar / Appointment to confirm: 2026-11-24 09:00");
    expect(lashMail.text).toContain("Lash Lifting");
    expect(lashMail.text).not.toContain("Brow Design");
    // Only the hashes are stored, each part its own, expiring when the visit starts.
    const parts = await partRows(visit.id);
    expect(parts.map((part) => part.confirmationToken)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/), expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(parts.map((part) => part.confirmationTokenExpiresAt)).toEqual([new Date("2026-11-24T17:00:00Z"), new Date("2026-11-24T17:00:00Z")]);
    expect(await visitRow(visit.id)).toMatchObject({ confirmationToken: null });

    const shown = await link(browToken);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      status: "pending_staff_confirmation",
      appointment: {
        customerFirstName: "Ana",
        appointmentDate: TUESDAY,
        appointmentTime: "11:00",
        totalDuration: 30,
        services: [{ nameEn: "Eyebrows: Brow Design", nameEs: expect.any(String) }],
        staff: { nameEn: "Brows", nameEs: "Brows" },
      },
      part: { id: 2, count: 2 },
    });
    expect((await link(lashToken)).body).toMatchObject({ appointment: { appointmentTime: "09:00", totalDuration: 120 }, part: { id: 1, count: 2 } });

    expect((await link(browToken, "confirm")).body).toEqual({ status: "confirmed", message: "Appointment confirmed. Thank you!" });
    expect(await visitRow(visit.id)).toMatchObject({ status: "pending_staff_confirmation" });
    // The salon's list shows which part is confirmed.
    const listed = await suite.admin.get(`/api/admin/appointments?from=${TUESDAY}&to=${TUESDAY}`);
    const row = listed.body.find((candidate: { id: number }) => candidate.id === visit.id);
    expect(row).toMatchObject({ status: "pending_staff_confirmation" });
    expect(row.segments.map((part: { confirmed?: boolean }) => part.confirmed)).toEqual([false, true]);
    expect(await confirmedEmails()).toBe(0);
    expect((await link(browToken, "decline")).status).toBe(410);

    expect((await link(lashToken, "confirm", "es")).body).toEqual({ status: "confirmed", message: "Cita confirmada. ¡Gracias!" });
    expect(await visitRow(visit.id)).toMatchObject({ status: "confirmed" });
    expect(await confirmedEmails()).toBe(1);
    expect((await partRows(visit.id)).map((part) => part.confirmedAt)).toEqual([suite.ctx.clock(), suite.ctx.clock()]);
  });

  it("a decline reopens only that part; its link is used, and giving the part again sends a fresh one", async () => {
    const { visit, lash, brow, lashToken, browToken } = await twoPartsAssigned();
    expect((await link(lashToken, "confirm")).status).toBe(200);
    const declined = await link(browToken, "decline");
    expect(declined.body).toEqual({ status: "declined", message: "Appointment declined. The salon will assign it to someone else." });
    const [first, second] = await partRows(visit.id);
    expect(first).toMatchObject({ staffId: lash, confirmedAt: suite.ctx.clock(), declinedByStaffId: null });
    expect(second).toMatchObject({ staffId: null, confirmedAt: null, declinedByStaffId: brow, declinedAt: suite.ctx.clock(), confirmationTokenUsedAt: suite.ctx.clock() });
    // The visit keeps its first part's manicurist and tells the salon who declined, as a declined job does.
    expect(await visitRow(visit.id)).toMatchObject({ status: "pending_staff_confirmation", staffId: lash, declinedByStaffId: brow, declinedAt: suite.ctx.clock() });
    const listed = await suite.admin.get(`/api/admin/appointments?from=${TUESDAY}&to=${TUESDAY}`);
    expect(listed.body.find((row: { id: number }) => row.id === visit.id)).toMatchObject({ staffId: lash, declinedBy: { id: brow } });
    for (const [language, message] of [["en", "This link has already been used."], ["es", "Este enlace ya fue utilizado."]]) {
      for (const action of ["confirm", "decline", undefined]) {
        const again = await link(browToken, action, language);
        expect([again.status, again.body]).toEqual([410, { message }]);
      }
    }
    expect(await confirmedEmails()).toBe(0);

    const other = await staffFor("Other Brows", ["cejas"]);
    expect((await assignPart(visit.id, 2, { staffId: other })).status).toBe(200);
    const fresh = await tokenSentTo("other.brows@example.com");
    expect(fresh).not.toBe(browToken);
    expect(await visitRow(visit.id)).toMatchObject({ declinedByStaffId: null, declinedAt: null });
    expect((await partRows(visit.id))[1]).toMatchObject({ staffId: other, declinedByStaffId: null, confirmationTokenUsedAt: null });
    expect((await link(browToken, "confirm")).status).toBe(404);
    expect((await link(fresh, "confirm")).status).toBe(200);
    expect(await visitRow(visit.id)).toMatchObject({ status: "confirmed", staffId: lash });
    expect(await confirmedEmails()).toBe(1);
  });

  it("a decline of the first part leaves the visit without its own manicurist until part 1 has one again", async () => {
    const { visit, lash, brow, lashToken, browToken } = await twoPartsAssigned();
    expect((await link(browToken, "confirm")).status).toBe(200);
    expect((await link(lashToken, "decline", "es")).body).toEqual({ status: "declined", message: "Cita rechazada. El salón se la asignará a otra persona." });
    expect(await visitRow(visit.id)).toMatchObject({ staffId: null, staffAssignedAt: null, declinedByStaffId: lash });
    expect((await partRows(visit.id)).map((part) => [part.staffId, part.confirmedAt])).toEqual([[null, null], [brow, suite.ctx.clock()]]);
    const listed = await suite.admin.get(`/api/admin/appointments?from=${TUESDAY}&to=${TUESDAY}`);
    expect(listed.body.find((row: { id: number }) => row.id === visit.id)).toMatchObject({ staffId: null, staff: null });

    // Giving part 1 again asks only its new manicurist; the confirmed part 2 stays confirmed.
    expect((await assignPart(visit.id, 1, { staffId: lash })).status).toBe(200);
    expect(await visitRow(visit.id)).toMatchObject({ staffId: lash, declinedByStaffId: null });
    expect((await link(await tokenSentTo("lashes@example.com"), "confirm")).status).toBe(200);
    expect(await visitRow(visit.id)).toMatchObject({ status: "confirmed" });
  });

  it("refuses a part's link that expired, was replaced, is unknown or whose visit is over, in both languages", async () => {
    const { visit, browToken, lashToken } = await twoPartsAssigned();
    // Giving part 2 to someone else replaces its link: the earlier one is unknown now.
    const other = await staffFor("Other Brows", ["cejas"]);
    expect((await assignPart(visit.id, 2, { staffId: other })).status).toBe(200);
    for (const token of [browToken, issueToken().token]) {
      expect([(await link(token, "confirm")).status, (await link(token)).body]).toEqual([404, { message: "This confirmation link is invalid." }]);
      expect((await link(token, undefined, "es")).body).toEqual({ message: "Este enlace de confirmación no es válido." });
    }
    suite.ctx.clock.set("2026-11-24T16:59:59Z");
    expect((await link(lashToken)).status).toBe(200);
    suite.ctx.clock.set("2026-11-24T17:00:00Z"); // 09:00 in the salon: the visit has started.
    expect([(await link(lashToken, "confirm")).status, (await link(lashToken)).body]).toEqual([410, { message: "This link has expired: the appointment has already started." }]);
    expect((await link(lashToken, undefined, "es")).body).toEqual({ message: "Este enlace venció: la cita ya empezó." });
    suite.ctx.clock.set("2026-11-23T16:00:00Z");
    expect((await suite.admin.put(`/api/admin/appointments/${visit.id}/status`).send({ status: "cancelled" })).status).toBe(200);
    const closed = await link(lashToken, "confirm");
    expect([closed.status, closed.body]).toEqual([409, { message: "This appointment can no longer be confirmed or declined (it is cancelled)." }]);
    expect((await link(lashToken, "confirm", "es")).body).toEqual({ message: "Esta cita ya no se puede confirmar ni rechazar (estado: cancelada)." });
    expect((await partRows(visit.id)).map((part) => part.confirmedAt)).toEqual([null, null]);
  });

  it("shows a removal in the part it was planned into, the hands, even when that part comes second", async () => {
    const hands = await staffFor("Hands", ["1"]);
    const feet = await staffFor("Feet", ["2"]);
    const booked = await request(suite.ctx.app)
      .post("/api/appointments/public")
      .send(bookingPayload({ services: [pedicure, acrylic] as never, appointmentTime: "09:00", needsAcrylicRemoval: true }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect((await assignPart(booked.body.id, 1, { staffId: feet })).status).toBe(200);
    expect((await assignPart(booked.body.id, 2, { staffId: hands })).status).toBe(200);
    const names = async (address: string) => ((await link(await tokenSentTo(address))).body.appointment.services as { nameEn: string }[]).map((line) => line.nameEn);
    expect(await names("feet@example.com")).toEqual([expect.stringMatching(/^Pedicure/)]);
    expect(await names("hands@example.com")).toEqual([expect.stringMatching(/^Acrylic/), "Acrylic Removal"]);
  });

  it("a confirmed visit waits again when a part changes hands, and the other part stays confirmed", async () => {
    const { visit, lashToken, browToken } = await twoPartsAssigned();
    expect((await link(lashToken, "confirm")).status).toBe(200);
    expect((await link(browToken, "confirm")).status).toBe(200);
    expect(await visitRow(visit.id)).toMatchObject({ status: "confirmed" });
    const other = await staffFor("Other Brows", ["cejas"]);
    expect((await assignPart(visit.id, 2, { staffId: other })).status).toBe(200);
    expect(await visitRow(visit.id)).toMatchObject({ status: "pending_staff_confirmation" });
    expect((await partRows(visit.id)).map((part) => part.confirmedAt)).toEqual([suite.ctx.clock(), null]);
  });

  it("asking the visit's manicurists again, as a move does, sends each part's a fresh link with her part's new time", async () => {
    const { visit, lashToken, browToken } = await twoPartsAssigned();
    expect((await link(lashToken, "confirm")).status).toBe(200);
    // What a move writes and then asks (server/appointment-changes); the routes do not move a visit in parts yet.
    await suite.ctx.database.db.transaction(async (tx) => {
      await tx.update(appointments).set({ appointmentTime: "10:00" }).where(eq(appointments.id, visit.id));
      expect(await requestStaffConfirmation(tx, visit.id, suite.ctx.clock())).toEqual({ queued: true });
    });
    for (const token of [lashToken, browToken]) expect((await link(token)).status).toBe(404);
    const [lashNew, browNew] = [await tokenSentTo("lashes@example.com"), await tokenSentTo("brows@example.com")];
    expect(suite.smtp.to("brows@example.com").at(-1)!.subject).toBe("Cita por confirmar / Appointment to confirm: 2026-11-24 12:00");
    expect((await link(browNew)).body.appointment).toMatchObject({ appointmentTime: "12:00", totalDuration: 30 });
    expect((await partRows(visit.id)).map((part) => [part.confirmedAt, part.confirmationTokenExpiresAt])).toEqual([
      [null, new Date("2026-11-24T18:00:00Z")],
      [null, new Date("2026-11-24T18:00:00Z")],
    ]);
    expect(await visitRow(visit.id)).toMatchObject({ status: "pending_staff_confirmation", confirmationToken: null });
    expect((await link(lashNew, "confirm")).status).toBe(200);
    expect((await link(browNew, "confirm")).status).toBe(200);
    expect(await visitRow(visit.id)).toMatchObject({ status: "confirmed" });
  });

  it("acts once when two parts' links are answered at the same moment: the visit is confirmed once", async () => {
    const { visit, lashToken, browToken } = await twoPartsAssigned();
    const answers = await Promise.all([link(lashToken, "confirm"), link(browToken, "confirm"), link(browToken, "confirm")]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 410]);
    expect(await visitRow(visit.id)).toMatchObject({ status: "confirmed" });
    expect(await confirmedEmails()).toBe(1);
  });
});
