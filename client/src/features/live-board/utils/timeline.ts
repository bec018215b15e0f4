import type { LiveBoardAppointment, LiveBoardDay, PublicStaff, StaffAvailabilityRecord } from "@shared/api";
import { BREAK_MINUTES, DEFAULT_STAFF_END, DEFAULT_STAFF_START } from "@shared/booking-rules";
import type { AppointmentStatus } from "@shared/schema";
import { fromMinutes, toMinutes } from "@shared/time";

/** The scale starts at 09:00 and spans 11.5 hours, so the axis ends at 20:30, when the salon closes. */
export const AXIS_START_MINUTES = 9 * 60;
export const AXIS_SPAN_MINUTES = 11.5 * 60;
export const AXIS_END_MINUTES = AXIS_START_MINUTES + AXIS_SPAN_MINUTES;
const SLOT_MINUTES = 15;
/** 15-minute slots 09:00 … 20:15: the last one ends where the axis does. */
export const SLOT_COUNT = AXIS_SPAN_MINUTES / SLOT_MINUTES;
/** The hour labels 9 … 20. */
export const AXIS_HOURS: readonly number[] = Array.from({ length: 12 }, (_, index) => 9 + index);

/** Where an instant of the day sits on the axis, from 0 (09:00) to 1 (20:30), clamped. */
export function axisFraction(minutes: number): number {
  return Math.min(1, Math.max(0, (minutes - AXIS_START_MINUTES) / AXIS_SPAN_MINUTES));
}

export interface Span {
  /** Percentages of the track's width. */
  left: number;
  width: number;
}

/** A [start, end) interval as a position on the track; `undefined` when it falls wholly off the axis. */
export function spanOf(startMinutes: number, endMinutes: number): Span | undefined {
  const start = axisFraction(startMinutes);
  const end = axisFraction(endMinutes);
  if (end <= start) return undefined;
  return { left: start * 100, width: (end - start) * 100 };
}

/**
 * What one block draws: a one-manicurist visit whole, or one part of a visit of several, with that part's
 * own manicurist, times and services (so each part sits in its own manicurist's row).
 */
export interface BoardJob {
  appointment: LiveBoardAppointment;
  staffId: number | null;
  startMinutes: number;
  endMinutes: number;
  serviceId: string;
  serviceIds: string[];
  service: LiveBoardAppointment["service"];
  /** Only for a part: its number, how many the visit has, and who does the other parts (null: nobody yet). */
  part?: { id: number; count: number; others: (number | null)[] };
}

/** The day's blocks: one per one-manicurist visit, one per part of a visit of several. */
export function boardJobs(appointments: readonly LiveBoardAppointment[]): BoardJob[] {
  return appointments.flatMap((appointment): BoardJob[] => {
    const parts = appointment.parts;
    if (!parts || parts.length < 2) {
      const startMinutes = toMinutes(appointment.appointmentTime);
      const { staffId, serviceId, serviceIds, service } = appointment;
      return [{ appointment, staffId, startMinutes, endMinutes: startMinutes + appointment.durationMinutes, serviceId, serviceIds, service }];
    }
    return parts.map((part) => ({
      appointment,
      staffId: part.staffId,
      startMinutes: toMinutes(part.start),
      endMinutes: toMinutes(part.end),
      serviceId: part.serviceId,
      serviceIds: part.serviceIds,
      service: part.service,
      part: { id: part.id, count: parts.length, others: parts.filter((other) => other.id !== part.id).map((other) => other.staffId) },
    }));
  });
}

export interface PlacedAppointment extends BoardJob {
  start: string;
  end: string;
  span: Span;
  /** Overlapping appointments in one row stack in lanes (unassigned bookings often overlap). */
  lane: number;
}

/** Greedy lane packing: each block takes the first lane free at its start. */
function placeAppointments(jobs: readonly BoardJob[]): { placed: PlacedAppointment[]; lanes: number } {
  const laneEnds: number[] = [];
  const placed: PlacedAppointment[] = [];
  const byStart = [...jobs].sort(
    (a, b) => a.startMinutes - b.startMinutes || a.appointment.id - b.appointment.id || (a.part?.id ?? 0) - (b.part?.id ?? 0),
  );
  for (const job of byStart) {
    const span = spanOf(job.startMinutes, job.endMinutes);
    if (!span) continue;
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= job.startMinutes);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = job.endMinutes;
    placed.push({ ...job, start: fromMinutes(job.startMinutes), end: fromMinutes(job.endMinutes), span, lane });
  }
  return { placed, lanes: Math.max(1, laneEnds.length) };
}

