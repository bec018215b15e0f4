/**
 * Which start times can take a planned visit (shared/visit-plan.ts): the slot rules for a visit of one or
 * more parts. Pure, used by the booking page's grid and by the server's check under the date's lock.
 *
 * The salon's rule for one manicurist (rule 7) is that the qualified, working staff outnumber the bookings
 * overlapping the time: however those bookings end up shared among the staff, someone is left. A visit of
 * several parts keeps that promise part by part: a start time is offered only when, whichever manicurist
 * each overlapping booking takes, the parts can still be given to qualified manicurists who are working,
 * whose hours hold the whole part and whose break misses it, and parts at the same time go to different
 * people. Parts one after another are independent (one person may do both); two parts starting together
 * (hands and feet) need two people, which `pairOpen` checks in closed form. For a one-part visit this is
 * exactly rule 7, so the grid of today's visits is unchanged.
 */
import {
  type AssignedBooking,
  BREAK_MINUTES,
  DEFAULT_STAFF_END,
  DEFAULT_STAFF_START,
  heldMinutes,
  type HoldingAppointment,
  isStaffFreeAt,
  NON_BLOCKING_STATUSES,
  type BookedSlot,
  type StaffDay,
} from "./booking-rules";
import { DEFAULT_APPOINTMENT_DURATION } from "./catalogue";
import { fromMinutes, salonDate, salonMinutes, SLOT_TIMES, toMinutes } from "./time";
import type { VisitPlan } from "./visit-plan";

export interface VisitSlotContext {
  date: string;
  now: Date;
  plan: VisitPlan;
  /** `undefined` while the day's staff availability has not loaded (rule 2). */
  availability: readonly StaffDay[] | undefined;
  /** What holds time on the date: one entry per part of a visit of several parts (see `heldParts`). */
  appointments: readonly BookedSlot[];
}

interface Hours {
  staffId: number;
  start: number;
  end: number;
  breakStart: number | null;
}

/** One part of the plan with the hours of the working staff qualified for it. */
interface PreparedPart {
  startOffset: number;
  duration: number;
  staff: Hours[];
}

interface PreparedVisit {
  today: string;
  nowMinutes: number;
  /** Parts grouped by start: each group one part, or two at the same time. */
  steps: PreparedPart[][];
  heldStarts: Int32Array;
  heldEnds: Int32Array;
}

function hoursOf(day: StaffDay): Hours {
  return {
    staffId: day.staffId,
    start: toMinutes(day.startTime ?? DEFAULT_STAFF_START),
    end: toMinutes(day.endTime ?? DEFAULT_STAFF_END),
    breakStart: day.breakStartTime ? toMinutes(day.breakStartTime) : null,
  };
}

function prepare(context: VisitSlotContext): PreparedVisit {
  const working = (context.availability ?? []).filter((day) => day.isPunchedIn).map(hoursOf);
  const byStart = new Map<number, PreparedPart[]>();
  for (const segment of context.plan.segments) {
    const part = {
      startOffset: segment.startOffset,
      duration: segment.durationMinutes,
      staff: working.filter((hours) => segment.qualifiedStaffIds.includes(hours.staffId)),
    };
    byStart.set(segment.startOffset, [...(byStart.get(segment.startOffset) ?? []), part]);
  }
  const steps = [...byStart.values()];
  if (steps.some((step) => step.length > 2)) throw new Error("A visit plan has at most two parts at the same time");
  const held = context.appointments.filter((slot) => !NON_BLOCKING_STATUSES.includes(slot.status));
  const heldStarts = Int32Array.from(held, (slot) => toMinutes(slot.appointmentTime));
  const heldEnds = Int32Array.from(held, (slot, index) => heldStarts[index] + (slot.totalDuration && slot.totalDuration > 0 ? slot.totalDuration : DEFAULT_APPOINTMENT_DURATION));
  return { today: salonDate(context.now), nowMinutes: salonMinutes(context.now), steps, heldStarts, heldEnds };
}

/** Rules 5 and 6: [start, end) inside the member's hours and clear of their break. */
function fits(hours: Hours, start: number, end: number): boolean {
  if (start < hours.start || end > hours.end) return false;
  return hours.breakStart === null || !(start < hours.breakStart + BREAK_MINUTES && hours.breakStart < end);
}

function overlapping(visit: PreparedVisit, start: number, end: number): number {
  let count = 0;
  for (let index = 0; index < visit.heldStarts.length; index += 1) {
    if (start < visit.heldEnds[index] && visit.heldStarts[index] < end) count += 1;
  }
  return count;
}

function fitting(part: PreparedPart, start: number): number[] {
  const ids: number[] = [];
  for (const hours of part.staff) if (fits(hours, start, start + part.duration)) ids.push(hours.staffId);
  return ids;
}

/** One part alone: rule 7, the fitting staff outnumber the bookings overlapping it. */
function partOpen(visit: PreparedVisit, part: PreparedPart, start: number): boolean {
  const staff = fitting(part, start);
  return staff.length > 0 && staff.length > overlapping(visit, start, start + part.duration);
}

/**
 * Two parts starting together, `long` lasting at least as long as `short`. Every booking overlapping the
 * short part overlaps the long one too; the others (`longOnly`) can only take someone from the long part.
 * Whichever people the bookings take, two different people are left for the parts (Hall's condition on
 * the worst case) exactly when: the long part keeps one, the short part keeps one, and the two together
 * keep two, where the long-only bookings do the most harm on people only the long part can use.
 */
