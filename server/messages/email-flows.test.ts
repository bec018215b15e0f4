import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { appointments, emailOutbox, reviews, staff, users } from "@shared/schema";
import { bookingPayload, resetBookingData, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { DEFAULT_TEST_NOW } from "../test/harness";
import { moveAppointment, updateStatus } from "../admin-appointments/service";
import { registerApiSuite } from "../test/suite";
import { enqueueCancelled, enqueueMoved, enqueueStaffRemoved } from "./appointment-messages";
import { requestStaffConfirmation } from "./staff-confirmation";
import { queueDueReminders } from "./reminders";
import {
  assignAndRequest,
  calendarOf,
  completeAndRequestReview,
  drain,
  icsLine,
  linkIn,
  resetEmailData,
  type ReceivedMail,
} from "../test/mail";

const suite = registerApiSuite({ mail: true });

const SALON_FOOTER = ["Cita Nail & Beauty Studio", "245 W San Ysidro Blvd, Suite B, San Ysidro, San Diego, CA 92173", "+1 (619) 555-0142"];

function expectFooter(mail: ReceivedMail) {
  for (const part of SALON_FOOTER) {
    expect(mail.text).toContain(part);
    expect(mail.html).toContain(part.replace("&", "&amp;"));
  }
}

async function staffMember(name = "Maria", endTime = "18:00", workingDates = [TUESDAY]) {
  return addStaff(suite.ctx.database.db, { name, serviceIds: ["lash-lifting", "esmalte", "gelish", "2"], workingDates, endTime });
}

async function book(overrides: Parameters<typeof bookingPayload>[0] = {}): Promise<number> {
  const res = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

const send = () => drain(suite.ctx.database.db, suite.transport, suite.ctx.clock);

function only(mails: ReceivedMail[]): ReceivedMail {
  expect(mails).toHaveLength(1);
  return mails[0];
}

const STAFF_LINK = /http:\/\/cita\.test\/staff-confirm\/([A-Za-z0-9_-]+)\?action=(confirm|decline)/g;

function staffLinks(mail: ReceivedMail): { confirm: string; decline: string } {
  const links = [...mail.text.matchAll(STAFF_LINK)];
  const confirm = links.find((link) => link[2] === "confirm");
  const decline = links.find((link) => link[2] === "decline");
  expect(confirm && decline).toBeTruthy();
  return { confirm: confirm![0], decline: decline![0] };
}

/** Follows an emailed link through the API, as the page at that address does (in Spanish, the default language). */
function follow(link: string) {
  const url = new URL(link);
  if (url.pathname.startsWith("/staff-confirm/")) {
    return request(suite.ctx.app).get(`/api/appointments${url.pathname}${url.search}`);
  }
  return request(suite.ctx.app).get(`/api${url.pathname}`);
}

describe("booking received", () => {
  it("reaches the customer in Spanish with the services, salon time, total, footer and calendar file", async () => {
    await staffMember();
    const id = await book({ customerEmail: "ana@example.com" });
    const [row] = await suite.ctx.database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ kind: "booking_received", recipient: "ana@example.com", locale: "es", status: "pending" });

    expect(await send()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const mail = only(suite.smtp.to("ana@example.com"));
    expect(mail.subject).toBe("Recibimos tu reserva: martes, 24 de noviembre de 2026, 10:00 a.m.");
    expect(mail.parsed.from?.value).toEqual([{ address: "citas@cita.test", name: "Cita" }]);
    expect(mail.text).toContain("Hola, Ana:");
    expect(mail.text).toContain("Lifting de Pestañas: $550.00");
    expect(mail.text).toContain("Total: $550.00");
    expect(mail.text).toContain("Duración: 2 h");
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain("Lifting de Pestañas");
    expectFooter(mail);

    const ics = mail.parsed.attachments.find((attachment) => attachment.filename === "cita.ics");
    expect(ics?.contentType).toBe("text/calendar");
    const raw = ics!.content.toString("utf8");
    expect(raw).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(raw.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const unfolded = raw.replace(/\r\n /g, "");
    expect(unfolded).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles\r\n");
    expect(unfolded).toContain("DTSTART;TZID=America/Los_Angeles:20261124T100000\r\n");
    expect(unfolded).toContain("DTEND;TZID=America/Los_Angeles:20261124T120000\r\n");
    expect(unfolded).toContain(`UID:appointment-${id}@cita.test\r\n`);
    expect(unfolded).toContain("SUMMARY:Cita Nail & Beauty Studio: Lifting de Pestañas\r\n");
    expect(unfolded).toContain("LOCATION:Cita Nail & Beauty Studio\\, 245 W San Ysidro Blvd\\, Suite B\\, San Ysidro\\, San Diego\\, CA 92173\r\n");
    expect(unfolded).toContain("DTSTAMP:20261123T160000Z\r\n");

    const [sent] = await suite.ctx.database.db.select().from(emailOutbox);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent.sentAt).toEqual(DEFAULT_TEST_NOW);
    expect(sent.payload).toEqual({ sent: true, appointmentId: id });
  });

  it("reaches the customer in English when they booked in English, options under their service", async () => {
    await staffMember();
    await book({
      locale: "en",
      appointmentTime: "13:00",
      services: [{ serviceId: "lash-lifting" }, { serviceId: "esmalte", optionIds: ["polish-hands-feet"] }],
      needsGelishRemoval: true,
    });
    await send();
    const mail = only(suite.smtp.to("ana@example.com"));
    expect(mail.subject).toBe("We received your booking: Tuesday, November 24, 2026 at 1:00 PM");
    expect(mail.text).toContain("Hi Ana,");
    expect(mail.text).toContain("Lash Lifting: $550.00");
    expect(mail.text).toContain("Polish: Hands and Feet: $320.00");
    expect(mail.text).toMatch(/Total: \$\d+\.\d{2}/);
    expect(mail.html).toContain('<html lang="en">');
    expectFooter(mail);
    const ics = mail.parsed.attachments[0].content.toString("utf8").replace(/\r\n /g, "");
    expect(ics).toContain("DTSTART;TZID=America/Los_Angeles:20261124T130000");
  });

  it("is queued with the booking or not at all: a refused booking queues nothing, a replay nothing more", async () => {
    const refused = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload());
    expect(refused.status).toBe(409);
    expect(await suite.ctx.database.db.select().from(emailOutbox)).toHaveLength(0);

    await staffMember();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await request(suite.ctx.app).post("/api/appointments/public").set("Idempotency-Key", "k-1").send(bookingPayload());
      expect(res.status).toBe(201);
    }
    expect(await suite.ctx.database.db.select().from(emailOutbox)).toHaveLength(1);
  });

  it("escapes what customers type before it reaches the HTML", async () => {
    await staffMember();
    await book({ customerName: "<b>Eve</b> O'Hara" });
    await send();
    const mail = only(suite.smtp.to("ana@example.com"));
    expect(mail.html).not.toContain("<b>Eve</b>");
    expect(mail.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
  });
});

