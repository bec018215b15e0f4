import { salonDateTimeToInstant } from "@shared/time";

/**
 * One appointment as Google Calendar's "add event" page takes it: salon wall-clock start, length and the
 * words the calendar shows. (The .ics file comes from the server, the same event its emails attach.)
 */
export interface CalendarEvent {
  date: string;
  time: string;
  durationMinutes: number;
  title: string;
  description: string;
  location: string;
}

/** 20261124T180000Z: an instant in Google Calendar's UTC form. */
function utcStamp(instant: Date): string {
  return `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

/** Google Calendar's "add event" page, filled in with the appointment. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const start = salonDateTimeToInstant(event.date, event.time);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
