/**
 * The salon's booking rules (docs/product-rules.md, "Booking window and slot rules"): what a booking
 * costs, how long it takes, and whether a time slot can take it. Pure functions over plain data, used by
 * the booking page to colour the slot grid and by the server to price and re-check every booking inside
 * its transaction, so the two can never disagree.
 */
import { DEFAULT_APPOINTMENT_DURATION, PEDICURE_DURATION_OVERRIDES, REMOVALS, removalsOffered, SERVICE_IDS } from "./catalogue";
import type { AppointmentStatus, ServiceOption } from "./schema";
import { salonDate, salonMinutes, SLOT_TIMES, toMinutes } from "./time";

export const BREAK_MINUTES = 30;
export const DEFAULT_STAFF_START = "09:00";
export const DEFAULT_STAFF_END = "18:00";

/** Statuses that never hold a slot, as the appointment is off; every other status occupies its time. */
export const NON_BLOCKING_STATUSES: readonly AppointmentStatus[] = ["cancelled", "declined"];

// ---------------------------------------------------------------------------------------------------
// Price and duration

export interface PricedService {
  id: string;
  nameEn: string;
  nameEs: string;
  price: number;
  durationMinutes: number;
  hasOptions: boolean;
  comingSoon: boolean;
  active: boolean;
}

/** An option as the salon stores it (the booking page's built-in defaults fit it too), with what pricing reads. */
export type PricedOption = Pick<ServiceOption, "id" | "parentServiceId" | "nameEn" | "nameEs" | "price" | "durationMinutes" | "category" | "active">;

export interface Catalogue {
  services: readonly PricedService[];
  options: readonly PricedOption[];
}

export interface ServiceSelection {
  serviceId: string;
  optionIds?: readonly string[];
}

export interface BookingSelection {
  services: readonly ServiceSelection[];
  needsAcrylicRemoval?: boolean;
  needsGelishRemoval?: boolean;
  /** The pedicure option id (`pedicure-express` …), as the booking page sends it. */
  pedicureType?: string | null;
}

export interface LineItem {
  kind: "service" | "option" | "removal";
  itemId: string;
  parentServiceId: string | null;
  nameEn: string;
  nameEs: string;
  price: number;
  durationMinutes: number;
}

export type PricingErrorCode =
  | "unknown_service"
  | "not_bookable"
  | "duplicate_service"
  | "missing_option"
  | "missing_pedicure_type"
  | "invalid_option"
  | "removal_not_offered";

export type PricingResult =
  | { ok: true; items: LineItem[]; totalPrice: number; totalDuration: number; pedicureType: string | null }
  | { ok: false; error: { code: PricingErrorCode; message: string } };

const PEDICURE_TYPE_REQUIRED = "Please select a pedicure type";
export const ACRYLIC_CATEGORIES = ["length", "technique", "type"] as const;

/** Services that cannot be booked until one option of their dialog is chosen. */
const SINGLE_OPTION_REQUIRED = new Set<string>([SERVICE_IDS.eyelashExtensions, SERVICE_IDS.eyebrows, SERVICE_IDS.waxing]);

// It lives with the catalogue, so the booking page's first screen can use it without these rules.
export { removalsOffered };

/** `pedicure-deep` → `deep`: the short type the live board and duration override use. */
export function pedicureTypeKey(optionId: string | null | undefined): string | null {
  if (!optionId) return null;
  const key = optionId.replace(/^pedicure-/, "");
  return key in PEDICURE_DURATION_OVERRIDES ? key : null;
}

const failure = (code: PricingErrorCode, message: string): PricingResult => ({ ok: false, error: { code, message } });

function serviceItem(service: PricedService): LineItem {
  return {
    kind: "service",
    itemId: service.id,
    parentServiceId: null,
    nameEn: service.nameEn,
    nameEs: service.nameEs,
    price: service.price,
    durationMinutes: service.durationMinutes,
  };
}

function optionItem(option: PricedOption): LineItem {
  return {
    kind: "option",
    itemId: option.id,
    parentServiceId: option.parentServiceId,
    nameEn: option.nameEn,
    nameEs: option.nameEs,
    price: option.price,
    durationMinutes: option.durationMinutes,
  };
}