describe("staff confirmation", () => {
  it("asks the assigned manicurist in Spanish and English; the confirm link confirms and tells the customer", async () => {
    const maria = await staffMember("Maria");
    await suite.ctx.database.db.update(staff).set({ nameEs: "María", nameEn: "Maria" }).where(eq(staff.id, maria));
    const id = await book();
    await send();
    suite.smtp.clear();

    expect(await assignAndRequest(suite.ctx.database.db, id, maria, suite.ctx.clock())).toEqual({ queued: true });
    await send();
    const request_ = only(suite.smtp.to("maria@example.com"));
    expect(request_.subject).toBe("Cita por confirmar / Appointment to confirm: 2026-11-24 10:00");
    expect(request_.text).toContain("Hola, María:");
    expect(request_.text).toContain("Se te asignó esta cita.");
    expect(request_.text).toContain("Hi Maria,");
    expect(request_.text).toContain("You have been assigned this appointment.");
    expect(request_.text).toContain("Cliente: Ana María López");
    expect(request_.text).toContain("Client: Ana María López");
    expect(request_.html).toContain("Confirmar cita");
    expect(request_.html).toContain("Decline appointment");
    expectFooter(request_);
    const { confirm } = staffLinks(request_);
    expect(request_.html).toContain(`href="${confirm}"`);
    const [stored] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(stored.confirmationToken).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.confirmationToken).not.toContain(new URL(confirm).pathname.split("/")[2]);

    const res = await follow(confirm);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "confirmed", message: "Cita confirmada. ¡Gracias!" });
    const [confirmed] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(confirmed.status).toBe("confirmed");

    await send();
    const customer = only(suite.smtp.to("ana@example.com"));
    expect(customer.subject).toBe("Tu cita está confirmada: martes, 24 de noviembre de 2026, 10:00 a.m.");
    expect(customer.text).toContain("¡Buenas noticias! María confirmó tu cita.");
    expect(customer.text).toContain("Manicurista: María");
    expectFooter(customer);

    const [row] = await suite.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "staff_confirmation_request"));
    expect(JSON.stringify(row.payload)).not.toContain(new URL(confirm).pathname.split("/")[2]);
  });

  it("tells an English-speaking customer in English", async () => {
    const maria = await staffMember("Maria");
    const id = await book({ locale: "en" });
    await assignAndRequest(suite.ctx.database.db, id, maria, suite.ctx.clock());
    await send();
    const { confirm } = staffLinks(only(suite.smtp.to("maria@example.com")));
    suite.smtp.clear();
    expect((await follow(confirm)).status).toBe(200);
    await send();
    const customer = only(suite.smtp.to("ana@example.com"));
    expect(customer.subject).toBe("Your appointment is confirmed: Tuesday, November 24, 2026 at 10:00 AM");
    expect(customer.text).toContain("Good news! Maria confirmed your appointment.");
    expectFooter(customer);
  });

  it("declines through the decline link: the job waits for another manicurist, the customer hears only when the salon cancels, in their language", async () => {
    for (const locale of ["es", "en"] as const) {
      await resetBookingData(suite.ctx.database.db);
      await resetEmailData(suite.ctx.database.db);
      suite.smtp.clear();
      const maria = await staffMember("Maria");
      const id = await book({ locale });
      await assignAndRequest(suite.ctx.database.db, id, maria, suite.ctx.clock());
      await send();
      const { decline } = staffLinks(only(suite.smtp.to("maria@example.com")));
      suite.smtp.clear();

      const res = await follow(decline);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe("declined");
      const held = await request(suite.ctx.app).get(`/api/appointments/availability/${TUESDAY}`);
      expect(held.body).toEqual([expect.objectContaining({ status: "pending_staff_confirmation" })]);
      await send();
      expect(suite.smtp.to("ana@example.com")).toEqual([]);

      await updateStatus(suite.ctx.database.db, id, { status: "cancelled" }, suite.ctx.clock());
      await send();
      const customer = only(suite.smtp.to("ana@example.com"));
      if (locale === "es") {
        expect(customer.subject).toBe("Tu cita del martes, 24 de noviembre de 2026 fue cancelada");
        expect(customer.text).toContain("Reservar otro horario:\nhttp://cita.test/");
      } else {
        expect(customer.subject).toBe("Your appointment on Tuesday, November 24, 2026 has been cancelled");
        expect(customer.text).toContain("Book another time:\nhttp://cita.test/");
      }
      expectFooter(customer);
    }
  });

  it("rotates the token on reassignment: the first manicurist's link stops working", async () => {
    const maria = await staffMember("Maria");
    const lucia = await staffMember("Lucia");
    const id = await book();
    await assignAndRequest(suite.ctx.database.db, id, maria, suite.ctx.clock());
    await send();
    const first = staffLinks(only(suite.smtp.to("maria@example.com")));
    expect((await follow(first.confirm)).status).toBe(200);

    await assignAndRequest(suite.ctx.database.db, id, lucia, suite.ctx.clock());
    const [reassigned] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(reassigned.status).toBe("pending_staff_confirmation");
    await send();
    const second = staffLinks(only(suite.smtp.to("lucia@example.com")));
    expect((await follow(first.decline)).status).toBe(404);
    const res = await follow(second.confirm);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("confirmed");
  });

  it("rotates the token but sends nothing when the manicurist has no email", async () => {
    const maria = await staffMember("Maria");
    await suite.ctx.database.db.update(staff).set({ email: null }).where(eq(staff.id, maria));
    const id = await book();
    const [before] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(await assignAndRequest(suite.ctx.database.db, id, maria, suite.ctx.clock())).toEqual({ queued: false });
    const [after] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(after.confirmationToken).not.toBe(before.confirmationToken);
    expect(await suite.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "staff_confirmation_request"))).toHaveLength(0);
  });
});

