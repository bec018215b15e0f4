import { describe, expect, it } from "vitest";
import { googleCalendarUrl, type CalendarEvent } from "./calendar-links";

const EVENT: CalendarEvent = {
  date: "2026-11-24",
  time: "10:00",
  durationMinutes: 120,
  title: "Cita en Cita Nail & Beauty Studio",
  description: "Lifting de Pestañas, Brillo; total $550.00\nCambiar o cancelar: https://cita.example/manage/abc",
  location: "Cita Nail & Beauty Studio, 245 W San Ysidro Blvd, Suite B, San Ysidro, San Diego, CA 92173",
};

describe("the confirmation page's Google Calendar link", () => {
  it("fills Google's add-event page with the appointment at the salon's wall-clock time", () => {
    const google = new URL(googleCalendarUrl(EVENT));
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("action")).toBe("TEMPLATE");
    // 10:00 in San Diego in November (PST, UTC-8) is 18:00 UTC; two hours long.
    expect(google.searchParams.get("dates")).toBe("20261124T180000Z/20261124T200000Z");
    expect(google.searchParams.get("text")).toBe(EVENT.title);
    expect(google.searchParams.get("details")).toBe(EVENT.description);
    expect(google.searchParams.get("location")).toBe(EVENT.location);
  });

  it("takes summer time into account (PDT, UTC-7)", () => {
    const google = new URL(googleCalendarUrl({ ...EVENT, date: "2026-07-14", time: "14:30" }));
    expect(google.searchParams.get("dates")).toBe("20260714T213000Z/20260714T233000Z");
  });
});
