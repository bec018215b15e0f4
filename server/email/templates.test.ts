import { describe, expect, it } from "vitest";
import { addWallMinutes, formatDuration, formatTime } from "./format";
import { buildIcs, escapeText, foldLine } from "./ics";
import { EMAIL_KINDS, type AppointmentSnapshot } from "./messages";
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

const context = { publicUrl: "https://cita.example" };

describe("calendar file", () => {
  it("ends at the wall-clock time the duration reaches, past midnight if need be", () => {
    expect(addWallMinutes("2026-11-24", "20:30", 175)).toEqual({ date: "2026-11-24", time: "23:25" });
    expect(addWallMinutes("2026-11-24", "20:30", 240)).toEqual({ date: "2026-11-25", time: "00:30" });
    const ics = buildIcs({ ...appointment, uid: "u@x", summary: "s", description: "d", location: "l", stamp: new Date(0), durationMinutes: 240 });
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
        const email = renderEmail(kind, locale, { appointment, token: "tok_123-ABCdefghijklmnop", issuedAt: "2026-11-23T16:00:00.000Z" }, context);
        expect(email.subject.length).toBeGreaterThan(10);
        for (const part of ["Cita Nail & Beauty Studio", "245 W San Ysidro Blvd, Suite B, San Ysidro, San Diego, CA 92173", "+1 (619) 555-0142"]) {
          expect(email.text).toContain(part);
          expect(email.html).toContain(part.replace("&", "&amp;"));
        }
        expect(email.links.every((link) => link.startsWith("https://cita.example/"))).toBe(true);
        expect(email.html.startsWith("<!doctype html>")).toBe(true);
        expect(email.attachments.length).toBe(kind === "booking_received" ? 1 : 0);
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