export interface Shift {
  start: string;
  end: string;
  break: { start: string; end: string } | null;
}

/** A missing start or end means the default staff day, 09:00-18:00; a break lasts 30 minutes. */
function shiftOf(availability: StaffAvailabilityRecord): Shift {
  const breakStart = availability.breakStartTime;
  return {
    start: availability.startTime ?? DEFAULT_STAFF_START,
    end: availability.endTime ?? DEFAULT_STAFF_END,
    break: breakStart ? { start: breakStart, end: fromMinutes(toMinutes(breakStart) + BREAK_MINUTES) } : null,
  };
}

export interface TimelineRow {
  key: string;
  /** `null` for the unassigned row. */
  staff: PublicStaff | null;
  /** Missing when someone has appointments that day without being punched in. */
  shift: Shift | undefined;
  appointments: PlacedAppointment[];
  lanes: number;
}

/**
 * One row per punched-in staff member (in the staff list's order), then the unassigned row when it has
 * appointments or `alwaysUnassigned` asks for it. A member with appointments who is not punched in still
 * gets a row, so no booking vanishes from the board; appointments of a member no longer on the staff list
 * count as unassigned, since nobody on the floor will take them. Each part of a visit of several goes to
 * the row of its own manicurist (or the unassigned row).
 */
export function timelineRows(day: LiveBoardDay, staff: readonly PublicStaff[], alwaysUnassigned: boolean): TimelineRow[] {
  const punchedIn = new Map(day.availability.filter((record) => record.isPunchedIn).map((record) => [record.staffId, record]));
  const known = new Set(staff.map((member) => member.id));
  const rows: TimelineRow[] = [];
  const jobs = boardJobs(day.appointments);
  for (const member of staff) {
    const own = jobs.filter((job) => job.staffId === member.id);
    const availability = punchedIn.get(member.id);
    if (!availability && own.length === 0) continue;
    rows.push({ key: `staff-${member.id}`, staff: member, shift: availability && shiftOf(availability), ...packed(own) });
  }
  const unassigned = jobs.filter((job) => job.staffId === null || !known.has(job.staffId));
  if (unassigned.length > 0 || alwaysUnassigned) rows.push({ key: "unassigned", staff: null, shift: undefined, ...packed(unassigned) });
  return rows;
}

function packed(jobs: readonly BoardJob[]): Pick<TimelineRow, "appointments" | "lanes"> {
  const { placed, lanes } = placeAppointments(jobs);
  return { appointments: placed, lanes };
}

export interface DayProgress {
  date: string;
  confirmed: number;
  /** Visits whose every part has a manicurist (a one-manicurist visit: its one). */
  assigned: number;
  /** Parts with a manicurist, each part of a visit of several counted: every assignment raises it. */
  assignedParts: number;
}

/**
 * Today's counts: confirmed visits, visits with every part assigned, and assigned parts. A visit counts
 * once whatever its parts (it is confirmed, and done, by its appointment's status); confetti follows a
 * rise of the confirmed visits or of the assigned parts, so giving the first part of a visit celebrates too.
 */
export function dayProgress(day: LiveBoardDay): DayProgress {
  const counted = day.appointments.filter((appointment) => appointment.status !== "no_show");
  const staffOf = (appointment: LiveBoardAppointment) => (appointment.parts && appointment.parts.length > 1 ? appointment.parts.map((part) => part.staffId) : [appointment.staffId]);
  return {
    date: day.date,
    confirmed: day.appointments.filter((appointment) => appointment.status === "confirmed").length,
    assigned: counted.filter((appointment) => staffOf(appointment).every((staffId) => staffId !== null)).length,
    assignedParts: counted.flatMap(staffOf).filter((staffId) => staffId !== null).length,
  };
}

/** True when the same day gained a confirmation or an assignment; a new day starts a new count. */
export function progressed(previous: DayProgress | undefined, next: DayProgress): boolean {
  if (!previous || previous.date !== next.date) return false;
  return next.confirmed > previous.confirmed || next.assignedParts > previous.assignedParts;
}

export function isPending(status: AppointmentStatus): boolean {
  return status === "pending" || status === "pending_staff_confirmation";
}