/** Books, sends the booking-received email and returns its calendar file; the outbox and SMTP are then clear. */
async function bookedWithCalendar(overrides: Parameters<typeof bookingPayload>[0] = {}): Promise<{ id: number; receivedIcs: string }> {
  const id = await book(overrides);
  await send();
  const { ics } = calendarOf(only(suite.smtp.to("ana@example.com")));
  suite.smtp.clear();
  return { id, receivedIcs: ics };
}

describe("the calendar follows the appointment", () => {
  const MOVED = {
    es: {
      subject: "Tu cita cambió: martes, 24 de noviembre de 2026, 2:00 p.m.",
      moved: "El salón movió tu cita del martes, 24 de noviembre de 2026 a las 10:00 a.m. al martes, 24 de noviembre de 2026 a las 2:00 p.m.",
      staff: "Te atenderá Lucia.",
      greeting: "Hola, Ana:",
    },
    en: {
      subject: "Your appointment has moved: Tuesday, November 24, 2026 at 2:00 PM",
      moved: "The salon has moved your appointment from Tuesday, November 24, 2026 at 10:00 AM to Tuesday, November 24, 2026 at 2:00 PM.",
      staff: "Lucia will take care of you.",
      greeting: "Hi Ana,",
    },
  };

  for (const locale of ["es", "en"] as const) {
    it(`tells the customer (${locale}) a move from and to, with the new manicurist, updating the booking's calendar event in place`, async () => {
      const lucia = await staffMember("Lucia");
      const { id, receivedIcs } = await bookedWithCalendar({ locale });
      // A later booking under the same email renames the account; the appointment keeps the name it was booked with.
      await suite.ctx.database.db.update(users).set({ firstName: "Otra" });

      // What the admin move does: the new place and a raised sequence, then the email, in one transaction.
      await suite.ctx.database.db.transaction(async (tx) => {
        await tx.update(appointments).set({ appointmentTime: "14:00", staffId: lucia, calendarSequence: 1 }).where(eq(appointments.id, id));
        await enqueueMoved(tx, id, { date: TUESDAY, time: "10:00", staff: null }, suite.ctx.clock());
      });
      expect(await send()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const mail = only(suite.smtp.to("ana@example.com"));
      expect(mail.subject).toBe(MOVED[locale].subject);
      expect(mail.text).toContain(MOVED[locale].greeting);
      expect(mail.text).toContain(MOVED[locale].moved);
      expect(mail.text).toContain(MOVED[locale].staff);
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expectFooter(mail);

      const { ics, mimeMethod } = calendarOf(mail);
      expect(icsLine(ics, "UID")).toBe(`UID:appointment-${id}@cita.test`);
      expect(icsLine(receivedIcs, "UID")).toBe(icsLine(ics, "UID"));
      expect(icsLine(receivedIcs, "SEQUENCE")).toBe("SEQUENCE:0");
      expect(icsLine(ics, "SEQUENCE")).toBe("SEQUENCE:1");
      expect(icsLine(ics, "METHOD")).toBe("METHOD:PUBLISH");
      expect(mimeMethod).toBe("PUBLISH");
      expect(ics).toContain("\r\nDTSTART;TZID=America/Los_Angeles:20261124T140000\r\n");
      expect(icsLine(ics, "ORGANIZER")).toBe('ORGANIZER;CN="Cita Nail & Beauty Studio":mailto:hola@cita.salon');
    });
  }

  it("names no new manicurist when the move kept her", async () => {
    const maria = await staffMember("Maria");
    const { id } = await bookedWithCalendar();
    await suite.ctx.database.db.update(appointments).set({ staffId: maria }).where(eq(appointments.id, id));
    await suite.ctx.database.db.transaction(async (tx) => {
      await tx.update(appointments).set({ appointmentTime: "14:00", calendarSequence: 1 }).where(eq(appointments.id, id));
      await enqueueMoved(tx, id, { date: TUESDAY, time: "10:00", staff: { nameEn: "Maria", nameEs: "Maria" } }, suite.ctx.clock());
    });
    await send();
    const mail = only(suite.smtp.to("ana@example.com"));
    expect(mail.text).not.toContain("Te atenderá");
    expect(mail.text).toContain("Manicurista: Maria");
  });

  for (const [locale, reason] of [
    ["es", "Motivo: La manicurista está enferma"],
    ["en", "Reason: La manicurista está enferma"],
  ] as const) {
    it(`removes the event from the customer's (${locale}) calendar on a cancellation, saying why`, async () => {
      await staffMember();
      const { id, receivedIcs } = await bookedWithCalendar({ locale });
      await suite.ctx.database.db.transaction(async (tx) => {
        await tx
          .update(appointments)
          .set({ status: "cancelled", cancelReason: "La manicurista está enferma", calendarSequence: 1 })
          .where(eq(appointments.id, id));
        await enqueueCancelled(tx, id, suite.ctx.clock());
      });
      await send();
      const mail = only(suite.smtp.to("ana@example.com"));
      expect(mail.text).toContain(reason);
      expect(mail.html).toContain(reason);
      const { ics, mimeMethod } = calendarOf(mail);
      expect(icsLine(ics, "METHOD")).toBe("METHOD:CANCEL");
      expect(mimeMethod).toBe("CANCEL");
      expect(icsLine(ics, "STATUS")).toBe("STATUS:CANCELLED");
      expect(icsLine(ics, "SEQUENCE")).toBe("SEQUENCE:1");
      expect(icsLine(ics, "UID")).toBe(icsLine(receivedIcs, "UID"));
    });
  }

  it("says nothing of a reason the salon did not give", async () => {
    await staffMember();
    const { id } = await bookedWithCalendar();
    await suite.ctx.database.db.transaction(async (tx) => {
      await tx.update(appointments).set({ status: "cancelled", calendarSequence: 1 }).where(eq(appointments.id, id));
      await enqueueCancelled(tx, id, suite.ctx.clock());
    });
    await send();
    expect(only(suite.smtp.to("ana@example.com")).text).not.toContain("Motivo");
  });
});

describe("a manicurist taken off a job", () => {
  it("is asked with the customer's name and full services, then told in Spanish and English when the job goes to someone else", async () => {
    const maria = await staffMember("Maria");
    const lucia = await staffMember("Lucia");
    const id = await book({ locale: "en", services: [{ serviceId: "2" }], pedicureType: "pedicure-express" });
    await assignAndRequest(suite.ctx.database.db, id, maria, suite.ctx.clock());
    await send();
    const asked = only(suite.smtp.to("maria@example.com"));
    expect(asked.text).toContain("Cliente: Ana María López");
    expect(asked.text).toContain("Pedicura: Express");
    expect(asked.text).toContain("Pedicure: Express");
    const { confirm } = staffLinks(asked);
    suite.smtp.clear();

    // What the admin reassignment does, in one transaction.
    await suite.ctx.database.db.transaction(async (tx) => {
      await tx.update(appointments).set({ staffId: lucia, staffAssignedAt: suite.ctx.clock() }).where(eq(appointments.id, id));
      expect(await enqueueStaffRemoved(tx, id, maria, suite.ctx.clock())).toBe(true);
      await requestStaffConfirmation(tx, id, suite.ctx.clock());
    });
    await send();
    const removed = only(suite.smtp.to("maria@example.com"));
    expect(removed.subject).toBe("Ya no tienes esta cita / This appointment is no longer yours: 2026-11-24 10:00");
    expect(removed.text).toContain("Hola, Maria:");
    expect(removed.text).toContain("El salón cambió esta cita y ya no está asignada a ti.");
    expect(removed.text).toContain("it is no longer assigned to you");
    expect(removed.text).toContain("Cliente: Ana María López");
    expect(removed.text).toContain("Fecha: martes, 24 de noviembre de 2026");
    expect(removed.text).toContain("Hora: 10:00 a.m.");
    expect(removed.text).toContain("Pedicura: Express");
    expect(removed.text).toContain("Date: Tuesday, November 24, 2026");
    expect(removed.text).toContain("Pedicure: Express");
    expect(removed.parsed.attachments).toEqual([]);
    expectFooter(removed);
    expect(suite.smtp.to("lucia@example.com")).toHaveLength(1);
    expect(suite.smtp.to("ana@example.com")).toEqual([]);
    expect((await follow(confirm)).status).toBe(404);
  });

  it("is told nothing without an email address", async () => {
    const maria = await staffMember("Maria");
    await suite.ctx.database.db.update(staff).set({ email: null }).where(eq(staff.id, maria));
    const id = await book();
    const queued = await suite.ctx.database.db.transaction((tx) => enqueueStaffRemoved(tx, id, maria, suite.ctx.clock()));
    expect(queued).toBe(false);
    expect(await suite.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "staff_removed"))).toHaveLength(0);
  });
});

