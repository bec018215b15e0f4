import ical from "node-ical";
import { describe, expect, it } from "vitest";
import { calendarFile, calendarFileHref, googleCalendarUrl, type CalendarEvent } from "./calendar-links";

const EVENT: CalendarEvent = {
  uid: "cita-2026-11-24-1000@cita.example",
  date: "2026-11-24",
  time: "10:00",
  durationMinutes: 120,
  title: "Cita en Cita Nail & Beauty Studio",
  description: "Lifting de Pestañas, Brillo; total $550.00\nCambiar o cancelar: https://cita.example/manage/abc",
  location: "Cita Nail & Beauty Studio, 245 W San Ysidro Blvd, Suite B, San Ysidro, San Diego, CA 92173",
};

describe("the confirmation page's calendar file", () => {
  it("parses as one event at the salon's wall-clock time, with its words intact", () => {
    const parsed = ical.sync.parseICS(calendarFile(EVENT, new Date("2026-11-23T12:00:00Z")));
    const events = Object.values(parsed).filter((component) => component?.type === "VEVENT");
    expect(events).toHaveLength(1);
    const [event] = events as ical.VEvent[];
    // 10:00 in San Diego in November (PST, UTC-8) is 18:00 UTC; two hours long.
    expect(event.start.toISOString()).toBe("2026-11-24T18:00:00.000Z");
    expect(event.end?.toISOString()).toBe("2026-11-24T20:00:00.000Z");
    expect(event.uid).toBe(EVENT.uid);
    expect(event.summary).toBe(EVENT.title);
    expect(event.description).toBe(EVENT.description);
    expect(event.location).toBe(EVENT.location);
  });

  it("takes summer time into account (PDT, UTC-7)", () => {
    const parsed = ical.sync.parseICS(calendarFile({ ...EVENT, date: "2026-07-14", time: "14:30" }, new Date()));
    const [event] = Object.values(parsed).filter((component) => component?.type === "VEVENT") as ical.VEvent[];
    expect(event.start.toISOString()).toBe("2026-07-14T21:30:00.000Z");
  });

  it("folds long lines at 75 octets with CRLF line ends", () => {
    const text = calendarFile(EVENT, new Date());
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("is a data link of type text/calendar, and a Google Calendar link with the same times", () => {
    expect(decodeURIComponent(calendarFileHref(EVENT, new Date()).replace("data:text/calendar;charset=utf-8,", ""))).toContain("BEGIN:VEVENT");
    const google = new URL(googleCalendarUrl(EVENT));
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("action")).toBe("TEMPLATE");
    expect(google.searchParams.get("dates")).toBe("20261124T180000Z/20261124T200000Z");
    expect(google.searchParams.get("location")).toBe(EVENT.location);
  });
});
