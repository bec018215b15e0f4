import { describe, expect, it } from "vitest";
import { addWallMinutes, formatDuration, formatTime } from "../format";
import { buildIcs, escapeText, foldLine } from "./ics";
import { EMAIL_KINDS, type AppointmentSnapshot } from "../payloads";
import { renderEmail } from "./render";

const appointment: AppointmentSnapshot = {
  appointmentId: 7,
  date: "2026-11-24",
  time: "20:30",
  durationMinutes: 175,
  totalPrice: 87000,
  lines: [{ nameEn: "Acrylic Nails: #9½, Sculptural", nameEs: "Uñas Acrílicas: #9½, Escultural", price: 87000 }],
  customer: { firstName: "Ana", lastName: "López" },
  staff: { nameEn: "Maria", nameEs: "María" },
};

const context = { cancelCutoffHours: 2, publicUrl: "https://cita.example" };

/** The emails that carry the appointment as a calendar file, to add, update or remove it. */
const WITH_CALENDAR: string[] = ["booking_received", "appointment_moved", "appointment_cancelled"];

describe("calendar file", () => {
  it("ends at the wall-clock time the duration reaches, past midnight if need be", () => {
    expect(addWallMinutes("2026-11-24", "20:30", 175)).toEqual({ date: "2026-11-24", time: "23:25" });
    expect(addWallMinutes("2026-11-24", "20:30", 240)).toEqual({ date: "2026-11-25", time: "00:30" });
    const ics = buildIcs({ ...appointment, uid: "u@x", summary: "s", description: "d", location: "l", organizer: { name: "Salon", email: "s@x" }, stamp: new Date(0), durationMinutes: 240 });
    expect(ics).toContain("DTSTART;TZID=America/Los_Angeles:20261124T203000\r\n");
    expect(ics).toContain("DTEND;TZID=America/Los_Angeles:20261125T003000\r\n");
    expect(ics).toContain("DTSTAMP:19700101T000000Z\r\n");
  });

  it("escapes text values and folds long lines at 75 octets without splitting a character", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const folded = foldLine(`DESCRIPTION:${"ñ".repeat(80)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"ñ".repeat(80)}`);
  });
});

describe("formats", () => {
  it("speak each language", () => {
    expect(formatTime("09:00", "es")).toBe("9:00 a.m.");
    expect(formatTime("20:30", "en")).toBe("8:30 PM");
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(120)).toBe("2 h");
    expect(formatDuration(175)).toBe("2 h 55 min");
  });
});

describe("every email", () => {
  for (const kind of EMAIL_KINDS) {
    for (const locale of ["es", "en"] as const) {
      it(`${kind} (${locale}) has a subject, text and HTML with the salon footer and links from the public URL only`, () => {
        const payload =
          kind === "campaign"
            ? { campaign: { id: 1, subject: "Noviembre: 20 % en pedicura", body: "Hola:\n\nEste mes, 20 % menos." }, unsubscribeToken: "tok_123-ABCdefghijklmnop" }
            : kind === "staff_personal_link"
              ? { personalLink: { staff: { nameEn: "Maria", nameEs: "María" }, token: "tok_123-ABCdefghijklmnop" }, issuedAt: "2026-11-23T16:00:00.000Z" }
              : {
                  appointment,
                  token: "tok_123-ABCdefghijklmnop",
                  issuedAt: "2026-11-23T16:00:00.000Z",
                  // What the waitlist's emails carry besides the appointment; the others ignore it.
                  waitlist: { token: "tok_123-ABCdefghijklmnop", leaveToken: "tok_456-ABCdefghijklmnop", expiresAt: "2026-11-23T16:20:00.000Z", expiresAtSalonTime: "08:20", dates: ["2026-11-24"], earliest: "09:00", latest: "12:00" },
                };
        const email = renderEmail(kind, locale, payload, context);
        expect(email.subject.length).toBeGreaterThan(10);
        for (const part of ["Cita Nail & Beauty Studio", "245 W San Ysidro Blvd, Suite B, San Ysidro, San Diego, CA 92173", "+1 (619) 555-0142"]) {
          expect(email.text).toContain(part);
          expect(email.html).toContain(part.replace("&", "&amp;"));
        }
        // A calendar subscription's webcal:// address is the same site's feed.
        expect(email.links.every((link) => link.startsWith("https://cita.example/") || link.startsWith("webcal://cita.example/"))).toBe(true);
        expect(email.html.startsWith("<!doctype html>")).toBe(true);
        expect(email.attachments.length).toBe(WITH_CALENDAR.includes(kind) ? 1 : 0);
      });
    }
  }

  it("are written in the customer's language", () => {
    const es = renderEmail("appointment_confirmed", "es", { appointment, issuedAt: "2026-11-23T16:00:00.000Z" }, context);
    const en = renderEmail("appointment_confirmed", "en", { appointment, issuedAt: "2026-11-23T16:00:00.000Z" }, context);
    expect(es.text).toContain("Uñas Acrílicas: #9½, Escultural: $870.00");
    expect(es.text).toContain("María confirmó tu cita");
    expect(en.text).toContain("Acrylic Nails: #9½, Sculptural: $870.00");
    expect(en.text).toContain("Maria confirmed your appointment");
    expect(en.subject).toBe("Your appointment is confirmed: Tuesday, November 24, 2026 at 8:30 PM");
  });

  it("refuse to render a link email without its token", () => {
    expect(() => renderEmail("review_request", "es", { appointment, issuedAt: "x" }, context)).toThrow(/token/);
  });
});