describe("review request", () => {
  for (const locale of ["es", "en"] as const) {
    it(`asks the customer (${locale}) once the appointment is completed; the link stores the review`, async () => {
      const maria = await staffMember("Maria");
      const id = await book({ locale });
      await assignAndRequest(suite.ctx.database.db, id, maria, suite.ctx.clock());
      await suite.ctx.database.db.update(appointments).set({ status: "confirmed" }).where(eq(appointments.id, id));
      suite.ctx.clock.set("2026-11-24T20:00:00Z");
      await send();
      suite.smtp.clear();

      expect(await completeAndRequestReview(suite.ctx.database.db, id, suite.ctx.clock())).toEqual({ queued: true });
      await send();
      const mail = only(suite.smtp.to("ana@example.com"));
      if (locale === "es") {
        expect(mail.subject).toBe("¿Cómo te fue en Cita Nail & Beauty Studio?");
        expect(mail.text).toContain("Gracias por visitarnos el martes, 24 de noviembre de 2026 con Maria.");
        expect(mail.text).toContain("Dejar mi reseña:");
        expect(mail.text).toContain("El enlace vence en 30 días");
      } else {
        expect(mail.subject).toBe("How was your visit to Cita Nail & Beauty Studio?");
        expect(mail.text).toContain("Thank you for visiting us on Tuesday, November 24, 2026 with Maria.");
        expect(mail.text).toContain("Leave a review:");
        expect(mail.text).toContain("The link expires in 30 days");
      }
      expectFooter(mail);
      const link = linkIn(mail, /http:\/\/cita\.test\/review\/[A-Za-z0-9_-]+/);

      const summary = await follow(link);
      expect(summary.status).toBe(200);
      expect(summary.body).toEqual({
        service: { nameEn: "Lash Lifting", nameEs: "Lifting de Pestañas" },
        staff: { nameEn: "Maria", nameEs: "Maria" },
        appointment: { appointmentDate: TUESDAY, appointmentTime: "10:00" },
        locale,
      });
      const token = new URL(link).pathname.split("/")[2];
      const posted = await request(suite.ctx.app).post(`/api/review/${token}`).send({ rating: 5, comment: "¡Me encantó!" });
      expect(posted.status).toBe(201);
      const [stored] = await suite.ctx.database.db.select().from(reviews);
      const [appointment] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
      expect(stored).toMatchObject({ appointmentId: id, staffId: maria, userId: appointment.userId, rating: 5, comment: "¡Me encantó!" });
      expect(appointment.reviewTokenExpiresAt).toEqual(new Date("2026-12-24T20:00:00Z"));
    });
  }

  it("asks nothing for an appointment that is not completed or already reviewed", async () => {
    await staffMember();
    const id = await book();
    await resetEmailData(suite.ctx.database.db);
    const notCompleted = await suite.ctx.database.db.transaction(async (tx) => {
      const { requestReview } = await import("./appointment-messages");
      return requestReview(tx, id, suite.ctx.clock());
    });
    expect(notCompleted).toEqual({ queued: false });
    expect(await suite.ctx.database.db.select().from(emailOutbox)).toHaveLength(0);
  });
});

