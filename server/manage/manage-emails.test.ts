import request from "supertest";
import { describe, expect, it } from "vitest";
import { addStaff } from "../test/factories";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { calendarOf, drain, icsLine, linkIn, type ReceivedMail } from "../test/mail";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite({ mail: true });
const WEDNESDAY = "2026-11-25";
const MANAGE_LINK = /http:\/\/cita\.test\/manage\/([A-Za-z0-9_-]{43})/;

/** A calendar property's value ("1" of "SEQUENCE:1"). */
function icsValue(ics: string, name: string): string {
  const line = icsLine(ics, name);
  return line.slice(line.indexOf(":") + 1);
}

/** Sends what is queued and answers the one email the customer got. */
async function nextCustomerMail(): Promise<ReceivedMail> {
  suite.smtp.clear();
  await drain(suite.ctx.database.db, suite.transport, suite.ctx.clock);
  const mails = suite.smtp.to("ana@example.com");
  expect(mails).toHaveLength(1);
  return mails[0];
}

const TEXTS = {
  es: {
    received: "Recibimos tu reserva",
    manageButton: "Cambiar o cancelar mi cita",
    manageNote: "Puedes hacerlo en línea con este enlace hasta 2 horas antes de la cita",
    moved: "Cambiaste tu cita del martes, 24 de noviembre de 2026 a las 10:00 a.m. al miércoles, 25 de noviembre de 2026 a las 1:00 p.m.",
    cancelled: "Cancelaste tu cita del miércoles, 25 de noviembre de 2026 a las 1:00 p.m.; el horario queda libre para alguien más.",
  },
  en: {
    received: "We received your booking",
    manageButton: "Change or cancel my appointment",
    manageNote: "You can do it online with this link up to 2 hours before the appointment",
    moved: "You moved your appointment from Tuesday, November 24, 2026 at 10:00 AM to Wednesday, November 25, 2026 at 1:00 PM.",
    cancelled: "You cancelled your appointment on Wednesday, November 25, 2026 at 1:00 PM; the time is free for someone else now.",
  },
};

describe("book → reschedule → cancel by the customer's link, as the emails tell it", () => {
  for (const locale of ["es", "en"] as const) {
    it(`keeps one calendar event (same UID, SEQUENCE 0 → 1, then CANCEL) and the customer's language (${locale}) throughout`, async () => {
      await addStaff(suite.ctx.database.db, { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY, WEDNESDAY] });
      const booked = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ locale }));
      expect(booked.status).toBe(201);

      const received = await nextCustomerMail();
      expect(received.subject).toContain(TEXTS[locale].received);
      expect(received.parsed.headers.get("content-language")).toBe(locale);
      expect(received.html).toContain(`<html lang="${locale}">`);
      expect(received.text).toContain(TEXTS[locale].manageNote);
      expect(received.html).toContain(TEXTS[locale].manageButton);
      const token = MANAGE_LINK.exec(linkIn(received, MANAGE_LINK))![1];
      const first = calendarOf(received);
      const uid = icsValue(first.ics, "UID");
      expect(icsValue(first.ics, "SEQUENCE")).toBe("0");

      // The customer opens the link (no Accept-Language: the page then speaks as the booking did) and moves.
      const page = await request(suite.ctx.app).get(`/api/manage/${token}`);
      expect(page.body.locale).toBe(locale);
      const moved = await request(suite.ctx.app).post(`/api/manage/${token}/reschedule`).send({ appointmentDate: WEDNESDAY, appointmentTime: "13:00" });
      expect(moved.status).toBe(200);
      const movedMail = await nextCustomerMail();
      expect(movedMail.parsed.headers.get("content-language")).toBe(locale);
      expect(movedMail.text).toContain(TEXTS[locale].moved);
      expect(movedMail.text).not.toMatch(/\.\.(\s|$)/);
      const second = calendarOf(movedMail);
      expect(icsValue(second.ics, "UID")).toBe(uid);
      expect(icsValue(second.ics, "SEQUENCE")).toBe("1");
      expect(second.ics).toContain("DTSTART;TZID=America/Los_Angeles:20261125T130000");
      // The moved email's own link works too, and so does the first one.
      const movedToken = MANAGE_LINK.exec(linkIn(movedMail, MANAGE_LINK))![1];
      expect(movedToken).not.toBe(token);

      const cancelled = await request(suite.ctx.app).post(`/api/manage/${movedToken}/cancel`);
      expect(cancelled.status).toBe(200);
      const cancelMail = await nextCustomerMail();
      expect(cancelMail.text).toContain(TEXTS[locale].cancelled);
      expect(cancelMail.text).not.toMatch(MANAGE_LINK);
      const third = calendarOf(cancelMail);
      expect(third.mimeMethod).toBe("CANCEL");
      expect(icsValue(third.ics, "METHOD")).toBe("CANCEL");
      expect(icsValue(third.ics, "UID")).toBe(uid);
      expect(icsValue(third.ics, "SEQUENCE")).toBe("2");
      expect((await request(suite.ctx.app).get(`/api/manage/${token}`)).body.status).toBe("cancelled");
    });
  }
});