/**
 * Prices a booking from the catalogue. A service booked with options costs what its options cost (the
 * option is the variant: Jelly Spa, Volume lashes, an acrylic length + technique + type); a service
 * without options costs its own price. Removals are added on top. Whatever totals the client computed
 * are never consulted.
 */
export function priceBooking(selection: BookingSelection, catalogue: Catalogue): PricingResult {
  const items: LineItem[] = [];
  const seen = new Set<string>();
  let pedicureType: string | null = null;

  for (const chosen of selection.services) {
    const service = catalogue.services.find((candidate) => candidate.id === chosen.serviceId);
    if (!service || !service.active) return failure("unknown_service", `Unknown service: ${chosen.serviceId}`);
    if (service.comingSoon) return failure("not_bookable", `${service.nameEn} is coming soon and cannot be booked yet`);
    if (seen.has(service.id)) return failure("duplicate_service", `${service.nameEn} was chosen twice`);
    seen.add(service.id);

    const available = catalogue.options.filter((option) => option.parentServiceId === service.id && option.active);
    const optionIds = [...(chosen.optionIds ?? [])];
    if (service.id === SERVICE_IDS.pedicure && selection.pedicureType && !optionIds.includes(selection.pedicureType)) {
      optionIds.push(selection.pedicureType);
    }
    const picked: PricedOption[] = [];
    for (const optionId of optionIds) {
      const option = available.find((candidate) => candidate.id === optionId);
      if (!option) return failure("invalid_option", `Option ${optionId} is not offered for ${service.nameEn}`);
      if (!picked.includes(option)) picked.push(option);
    }

    if (service.id === SERVICE_IDS.pedicure) {
      if (picked.length !== 1) return failure("missing_pedicure_type", PEDICURE_TYPE_REQUIRED);
      pedicureType = picked[0].id;
      const override = PEDICURE_DURATION_OVERRIDES[pedicureTypeKey(pedicureType) ?? ""];
      items.push({ ...optionItem(picked[0]), durationMinutes: override ?? picked[0].durationMinutes });
      continue;
    }
    if (service.id === SERVICE_IDS.acrylic) {
      for (const category of ACRYLIC_CATEGORIES) {
        if (picked.filter((option) => option.category === category).length !== 1) {
          return failure("missing_option", `Please choose one ${category} for ${service.nameEn}`);
        }
      }
      items.push(...picked.map(optionItem));
      continue;
    }
    if (SINGLE_OPTION_REQUIRED.has(service.id) || (service.hasOptions && picked.length > 0)) {
      if (picked.length !== 1) return failure("missing_option", `Please choose one option for ${service.nameEn}`);
      items.push(optionItem(picked[0]));
      continue;
    }
    if (picked.length > 0) return failure("invalid_option", `${service.nameEn} has no options`);
    items.push(serviceItem(service));
  }

  const wantsRemoval = selection.needsAcrylicRemoval || selection.needsGelishRemoval;
  if (wantsRemoval && !removalsOffered([...seen])) {
    return failure("removal_not_offered", "Nail removal is only offered with acrylic nails, pedicure or polish services");
  }
  if (selection.needsAcrylicRemoval) items.push(removalItem(REMOVALS.acrylic));
  if (selection.needsGelishRemoval) items.push(removalItem(REMOVALS.gelish));

  const totalPrice = items.reduce((sum, item) => sum + item.price, 0);
  const summedDuration = items.reduce((sum, item) => sum + item.durationMinutes, 0);
  return {
    ok: true,
    items,
    totalPrice,
    totalDuration: summedDuration > 0 ? summedDuration : DEFAULT_APPOINTMENT_DURATION,
    pedicureType,
  };
}

function removalItem(removal: (typeof REMOVALS)[keyof typeof REMOVALS]): LineItem {
  const { id, nameEn, nameEs, price, durationMinutes } = removal;
  return { kind: "removal", itemId: id, parentServiceId: null, nameEn, nameEs, price, durationMinutes };
}

// ---------------------------------------------------------------------------------------------------
// Slots

export interface StaffDay {
  staffId: number;
  isPunchedIn: boolean;
  startTime: string | null;
  endTime: string | null;
  breakStartTime: string | null;
}

export interface BookedSlot {
  appointmentTime: string;
  totalDuration: number | null;
  status: AppointmentStatus;
}