function pairOpen(visit: PreparedVisit, first: PreparedPart, second: PreparedPart, start: number): boolean {
  const [long, short] = first.duration >= second.duration ? [first, second] : [second, first];
  const longStaff = fitting(long, start);
  const shortStaff = fitting(short, start);
  const heldLong = overlapping(visit, start, start + long.duration);
  const heldShort = overlapping(visit, start, start + short.duration);
  if (longStaff.length - heldLong < 1 || shortStaff.length - heldShort < 1) return false;
  const longOnlyStaff = longStaff.filter((id) => !shortStaff.includes(id)).length;
  const either = shortStaff.length + longOnlyStaff;
  return either - Math.min(heldLong - heldShort, longOnlyStaff) - heldShort >= 2;
}

function open(visit: PreparedVisit, date: string, time: string): boolean {
  if (date < visit.today) return false;
  const start = toMinutes(time);
  if (date === visit.today && start <= visit.nowMinutes) return false;
  for (const step of visit.steps) {
    const stepStart = start + step[0].startOffset;
    if (step.length === 1 ? !partOpen(visit, step[0], stepStart) : !pairOpen(visit, step[0], step[1], stepStart)) return false;
  }
  return true;
}

/** Whether a start time can take the visit. */
export function isVisitSlotAvailable(time: string, context: VisitSlotContext): boolean {
  return open(prepare(context), context.date, time);
}

/** The slot grid for a visit: every slot time with whether it can take it. */
export function visitSlotGrid(context: VisitSlotContext): Array<{ time: string; available: boolean }> {
  const visit = prepare(context);
  return SLOT_TIMES.map((time) => ({ time, available: open(visit, context.date, time) }));
}

/** An appointment as it holds time, with its parts when it has several (minutes after its start). */
export interface HeldVisit {
  appointmentTime: string;
  /** How long the visit holds its time (`heldMinutes`: a job completed early holds only what it took). */
  totalDuration: number;
  status: BookedSlot["status"];
  segments?: readonly { startOffsetMinutes: number; durationMinutes: number }[];
}

/**
 * What a date's appointments hold, part by part: a one-manicurist visit holds its time as one booking; a
 * visit of several parts holds each part's time as one booking (two at once when done together), cut
 * where the visit stopped holding time.
 */
export function heldParts(visits: readonly HeldVisit[]): Array<BookedSlot & { totalDuration: number }> {
  const held: Array<BookedSlot & { totalDuration: number }> = [];
  for (const visit of visits) {
    // A job finished before it began holds nothing; left in, a zero duration would read as the 60-minute default.
    if (visit.totalDuration <= 0) continue;
    if (!visit.segments || visit.segments.length < 2) {
      held.push({ appointmentTime: visit.appointmentTime, totalDuration: visit.totalDuration, status: visit.status });
      continue;
    }
    const start = toMinutes(visit.appointmentTime);
    for (const segment of visit.segments) {
      const minutes = Math.min(segment.durationMinutes, visit.totalDuration - segment.startOffsetMinutes);
      if (minutes > 0) held.push({ appointmentTime: fromMinutes(start + segment.startOffsetMinutes), totalDuration: minutes, status: visit.status });
    }
  }
  return held;
}

/** An appointment as its manicurists hold it, with its parts' manicurists when it has several parts. */
export interface AssignedVisit extends HoldingAppointment {
  staffId: number | null;
  segments?: readonly { startOffsetMinutes: number; durationMinutes: number; staffId: number | null }[];
}

/**
 * Who holds what on a date, for the checks of one named manicurist (`isStaffFreeAt`): a one-manicurist
 * visit is its manicurist's booking, as `assignedBookings` makes it; a visit of several parts holds each
 * part's manicurist for that part only, cut where the visit stopped holding time.
 */
export function assignedParts(visits: readonly AssignedVisit[]): AssignedBooking[] {
  return visits
    .filter((visit) => !NON_BLOCKING_STATUSES.includes(visit.status))
    .flatMap((visit) => {
      const held = heldMinutes(visit);
      const start = toMinutes(visit.appointmentTime);
      const parts = visit.segments && visit.segments.length >= 2 ? visit.segments : [{ startOffsetMinutes: 0, durationMinutes: held, staffId: visit.staffId }];
      return parts.map((part) => ({
        appointmentTime: fromMinutes(start + part.startOffsetMinutes),
        totalDuration: Math.min(part.durationMinutes, held - part.startOffsetMinutes),
        status: visit.status,
        staffId: part.staffId,
      }));
    })
    .filter((booking) => booking.totalDuration > 0);
}

/**
 * Whether each part's chosen manicurist (null: nobody chosen) can take her part of the plan starting at
 * `time`: qualified, working, her hours holding the part and her break missing it, and free of every
 * booking of hers and of the parts of this visit given to her before (two parts at once need two people).
 * The front desk's grid and the server's check under the date's lock read the same.
 */
export function partsStaffFree(
  time: string,
  plan: VisitPlan,
  staffIds: ReadonlyArray<number | null>,
  availability: readonly StaffDay[] | undefined,
  bookings: readonly AssignedBooking[],
): boolean {
  const holding = [...bookings];
  const start = toMinutes(time);
  return plan.segments.every((part, index) => {
    const staffId = staffIds[index] ?? null;
    if (staffId === null) return true;
    const partStart = fromMinutes(start + part.startOffset);
    if (!isStaffFreeAt(partStart, staffId, { durationMinutes: part.durationMinutes, qualifiedStaffIds: part.qualifiedStaffIds, availability }, holding)) return false;
    holding.push({ appointmentTime: partStart, totalDuration: part.durationMinutes, status: "confirmed", staffId });
    return true;
  });
}
