import { SALON_TIME_ZONE } from "@shared/time";
import { addWallMinutes } from "../format";

/**
 * A minimal RFC 5545 calendar in the salon's zone: one event in an email, a manicurist's jobs in a feed.
 * The VTIMEZONE block is the US rule set (second Sunday of March, first Sunday of November)
 * America/Los_Angeles has followed since 2007, so calendar programs that do not know the zone by name
 * still place the event right.
 */
export interface CalendarEvent {
  uid: string;
  /** Salon wall-clock date and time of the start, as stored (YYYY-MM-DD, HH:MM). */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  /**
   * Who publishes the event: calendar programs act on an update or a cancellation only from its organizer.
   * A subscription feed names none, so calendars never offer to answer it as an invitation.
   */
  organizer?: { name: string; email: string };
  /** When the event was created (DTSTAMP). */
  stamp: Date;
  status?: "TENTATIVE" | "CONFIRMED" | "CANCELLED";
  /** Raised on every change of the event; a calendar keeps the version with the highest. */
  sequence?: number;
  /** When the event last changed (LAST-MODIFIED); feeds give it so a calendar sees a moved job as updated. */
  lastModified?: Date;
  /** A reminder two hours before (VALARM); on unless false. */
  alarm?: boolean;
  /** PUBLISH adds or updates the event; CANCEL removes it. */
  method?: "PUBLISH" | "CANCEL";
}

const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${SALON_TIME_ZONE}`,
  "X-LIC-LOCATION:America/Los_Angeles",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0800",
  "TZOFFSETTO:-0700",
  "TZNAME:PDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0700",
  "TZOFFSETTO:-0800",
  "TZNAME:PST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded: CRLF then a space (RFC 5545 §3.1), never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, "utf8");
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
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

function localStamp(date: string, time: string): string {
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
}

function utcStamp(instant: Date): string {
  return `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

/** One VEVENT, unfolded. */
function eventLines(event: CalendarEvent): string[] {
  const end = addWallMinutes(event.date, event.time, event.durationMinutes);
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...(event.lastModified ? [`LAST-MODIFIED:${utcStamp(event.lastModified)}`] : []),
    ...(event.organizer ? [`ORGANIZER;CN="${event.organizer.name.replace(/"/g, "")}":mailto:${event.organizer.email}`] : []),
    `DTSTART;TZID=${SALON_TIME_ZONE}:${localStamp(event.date, event.time)}`,
    `DTEND;TZID=${SALON_TIME_ZONE}:${localStamp(end.date, end.time)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `STATUS:${event.status ?? "TENTATIVE"}`,
    ...(event.alarm === false
      ? []
      : ["BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${escapeText(event.summary)}`, "TRIGGER:-PT2H", "END:VALARM"]),
    "END:VEVENT",
  ];
}

/**
 * A calendar of any number of events (a subscription feed's whole list, or an email's one event), with
 * the salon's VTIMEZONE once. `name` is the calendar's title in programs that show one (X-WR-CALNAME).
 */
export function buildCalendar(events: readonly CalendarEvent[], options: { method?: "PUBLISH" | "CANCEL"; name?: string } = {}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Cita Nail & Beauty Studio//Cita//ES",
    "CALSCALE:GREGORIAN",
    `METHOD:${options.method ?? "PUBLISH"}`,
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`, `X-WR-TIMEZONE:${SALON_TIME_ZONE}`] : []),
    ...VTIMEZONE,
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

export function buildIcs(event: CalendarEvent): string {
  return buildCalendar([event], { method: event.method });
}