export interface SlotContext {
  date: string;
  now: Date;
  durationMinutes: number;
  /** Staff qualified for every chosen service (see `intersectStaff`). */
  qualifiedStaffIds: readonly number[];
  /** `undefined` while the day's staff availability has not loaded (rule 2). */
  availability: readonly StaffDay[] | undefined;
  appointments: readonly BookedSlot[];
}

/** Half-open intervals [start, end) in minutes overlap when each starts before the other ends. */
export function intervalsOverlap(startA: number, endA: number, startB: number, endB: number): boolean {
  return startA < endB && startB < endA;
}

/** Staff qualified for all chosen services: the intersection of one list per service (rule 3). */
export function intersectStaff(listsPerService: readonly (readonly number[])[]): number[] {
  if (listsPerService.length === 0) return [];
  const [first, ...rest] = listsPerService;
  return [...new Set(first)].filter((id) => rest.every((list) => list.includes(id)));
}

/** A staff member's day with its "HH:MM" times read into minutes since midnight. */
interface StaffHours {
  start: number;
  end: number;
  breakStart: number | null;
}

function staffHours(day: StaffDay): StaffHours {
  return {
    start: toMinutes(day.startTime ?? DEFAULT_STAFF_START),
    end: toMinutes(day.endTime ?? DEFAULT_STAFF_END),
    breakStart: day.breakStartTime ? toMinutes(day.breakStartTime) : null,
  };
}

/** Rules 5 and 6 on hours already in minutes: [start, end) lies inside the shift and misses the break. */
function fitsHours(hours: StaffHours, start: number, end: number): boolean {
  if (start < hours.start || end > hours.end) return false;
  return hours.breakStart === null || !intervalsOverlap(start, end, hours.breakStart, hours.breakStart + BREAK_MINUTES);
}

/** Rules 5 and 6: the whole appointment fits the member's hours and misses their break. */
export function fitsStaffHours(day: StaffDay, startMinutes: number, durationMinutes: number): boolean {
  return fitsHours(staffHours(day), startMinutes, startMinutes + durationMinutes);
}

/** Rules 3 and 4: the days of staff qualified for every chosen service who are punched in. */
function workingQualified(context: Pick<SlotContext, "availability" | "qualifiedStaffIds">): StaffDay[] {
  return (context.availability ?? []).filter((day) => day.isPunchedIn && context.qualifiedStaffIds.includes(day.staffId));
}

/** Staff who could take an appointment at `time` (rules 3–6), ignoring other bookings. */
export function availableStaffForSlot(time: string, context: Omit<SlotContext, "appointments" | "date" | "now">): number[] {
  const start = toMinutes(time);
  return workingQualified(context)
    .filter((day) => fitsStaffHours(day, start, context.durationMinutes))
    .map((day) => day.staffId);
}

function blockedMinutes(appointment: BookedSlot): number {
  return appointment.totalDuration && appointment.totalDuration > 0 ? appointment.totalDuration : DEFAULT_APPOINTMENT_DURATION;
}

/** A booking that still holds its time, as [start, end) in minutes. */
interface HeldTime {
  start: number;
  end: number;
}

function heldTimes(appointments: readonly BookedSlot[]): HeldTime[] {
  return appointments
    .filter((appointment) => !NON_BLOCKING_STATUSES.includes(appointment.status))
    .map((appointment) => {
      const start = toMinutes(appointment.appointmentTime);
      return { start, end: start + blockedMinutes(appointment) };
    });
}

function countOverlapping(held: readonly HeldTime[], start: number, end: number): number {
  let count = 0;
  for (const time of held) if (intervalsOverlap(start, end, time.start, time.end)) count += 1;
  return count;
}

/** Appointments that still hold time and overlap [start, start + duration). */
export function overlappingAppointments(time: string, durationMinutes: number, appointments: readonly BookedSlot[]): number {
  const start = toMinutes(time);
  return countOverlapping(heldTimes(appointments), start, start + durationMinutes);
}

/**
 * What every slot of one day's grid shares, read once per grid: the salon's date and clock at
 * `context.now` (each a time-zone conversion) and every "HH:MM" of the working staff's hours and of
 * the day's bookings, so that checking a slot is arithmetic only.
 */
interface PreparedDay {
  today: string;
  nowMinutes: number;
  staff: StaffHours[];
  held: HeldTime[];
}