describe("the calendar follows the appointment", () => {
  const issuedAt = "2026-11-23T16:00:00.000Z";
  const icsOf = (email: ReturnType<typeof renderEmail>) => String(email.attachments[0].content);

  it("keeps one UID per appointment and raises SEQUENCE when it moves", () => {
    const received = renderEmail("booking_received", "es", { appointment, issuedAt }, context);
    const moved = renderEmail(
      "appointment_moved",
      "en",
      { appointment: { ...appointment, time: "11:00", calendarSequence: 1 }, previous: { date: "2026-11-24", time: "20:30", staff: null }, issuedAt },
      context,
    );
    expect(icsOf(received)).toContain("UID:appointment-7@cita.example\r\n");
    expect(icsOf(moved)).toContain("UID:appointment-7@cita.example\r\n");
    expect(icsOf(received)).toContain("SEQUENCE:0\r\n");
    expect(icsOf(moved)).toContain("SEQUENCE:1\r\n");
    expect(icsOf(moved)).toContain("DTSTART;TZID=America/Los_Angeles:20261124T110000\r\n");
    expect(moved.attachments[0].contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(moved.text).toContain("The salon has moved your appointment from Tuesday, November 24, 2026 at 8:30 PM to Tuesday, November 24, 2026 at 11:00 AM.");
    expect(moved.text).toContain("Maria will take care of you.");
  });

  it("removes the event on a cancellation and says why, in the customer's language", () => {
    const cancelled = renderEmail(
      "appointment_cancelled",
      "es",
      { appointment: { ...appointment, calendarSequence: 2 }, cancelReason: "La manicurista está enferma", issuedAt },
      context,
    );
    expect(icsOf(cancelled)).toContain("METHOD:CANCEL\r\n");
    expect(icsOf(cancelled)).toContain("STATUS:CANCELLED\r\n");
    expect(icsOf(cancelled)).toContain("SEQUENCE:2\r\n");
    expect(cancelled.attachments[0].contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(cancelled.text).toContain("Motivo: La manicurista está enferma");
    const english = renderEmail("appointment_cancelled", "en", { appointment, issuedAt }, context);
    expect(english.text).not.toContain("Reason:");
  });

  it("tells a manicurist taken off a job which job, in Spanish then English", () => {
    const removed = renderEmail("staff_removed", "es", { appointment, issuedAt }, context);
    expect(removed.subject).toBe("Ya no tienes esta cita / This appointment is no longer yours: 2026-11-24 20:30");
    expect(removed.text).toContain("Hola, María:");
    expect(removed.text).toContain("Cliente: Ana López");
    expect(removed.text).toContain("Uñas Acrílicas: #9½, Escultural");
    expect(removed.text).toContain("it is no longer assigned to you");
  });
});

describe("a visit of several parts", () => {
  const issuedAt = "2026-11-23T16:00:00.000Z";
  const visit: AppointmentSnapshot = {
    ...appointment,
    time: "10:00",
    durationMinutes: 170,
    // The appointment's own manicurist is the first part's; the customer is told each part's instead.
    staff: { nameEn: "Lara Ortiz", nameEs: "Lara Ortiz" },
    parts: [
      { id: 1, start: "10:00", end: "12:00", services: [{ nameEn: "Lash Lifting", nameEs: "Lifting de Pestañas" }], staff: { nameEn: "Lara Ortiz", nameEs: "Lara Ortiz" } },
      { id: 2, start: "12:00", end: "12:50", services: [{ nameEn: "Pedicure: Express", nameEs: "Pedicura: Express" }], staff: null },
    ],
  };

  it("names each part's manicurist by her first name with the part, and no one manicurist for the whole visit", () => {
    const confirmed = renderEmail("appointment_confirmed", "es", { appointment: visit, issuedAt }, context);
    expect(confirmed.text).toContain("¡Buenas noticias! Tu cita está confirmada.");
    expect(confirmed.text).toContain(
      "Partes de la visita:\n10:00 a.m.–12:00 p.m.: Lifting de Pestañas · Manicurista: Lara\n12:00 p.m.–12:50 p.m.: Pedicura: Express · Manicurista: por asignar\n",
    );
    expect(confirmed.text).not.toContain("Lara Ortiz");
    const reminder = renderEmail("appointment_reminder", "en", { appointment: visit, issuedAt }, context);
    expect(reminder.text).toContain("10:00 AM–12:00 PM: Lash Lifting · Manicurist: Lara\n12:00 PM–12:50 PM: Pedicure: Express · Manicurist: to be assigned\n");
    expect(reminder.text).not.toContain("Manicurist: Lara Ortiz");
    const moved = renderEmail("appointment_moved", "en", { appointment: visit, previous: { date: "2026-11-24", time: "09:00", staff: null }, issuedAt }, context);
    expect(moved.text).not.toContain("will take care of you");
    expect(String(moved.attachments[0].content).replace(/\r\n /g, "")).toContain("10:00 AM–12:00 PM: Lash Lifting · Manicurist: Lara\\n12:00 PM–12:50 PM: Pedicure: Express");
  });
});
