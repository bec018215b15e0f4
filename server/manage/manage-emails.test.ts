import request from "supertest";
import { describe, expect, it } from "vitest";
import { salonDateTimeToInstant } from "@shared/time";
import { addStaff } from "../test/factories";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { calendarOf, drain, icsLine, linkIn, onlyEvent, type ReceivedMail } from "../test/mail";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite({ mail: true, signIn: "admin" });
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

describe("a visit of two parts (two manicurists), as the customer's emails, calendar file and manage link tell it", () => {
  const lashes = { serviceId: "lash-lifting" };
  const pedicure = { serviceId: "2", optionIds: ["pedicure-express"] };

  /** Lashes then a pedicure at 10:00: nobody does both, so each is its own part. */
  async function bookTwoParts(locale: "es" | "en") {
    const db = suite.ctx.database.db;
    await addStaff(db, { name: "Lara Ortiz", serviceIds: ["lash-lifting"], workingDates: [TUESDAY], breakStartTime: null });
    const feet = await addStaff(db, { name: "Sofia Ramos", serviceIds: ["2"], workingDates: [TUESDAY], breakStartTime: null });
    const booked = await request(suite.ctx.app)
      .post("/api/appointments/public")
      .send(bookingPayload({ locale, services: [lashes, pedicure] as never }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.segments).toHaveLength(2);
    return { id: booked.body.id as number, feet, segments: booked.body.segments as Array<{ start: string; end: string }> };
  }


  it("emails the visit once with a line per part, and the manage answer and its calendar file give each part's time and manicurist", async () => {
    const { id, feet, segments } = await bookTwoParts("en");
    expect(segments.map(({ start, end }) => `${start}-${end}`)).toEqual(["10:00-12:00", "12:00-12:50"]);
    // Part 2 is given to Sofia before the "booking received" email goes out: the email tells the visit as
    // it was when it was queued, as every message does.
    expect((await suite.admin.put(`/api/admin/appointments/${id}/segments/2/assign-staff`).send({ staffId: feet })).status).toBe(200);
    const received = await nextCustomerMail();
    const unassigned = "Parts of the visit:\n10:00 AM–12:00 PM: Lash Lifting · Manicurist: to be assigned\n12:00 PM–12:50 PM: Pedicure: Express · Manicurist: to be assigned\n";
    expect(received.text).toContain(unassigned);
    expect(received.text.split("Lash Lifting ·")).toHaveLength(2);
    expect(received.html).toContain(">Parts of the visit</th>");
    expect(onlyEvent(calendarOf(received).ics).description).toContain("12:00 PM–12:50 PM: Pedicure: Express · Manicurist: to be assigned");
    const token = MANAGE_LINK.exec(linkIn(received, MANAGE_LINK))![1];

    const page = await request(suite.ctx.app).get(`/api/manage/${token}`);
    expect(page.body.segments).toEqual([
      { id: 1, start: "10:00", end: "12:00", services: [{ nameEn: "Lash Lifting", nameEs: "Lifting de Pestañas" }], staffFirstName: null },
      { id: 2, start: "12:00", end: "12:50", services: [{ nameEn: "Pedicure: Express", nameEs: expect.any(String) }], staffFirstName: { nameEn: "Sofia", nameEs: "Sofia" } },
    ]);
    // The calendar file is one event over the whole visit, whose description gives each part and who does it now.
    const event = onlyEvent((await request(suite.ctx.app).get(`/api/manage/${token}/calendar.ics`)).text);
    expect(event.start.toISOString()).toBe(salonDateTimeToInstant(TUESDAY, "10:00").toISOString());
    expect(event.end!.toISOString()).toBe(salonDateTimeToInstant(TUESDAY, "12:50").toISOString());
    expect(String(event.description)).toContain("10:00 AM–12:00 PM: Lash Lifting · Manicurist: to be assigned\n12:00 PM–12:50 PM: Pedicure: Express · Manicurist: Sofia");

    expect((await request(suite.ctx.app).post(`/api/manage/${token}/cancel`)).status).toBe(200);
    const cancelled = await nextCustomerMail();
    expect(cancelled.text).toContain("12:00 PM–12:50 PM: Pedicure: Express · Manicurist: Sofia\n");
    expect(onlyEvent(calendarOf(cancelled).ics).description).toContain("Manicurist: Sofia");
  });

  it("speaks Spanish to a Spanish booking: each part 'por asignar' until someone is given it", async () => {
    await bookTwoParts("es");
    const received = await nextCustomerMail();
    expect(received.text).toContain("Partes de la visita:\n10:00 a.m.–12:00 p.m.: Lifting de Pestañas · Manicurista: por asignar\n12:00 p.m.–12:50 p.m.: Pedicura: Express · Manicurista: por asignar\n");
  });
});