function prepareDay(context: SlotContext): PreparedDay {
  return {
    today: salonDate(context.now),
    nowMinutes: salonMinutes(context.now),
    staff: workingQualified(context).map(staffHours),
    held: heldTimes(context.appointments),
  };
}

function slotOpen(time: string, context: SlotContext, day: PreparedDay): boolean {
  if (context.date < day.today) return false;
  const start = toMinutes(time);
  if (context.date === day.today && start <= day.nowMinutes) return false;
  const end = start + context.durationMinutes;
  let staffFree = 0;
  for (const hours of day.staff) if (fitsHours(hours, start, end)) staffFree += 1;
  return staffFree > 0 && staffFree > countOverlapping(day.held, start, end);
}

/** All seven slot rules (numbered in docs/product-rules.md, "Booking window and slot rules") for one slot. */
export function isSlotAvailable(time: string, context: SlotContext): boolean {
  return slotOpen(time, context, prepareDay(context));
}

/** The slot grid: every slot time with whether it can take the booking. */
export function slotGrid(context: SlotContext): Array<{ time: string; available: boolean }> {
  const day = prepareDay(context);
  return SLOT_TIMES.map((time) => ({ time, available: slotOpen(time, context, day) }));
}

/** The refusal when the manicurist chosen at the front desk or for a move cannot take that time. */
export const STAFF_NOT_FREE_MESSAGE = "This manicurist is not available: not qualified, not working, or busy at this time.";

/** One booking of the day with whom it is assigned to, for the rules about a chosen manicurist. */
export interface AssignedBooking extends BookedSlot {
  staffId: number | null;
}

/** What decides how long an appointment holds its slot. */
export interface HoldingAppointment {
  appointmentTime: string;
  totalDuration: number | null;
  status: AppointmentStatus;
  actualEndTime: string | null;
}

/**
 * How long an appointment holds its slot. A completed one whose real end was recorded ("Complete Now")
 * stops holding the rest of its booked time.
 */
export function heldMinutes(row: HoldingAppointment): number {
  const booked = row.totalDuration && row.totalDuration > 0 ? row.totalDuration : DEFAULT_APPOINTMENT_DURATION;
  if (row.status !== "completed" || !row.actualEndTime) return booked;
  return Math.max(0, Math.min(booked, toMinutes(row.actualEndTime) - toMinutes(row.appointmentTime)));
}

/**
 * A day's appointments as they hold time, with whom: the same holds the booking page reads (the statuses
 * that hold, a job completed early shortened), so a chosen manicurist's grid agrees with the server's check.
 * A job finished before it began holds nothing: left in, a zero duration would read as the default.
 */
export function assignedBookings(rows: readonly (HoldingAppointment & { staffId: number | null })[]): AssignedBooking[] {
  return rows
    .filter((row) => !NON_BLOCKING_STATUSES.includes(row.status))
    .map((row) => ({ appointmentTime: row.appointmentTime, totalDuration: heldMinutes(row), status: row.status, staffId: row.staffId }))
    .filter((booking) => booking.totalDuration > 0);
}

/**
 * Whether one chosen manicurist can take the booking at `time`: qualified, working, the appointment fits
 * their hours and misses their break, and none of their own bookings that still hold time overlaps it.
 * The front desk and a move check this on top of `isSlotAvailable`, which keeps the day's count right.
 */
export function isStaffFreeAt(time: string, staffId: number, context: Omit<SlotContext, "appointments" | "date" | "now">, bookings: readonly AssignedBooking[]): boolean {
  if (!availableStaffForSlot(time, context).includes(staffId)) return false;
  return overlappingAppointments(time, context.durationMinutes, bookings.filter((booking) => booking.staffId === staffId)) === 0;
}

/** The slot grid for a chosen manicurist: a time is open when the day can take it and so can they. */
export function staffSlotGrid(context: SlotContext, staffId: number, bookings: readonly AssignedBooking[]): Array<{ time: string; available: boolean }> {
  return slotGrid(context).map((slot) => ({ ...slot, available: slot.available && isStaffFreeAt(slot.time, staffId, context, bookings) }));
}

/** Whether anyone qualified is working that day at all (the "no manicurists" note). */
export function anyQualifiedStaffWorking(context: Pick<SlotContext, "availability" | "qualifiedStaffIds">): boolean {
  return workingQualified(context).length > 0;
}
