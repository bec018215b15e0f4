import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { appointments, emailOutbox } from "@shared/schema";
import type { BookingRequest } from "@shared/api";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";
import { issueToken } from "../infra/tokens/tokens";
import { requestStaffConfirmation } from "../messages/staff-confirmation";
import { STAFF_CONFIRM_MESSAGES } from "./service";

const suite = registerApiSuite();

/** A booked appointment assigned to Maria, with a confirmation link we know the token of. */
async function assignedAppointment(booking: Partial<BookingRequest> = {}): Promise<{ id: number; token: string }> {
  const maria = await addStaff(suite.ctx.database.db, { name: "Maria", serviceIds: ["lash-lifting", "2"], workingDates: [TUESDAY] });
  const res = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload(booking));
  expect(res.status).toBe(201);
  const id = res.body.id as number;
  await suite.ctx.database.db.transaction(async (tx) => {
    await tx.update(appointments).set({ staffId: maria, staffAssignedAt: suite.ctx.clock() }).where(eq(appointments.id, id));
    await requestStaffConfirmation(tx, id, suite.ctx.clock());
  });
  // Replace the emailed token by one the test knows, the way requestStaffConfirmation stores it.
  const { token, hash } = issueToken();
  await suite.ctx.database.db.update(appointments).set({ confirmationToken: hash }).where(eq(appointments.id, id));
  return { id, token };
}

/** `language` null sends no Accept-Language, as a mail client opening the link might. */
const call = (token: string, action?: string, language: string | null = "en") => {
  const req = request(suite.ctx.app).get(`/api/appointments/staff-confirm/${token}${action ? `?action=${action}` : ""}`);
  return language ? req.set("Accept-Language", language) : req;
};

async function statusOf(id: number): Promise<string> {
  const [row] = await suite.ctx.database.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id));
  return row.status;
}

async function customerEmails(): Promise<string[]> {
  const rows = await suite.ctx.database.db.select({ kind: emailOutbox.kind }).from(emailOutbox);
  return rows.map((row) => row.kind).filter((kind) => kind === "appointment_confirmed" || kind === "appointment_declined");
}

