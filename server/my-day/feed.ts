import crypto from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { FEED_PAST_DAYS } from "@shared/my-day-api";
import { appointments, type Locale, users } from "@shared/schema";
import { addDays, FRONT_DESK_WINDOW_DAYS, salonDate } from "@shared/time";
import type { Db } from "../infra/db/database";
import { buildCalendar, type CalendarEvent } from "../messages/email/ics";
import { SALON_IDENTITY } from "../messages/email/salon";
import { herAppointments, type StaffJob, staffJobs } from "./jobs";
import { linkHolder } from "./links";
import { staffSharing } from "./sharing";

/** Raised whenever what the feed writes for the same jobs changes, so calendars holding an old ETag refetch. */
const FEED_FORMAT = 2;

interface FeedTexts {
  calendar: (name: string) => string;
  confirmed: string;
  toConfirm: string;
  status: string;
  note: string;
  phone: string;
  part: (id: number, count: number) => string;
  otherPart: (start: string, end: string, name: string | null) => string;
}

const TEXTS: Record<Locale, FeedTexts> = {
  es: {
    calendar: (name) => `${SALON_IDENTITY.name}: citas de ${name}`,
    confirmed: "Confirmada",
    toConfirm: "Por confirmar",
    status: "Estado",
    note: "Nota",
    phone: "Teléfono",
    part: (id, count) => `Tu parte: ${id} de ${count}`,
    otherPart: (start, end, name) => `Otra parte ${start}–${end}: ${name ?? "sin asignar"}`,
  },
  en: {
    calendar: (name) => `${SALON_IDENTITY.name}: ${name}'s appointments`,
    confirmed: "Confirmed",
    toConfirm: "To confirm",
    status: "Status",
    note: "Note",
    phone: "Phone",
    part: (id, count) => `Your part: ${id} of ${count}`,
    otherPart: (start, end, name) => `Other part ${start}–${end}: ${name ?? "not assigned yet"}`,
  },
};

/** What a feed lists: the last FEED_PAST_DAYS days through the furthest day the salon books, never all history. */
export function feedWindow(now: Date): { from: string; to: string } {
  const today = salonDate(now);
  return { from: addDays(today, -FEED_PAST_DAYS), to: addDays(today, FRONT_DESK_WINDOW_DAYS) };
}

export interface StaffFeed {
  etag: string;
  /** Absent when the caller's If-None-Match already names this version. */
  body?: string;
}

function toEvent(job: StaffJob, locale: Locale, host: string): CalendarEvent {
  const texts = TEXTS[locale];
  const services = job.services.map((line) => (locale === "es" ? line.nameEs : line.nameEn)).join(", ");
  const settled = job.status === "confirmed" || job.status === "completed";
  return {
    // One UID per appointment (per part of hers in a visit of several) for as long as it is hers: a move
    // updates the event, a cancellation or a reassignment drops it from the feed and the calendar removes it.
    uid: job.part ? `staff-job-${job.id}-part-${job.part.id}@${host}` : `staff-job-${job.id}@${host}`,
    sequence: job.calendarSequence,
    stamp: job.updatedAt,
    lastModified: job.updatedAt,
    date: job.date,
    time: job.time,
    durationMinutes: job.durationMinutes,
    summary: `${job.customerFirstName}: ${services}`,
    // The note and the phone are on the job only when the salon shares them (staffJobs leaves them out).
    description: [
      services,
      `${texts.status}: ${settled ? texts.confirmed : texts.toConfirm}`,
      ...(job.part
        ? [
            texts.part(job.part.id, job.part.count),
            ...job.part.others.map((other) => texts.otherPart(other.start, other.end, other.staff && (locale === "es" ? other.staff.nameEs : other.staff.nameEn))),
          ]
        : []),
      ...(job.clientNote ? [`${texts.note}: ${job.clientNote}`] : []),
      ...(job.customerPhone ? [`${texts.phone}: ${job.customerPhone}`] : []),
    ].join("\n"),
    location: `${SALON_IDENTITY.name}, ${SALON_IDENTITY.address}`,
    status: settled ? "CONFIRMED" : "TENTATIVE",
    alarm: false,
  };
}

/**
 * The link holder's calendar. Its version (the ETag) is a hash of what decides the events (each job's id,
 * last change, sequence, place in time and status, the shared note and phone, the window, the language
 * and the salon's sharing), read in two short indexed queries without the booked lines (her visits of
 * several first): a calendar polling every few minutes with If-None-Match gets a 304 without the feed
 * being built. Giving a part of a visit to anyone changes the appointment's last change, so her part's
 * "with whom" is in the version too. The client card's note is
 * in the hash itself, since editing it does not touch the appointment.
 */
export async function staffFeed(db: Db, token: string, now: Date, publicUrl: string, ifNoneMatch: string | undefined): Promise<StaffFeed> {
  const holder = await linkHolder(db, token, now);
  const sharing = await staffSharing(db);
  const { from, to } = feedWindow(now);
  const versions = await db
    .select({
      id: appointments.id,
      updatedAt: appointments.updatedAt,
      sequence: appointments.calendarSequence,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      duration: appointments.totalDuration,
      status: appointments.status,
      note: users.notes,
      contactPhone: appointments.contactPhone,
      clientPhone: users.phone,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(await herAppointments(db, holder.staffId, from, to))
    .orderBy(asc(appointments.id));
  const shared = (row: (typeof versions)[number]) => [sharing.clientNotes ? row.note : null, sharing.customerPhone ? (row.contactPhone ?? row.clientPhone) : null];
  const fingerprint = JSON.stringify([
    FEED_FORMAT,
    holder.locale,
    from,
    to,
    sharing,
    versions.map((row) => [row.id, row.updatedAt.getTime(), row.sequence, row.date, row.time, row.duration, row.status, ...shared(row)]),
  ]);
  const etag = `"${crypto.createHash("sha256").update(fingerprint).digest("base64url")}"`;
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return { etag };
  const host = new URL(publicUrl).hostname;
  const jobs = await staffJobs(db, holder.staffId, from, to, now, sharing);
  const name = holder.locale === "es" ? holder.nameEs : holder.nameEn;
  return { etag, body: buildCalendar(jobs.map((job) => toEvent(job, holder.locale, host)), { name: TEXTS[holder.locale].calendar(name) }) };
}