describe("24-hour reminder", () => {
  const remind = () => queueDueReminders(suite.ctx.database.db, suite.ctx.clock());

  it("is queued once the appointment is less than 24 hours away, once however often the job runs", async () => {
    await staffMember();
    const id = await book();
    await resetEmailData(suite.ctx.database.db);

    // Monday 08:00: Tuesday 10:00 is 26 hours away.
    expect(await remind()).toEqual([]);
    suite.ctx.clock.set("2026-11-23T17:59:00Z");
    expect(await remind()).toEqual([]);
    // Monday 10:00 salon time: exactly 24 hours before.
    suite.ctx.clock.set("2026-11-23T18:00:00Z");
    const runs = await Promise.all([remind(), remind(), remind()]);
    expect(runs.flat()).toEqual([id]);
    expect(await remind()).toEqual([]);
    const rows = await suite.ctx.database.db.select().from(emailOutbox);
    expect(rows.map((row) => row.kind)).toEqual(["appointment_reminder"]);
    const [appointment] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(appointment.reminderQueuedAt).toEqual(new Date("2026-11-23T18:00:00Z"));

    await Promise.all([send(), send()]);
    await send();
    const mail = only(suite.smtp.to("ana@example.com"));
    expect(mail.subject).toBe("Recordatorio: tu cita el martes, 24 de noviembre de 2026 a las 10:00 a.m.");
    expect(mail.text).toContain("Te recordamos tu cita en Cita Nail & Beauty Studio.");
    expectFooter(mail);
  });

  it("is sent in English to an English-speaking customer", async () => {
    await staffMember();
    await book({ locale: "en" });
    await resetEmailData(suite.ctx.database.db);
    suite.ctx.clock.set("2026-11-23T20:00:00Z");
    expect(await remind()).toHaveLength(1);
    await send();
    const mail = only(suite.smtp.to("ana@example.com"));
    expect(mail.subject).toBe("Reminder: your appointment on Tuesday, November 24, 2026 at 10:00 AM");
    expect(mail.text).toContain("This is a reminder of your appointment at Cita Nail & Beauty Studio.");
    expectFooter(mail);
  });

  it("skips cancelled, declined and completed appointments, and ones already started", async () => {
    await staffMember("Maria", "20:00");
    const cancelled = await book({ appointmentTime: "09:00", customerEmail: "a@example.com" });
    const declined = await book({ appointmentTime: "13:00", customerEmail: "b@example.com" });
    const completed = await book({ appointmentTime: "15:00", customerEmail: "c@example.com" });
    await suite.ctx.database.db.update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, cancelled));
    await suite.ctx.database.db.update(appointments).set({ status: "declined" }).where(eq(appointments.id, declined));
    await suite.ctx.database.db.update(appointments).set({ status: "completed" }).where(eq(appointments.id, completed));
    suite.ctx.clock.set("2026-11-23T22:00:00Z");
    expect(await remind()).toEqual([]);

    const pending = await book({ appointmentTime: "17:00", customerEmail: "d@example.com" });
    suite.ctx.clock.set("2026-11-25T02:00:00Z"); // Tuesday 18:00 salon time: it has started.
    expect(await remind()).toEqual([]);
    suite.ctx.clock.set("2026-11-24T20:00:00Z"); // Tuesday 12:00.
    expect(await remind()).toEqual([pending]);
  });

  it("is never sent for an appointment booked less than a day before it starts", async () => {
    await staffMember("Maria", "20:00", [TUESDAY, "2026-11-25"]);
    suite.ctx.clock.set("2026-11-23T20:00:00Z"); // Monday 12:00: Tuesday 10:00 is 22 hours away.
    const near = await book();
    const far = await book({ appointmentDate: "2026-11-25", appointmentTime: "10:00", customerEmail: "eva@example.com" });
    for (const instant of ["2026-11-23T20:05:00Z", "2026-11-24T06:00:00Z", "2026-11-24T17:59:00Z"]) {
      suite.ctx.clock.set(instant);
      expect(await remind()).toEqual([]);
    }
    suite.ctx.clock.set("2026-11-24T18:00:00Z"); // Tuesday 10:00: the far one (Wednesday 10:00) is 24 hours away.
    expect(await remind()).toEqual([far]);
    const [nearRow] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, near));
    expect(nearRow.reminderQueuedAt).toBeNull();
  });

  it("follows the salon's REMINDER_HOURS, both for when it goes and for which bookings get one", async () => {
    await staffMember();
    const id = await book(); // Monday 08:00 for Tuesday 10:00: 26 hours ahead.
    suite.ctx.clock.set("2026-11-24T03:00:00Z");
    expect(await queueDueReminders(suite.ctx.database.db, suite.ctx.clock(), 48)).toEqual([]);
    suite.ctx.clock.set("2026-11-24T11:59:00Z"); // Tuesday 03:59: just over six hours before.
    expect(await queueDueReminders(suite.ctx.database.db, suite.ctx.clock(), 6)).toEqual([]);
    suite.ctx.clock.set("2026-11-24T12:00:00Z");
    expect(await queueDueReminders(suite.ctx.database.db, suite.ctx.clock(), 6)).toEqual([id]);
  });

  it("goes by the new time after a move, and not at all when the move came less than a day before", async () => {
    await staffMember("Maria", "20:00", ["2026-11-25", "2026-11-26"]);
    const id = await book({ appointmentDate: "2026-11-25", appointmentTime: "10:00" });
    suite.ctx.clock.set("2026-11-24T12:00:00Z"); // Tuesday 04:00: moved to Thursday 10:00, 54 hours ahead.
    await moveAppointment(suite.ctx.database.db, id, { appointmentDate: "2026-11-26", appointmentTime: "10:00" }, suite.ctx.clock());
    suite.ctx.clock.set("2026-11-25T18:00:00Z"); // Wednesday 10:00: the old time, 24 hours before the new one.
    expect(await remind()).toEqual([id]);

    const late = await book({ appointmentDate: "2026-11-26", appointmentTime: "15:00", customerEmail: "eva@example.com" });
    suite.ctx.clock.set("2026-11-25T23:00:00Z"); // Wednesday 15:00: moved to Thursday 13:00, 22 hours ahead.
    await moveAppointment(suite.ctx.database.db, late, { appointmentTime: "13:00" }, suite.ctx.clock());
    suite.ctx.clock.set("2026-11-26T20:00:00Z");
    expect(await remind()).toEqual([]);
  });

  it("is queued once by two app instances on separate pools at the same moment", async () => {
    const { openDatabase } = await import("../infra/db/database");
    const second = await openDatabase({ databaseUrl: suite.ctx.database.connectionUrl });
    try {
      await staffMember("Maria", "20:00");
      for (const time of ["09:00", "13:00", "15:00", "17:00"]) await book({ appointmentTime: time, customerEmail: `${time.slice(0, 2)}@example.com` });
      await resetEmailData(suite.ctx.database.db);
      suite.ctx.clock.set("2026-11-24T02:00:00Z"); // Monday 18:00: all four start within 24 hours.
      const [first, other] = await Promise.all([queueDueReminders(suite.ctx.database.db, suite.ctx.clock()), queueDueReminders(second.db, suite.ctx.clock())]);
      expect([...first, ...other].sort()).toHaveLength(4);
      expect(new Set([...first, ...other]).size).toBe(4);
      expect(await suite.ctx.database.db.select().from(emailOutbox)).toHaveLength(4);
    } finally {
      await second.close();
    }
  });
});