describe("GET /api/appointments/staff-confirm/:token", () => {
  it("without an action shows the appointment and leaves the link unused", async () => {
    const { id, token } = await assignedAppointment();
    for (let visit = 0; visit < 2; visit += 1) {
      const res = await call(token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: "pending_staff_confirmation",
        appointment: {
          customerFirstName: "Ana",
          appointmentDate: TUESDAY,
          appointmentTime: "10:00",
          totalDuration: 120,
          services: [{ nameEn: "Lash Lifting", nameEs: "Lifting de Pestañas" }],
          staff: { nameEn: "Maria", nameEs: "Maria" },
        },
      });
    }
    expect(await statusOf(id)).toBe("pending_staff_confirmation");
    expect((await call(token, "confirm")).status).toBe(200);
  });

  it("names the customer as she booked and the full service, as she reads it", async () => {
    const { token } = await assignedAppointment({
      customerName: "Lucía Fernández",
      services: [{ serviceId: "2" }],
      pedicureType: "pedicure-express",
    });
    const res = await call(token);
    expect(res.body.appointment).toMatchObject({
      customerFirstName: "Lucía",
      services: [{ nameEn: "Pedicure: Express", nameEs: "Pedicura: Express" }],
    });
  });

  it("confirms once; using the link again is refused and changes nothing", async () => {
    const { id, token } = await assignedAppointment();
    const first = await call(token, "confirm");
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: "confirmed", message: STAFF_CONFIRM_MESSAGES.en.confirmed });
    expect(await statusOf(id)).toBe("confirmed");

    for (const action of ["confirm", "decline", undefined]) {
      const again = await call(token, action);
      expect(again.status).toBe(410);
      expect(again.body).toEqual({ message: "This link has already been used." });
    }
    expect(await statusOf(id)).toBe("confirmed");
    expect(await customerEmails()).toEqual(["appointment_confirmed"]);
  });

  it("declines once: the job goes back to unassigned with who declined, and the customer is not told", async () => {
    const { id, token } = await assignedAppointment();
    const [assigned] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    const queuedBefore = await suite.ctx.database.db.select().from(emailOutbox);
    const res = await call(token, "decline");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "declined", message: "Appointment declined. The salon will assign it to someone else." });
    const [reopened] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(reopened).toMatchObject({
      status: "pending_staff_confirmation",
      staffId: null,
      staffAssignedAt: null,
      declinedByStaffId: assigned.staffId,
      declinedAt: suite.ctx.clock(),
      confirmationTokenUsedAt: suite.ctx.clock(),
      appointmentDate: assigned.appointmentDate,
      appointmentTime: assigned.appointmentTime,
    });
    expect(assigned.staffId).not.toBeNull();
    expect((await call(token, "confirm")).status).toBe(410);
    expect(await statusOf(id)).toBe("pending_staff_confirmation");
    expect(await suite.ctx.database.db.select().from(emailOutbox)).toEqual(queuedBefore);
    // The time stays held for the customer while the salon finds someone else.
    const taken = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ customerEmail: "other@example.com" }));
    expect(taken.status).toBe(409);
  });

  it("refuses the last link of a job moved to nobody: it cannot confirm it for no one", async () => {
    const { id, token } = await assignedAppointment();
    await suite.ctx.database.db.update(appointments).set({ staffId: null, staffAssignedAt: null }).where(eq(appointments.id, id));
    for (const action of ["confirm", "decline", undefined]) {
      const res = await call(token, action);
      expect(res.status).toBe(410);
      expect(res.body).toEqual({ message: "This appointment is no longer assigned to you." });
    }
    expect((await call(token, undefined, "es")).body).toEqual({ message: "Esta cita ya no está asignada a ti." });
    expect(await statusOf(id)).toBe("pending_staff_confirmation");
  });

  it("acts once when the link is clicked twice at the same moment", async () => {
    const { id, token } = await assignedAppointment();
    const results = await Promise.all([call(token, "confirm"), call(token, "decline"), call(token, "confirm")]);
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 410, 410]);
    const winner = results.find((res) => res.status === 200)!;
    // A confirmation tells the customer once; a decline reopens the job and tells nobody.
    const expected =
      winner.body.status === "confirmed"
        ? { status: "confirmed", emails: ["appointment_confirmed"] }
        : { status: "pending_staff_confirmation", emails: [] };
    expect(await statusOf(id)).toBe(expected.status);
    expect(await customerEmails()).toEqual(expected.emails);
  });

  it("refuses an expired link: confirmation links expire when the appointment starts", async () => {
    const { id, token } = await assignedAppointment();
    const [row] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row.confirmationTokenExpiresAt).toEqual(new Date("2026-11-24T18:00:00Z"));
    suite.ctx.clock.set("2026-11-24T17:59:59Z");
    expect((await call(token)).status).toBe(200);
    suite.ctx.clock.set("2026-11-24T18:00:00Z");
    const res = await call(token, "confirm");
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(STAFF_CONFIRM_MESSAGES.en.expired);
    expect(await statusOf(id)).toBe("pending_staff_confirmation");
  });

  it("answers 404 for an unknown or malformed token", async () => {
    await assignedAppointment();
    for (const token of [issueToken().token, "short", "not a token!", "x".repeat(300)]) {
      const res = await call(encodeURIComponent(token), "confirm");
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "This confirmation link is invalid." });
    }
  });

  it("answers 409 when the appointment is no longer waiting for the manicurist", async () => {
    const { id, token } = await assignedAppointment();
    await suite.ctx.database.db.update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, id));
    const res = await call(token, "confirm");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This appointment can no longer be confirmed or declined (it is cancelled).");
    expect(await statusOf(id)).toBe("cancelled");
  });

  it("accepts a legacy pending appointment", async () => {
    const { id, token } = await assignedAppointment();
    await suite.ctx.database.db.update(appointments).set({ status: "pending" }).where(eq(appointments.id, id));
    expect((await call(token, "confirm")).status).toBe(200);
    expect(await statusOf(id)).toBe("confirmed");
  });

  it("refuses an unknown action without using the link", async () => {
    const { id, token } = await assignedAppointment();
    const res = await call(token, "maybe");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "action must be confirm or decline" });
    expect(await statusOf(id)).toBe("pending_staff_confirmation");
  });

  it("answers in Spanish when the page asks in Spanish, or names no language", async () => {
    const { token } = await assignedAppointment();
    const done = await call(token, "confirm", "es");
    expect(done.body.message).toBe("Cita confirmada. ¡Gracias!");
    const again = await call(token, "confirm", "es-MX,es;q=0.9");
    expect(again.body.message).toBe("Este enlace ya fue utilizado.");
    const unknown = await call(issueToken().token, undefined, null);
    expect(unknown.body.message).toBe("Este enlace de confirmación no es válido.");
  });

  it("sends no Referer and asks not to be indexed or cached", async () => {
    const { token } = await assignedAppointment();
    for (const res of [await call(token), await call(issueToken().token, "confirm")]) {
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
      expect(res.headers["x-robots-tag"]).toContain("noindex");
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });
});

describe("the SPA pages of emailed links", () => {
  it("carry no-referrer and noindex; other pages keep the site's policy", async () => {
    for (const path of ["/staff-confirm/abc?action=confirm", "/staff-confirm", "/review/abc"]) {
      const res = await request(suite.ctx.app).get(path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain("<div id=root>");
      expect(res.headers["referrer-policy"], path).toBe("no-referrer");
      expect(res.headers["x-robots-tag"], path).toContain("noindex");
    }
    const other = await request(suite.ctx.app).get("/reviews");
    expect(other.headers["referrer-policy"]).not.toBe("no-referrer");
    expect(other.headers["x-robots-tag"]).toBeUndefined();
  });
});
