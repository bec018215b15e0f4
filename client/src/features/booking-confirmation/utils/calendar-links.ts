import { salonDateTimeToInstant } from "@shared/time";

/** One appointment as a calendar event: salon wall-clock start, length and the words calendars show. */
export interface CalendarEvent {
  /** Stable for one appointment, so downloading the file again updates the event instead of adding another. */
  uid: string;
  date: string;
  time: string;
  durationMinutes: number;
  title: string;
  description: string;
  location: string;
}

/** 20261124T180000Z: an instant in the iCalendar and Google Calendar UTC form. */
function utcStamp(instant: Date): string {
  return `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

function startAndEnd(event: CalendarEvent): [Date, Date] {
  const start = salonDateTimeToInstant(event.date, event.time);
  return [start, new Date(start.getTime() + event.durationMinutes * 60_000)];
}

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545, 3.3.11). */
function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

const encoder = new TextEncoder();

/** Lines over 75 octets continue on the next line after CRLF and a space (RFC 5545, 3.1), never inside a character. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * The appointment as an iCalendar file with one event. Times are UTC instants, which every calendar
 * program places right in any zone without a time-zone block.
 */
export function calendarFile(event: CalendarEvent, stamp: Date): string {
  const [start, end] = startAndEnd(event);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Cita Nail & Beauty Studio//Cita//ES",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeText(event.title)}`,
    "TRIGGER:-PT2H",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** The file as a link target: a download needs no request to the server and works offline. */
export function calendarFileHref(event: CalendarEvent, stamp: Date): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(calendarFile(event, stamp))}`;
}

/** Google Calendar's "add event" page, filled in with the appointment. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const [start, end] = startAndEnd(event);
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
