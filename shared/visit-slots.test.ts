import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assignedBookings, type BookedSlot, slotGrid, type StaffDay } from "./booking-rules";
import type { AppointmentStatus } from "./schema";
import { salonDate, salonDateTimeToInstant, salonMinutes, toMinutes } from "./time";
import type { PlannedSegment, VisitPlan } from "./visit-plan";
import { assignedParts, heldParts, isVisitSlotAvailable, partsStaffFree, visitSlotGrid, type VisitSlotContext } from "./visit-slots";

const DATE = "2026-11-24";
const STAFF_IDS = [1, 2, 3];
const STATUSES: AppointmentStatus[] = ["pending_staff_confirmation", "confirmed", "completed", "cancelled", "declined", "awaiting_payment"];

/**
 * The rule written out the slow way, minute by minute, to check the search against: a start time can take
 * the visit when, for every way of giving each booking that overlaps a part to some manicurist, the parts
 * can be given to manicurists who are qualified, punched in, inside their hours and off their break for
 * every minute of their part, not taken by a booking overlapping that part, and different for parts that
 * share a minute.
 */
function bookable(time: string, context: VisitSlotContext): boolean {
  const today = salonDate(context.now);
  const start = toMinutes(time);
  if (context.date < today || (context.date === today && start <= salonMinutes(context.now))) return false;
  if (!context.availability) return false;
  const days = context.availability;
  const parts = context.plan.segments.map((segment) => ({ segment, from: start + segment.startOffset, to: start + segment.startOffset + segment.durationMinutes }));
  const minutes = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);
  const share = (a: { from: number; to: number }, b: { from: number; to: number }) => minutes(a.from, a.to).some((minute) => minute >= b.from && minute < b.to);
  const held = context.appointments
    .filter((slot) => slot.status !== "cancelled" && slot.status !== "declined")
    .map((slot) => ({ from: toMinutes(slot.appointmentTime), to: toMinutes(slot.appointmentTime) + (slot.totalDuration && slot.totalDuration > 0 ? slot.totalDuration : 60) }))
    .filter((slot) => parts.some((part) => share(slot, part)));
  const able = parts.map((part) =>
    STAFF_IDS.map((staffId) => {
      const day = days.find((candidate) => candidate.staffId === staffId);
      if (!day || !day.isPunchedIn || !part.segment.qualifiedStaffIds.includes(staffId)) return false;
      const open = toMinutes(day.startTime ?? "09:00");
      const close = toMinutes(day.endTime ?? "18:00");
      const rest = day.breakStartTime ? toMinutes(day.breakStartTime) : null;
      return minutes(part.from, part.to).every((minute) => minute >= open && minute < close && (rest === null || minute < rest || minute >= rest + 30));
    }),
  );
  const blocks = held.map((slot) => parts.map((part) => share(slot, part)));
  const together = parts.map((part) => parts.map((other) => share(part, other)));
  const everyChoice = (count: number): number[][] =>
    count === 0 ? [[]] : everyChoice(count - 1).flatMap((choice) => STAFF_IDS.map((_, staff) => [...choice, staff]));
  const partChoices = everyChoice(parts.length);
  return everyChoice(held.length).every((taken) => {
    const free = parts.map((_, index) => STAFF_IDS.map((_, person) => able[index][person] && taken.every((holder, slot) => holder !== person || !blocks[slot][index])));
    return partChoices.some((people) =>
      people.every((person, index) => free[index][person] && people.every((other, at) => at === index || other !== person || !together[at][index])),
    );
  });
}

const staffDay = fc.record({
  isPunchedIn: fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  startTime: fc.constantFrom("09:00", "09:30", "10:00", "11:00", null),
  endTime: fc.constantFrom("14:00", "17:00", "18:00", "20:00", "21:00", null),
  breakStartTime: fc.constantFrom(null, "12:00", "12:30", "13:00", "15:00"),
});

const qualified = fc.subarray(STAFF_IDS);
const duration = fc.oneof(fc.integer({ min: 1, max: 10 }).map((quarters) => quarters * 15), fc.integer({ min: 1, max: 30 }).map((fives) => fives * 5));

/** One to three steps one after another, each one part or two parts starting together; at most three parts. */
const plan: fc.Arbitrary<VisitPlan> = fc
  .array(fc.array(fc.record({ durationMinutes: duration, qualifiedStaffIds: qualified }), { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 3 })
  .filter((steps) => steps.flat().length <= 3)
  .map((steps) => {
    const segments: PlannedSegment[] = [];
    let offset = 0;
    for (const step of steps) {
      for (const part of step) segments.push({ ...part, position: segments.length + 1, serviceIds: [`s${segments.length + 1}`], startOffset: offset });
      offset += Math.max(...step.map((part) => part.durationMinutes));
    }
    return { segments, together: steps.some((step) => step.length === 2), durationMinutes: offset };
  });

const booked: fc.Arbitrary<BookedSlot> = fc.record({
  appointmentTime: fc.integer({ min: 36, max: 82 }).map((quarter) => `${String(Math.floor(quarter / 4)).padStart(2, "0")}:${String((quarter % 4) * 15).padStart(2, "0")}`),
  totalDuration: fc.oneof(duration, fc.constant(null), fc.constant(0)),
  status: fc.constantFrom(...STATUSES),
});

const now = fc.oneof(
  fc.constant(salonDateTimeToInstant("2026-11-23", "08:00")),
  fc.constant(salonDateTimeToInstant("2026-11-25", "08:00")),
  fc.integer({ min: 0, max: 24 * 60 - 1 }).map((minute) => new Date(salonDateTimeToInstant(DATE, "00:00").getTime() + minute * 60_000)),
);

const onePart: fc.Arbitrary<VisitPlan> = fc
  .record({ durationMinutes: duration, qualifiedStaffIds: qualified })
  .map((part) => ({ segments: [{ ...part, position: 1, serviceIds: ["s1"], startOffset: 0 }], together: false, durationMinutes: part.durationMinutes }));

const context = (staffCount: number, plans = plan): fc.Arbitrary<VisitSlotContext> =>
  fc.record({
    date: fc.constant(DATE),
    now,
    plan: plans,
    availability: fc.option(fc.array(staffDay, { minLength: staffCount, maxLength: staffCount }).map((days): StaffDay[] => days.map((day, index) => ({ ...day, staffId: STAFF_IDS[index] }))), { freq: 12 }).map((days) => days ?? undefined),
    appointments: fc.array(booked, { maxLength: 4 }),
  });

describe("the visit slot search", () => {
  it("offers exactly the start times the minute-by-minute rule can take (random staff, hours, breaks, bookings and plans)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }).chain(context), (visit) => {
        for (const { time, available } of visitSlotGrid(visit)) expect(available, time).toBe(bookable(time, visit));
      }),
      { numRuns: 200 },
    );
    // About a second alone; the limit only catches a hang on a machine shared by many test runs.
  }, 30_000);

  it("colours a one-part visit's grid exactly as the one-manicurist slot rules do", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }).chain((staffCount) => context(staffCount, onePart)), (visit) => {
        const [segment] = visit.plan.segments;
        const today = slotGrid({ ...visit, durationMinutes: segment.durationMinutes, qualifiedStaffIds: segment.qualifiedStaffIds });
        expect(visitSlotGrid(visit)).toEqual(today);
      }),
      { numRuns: 300 },
    );
  });

  const hands = { position: 1, serviceIds: ["1"], startOffset: 0, durationMinutes: 120, qualifiedStaffIds: [1, 2] };
  const feet = { position: 2, serviceIds: ["2"], startOffset: 0, durationMinutes: 75, qualifiedStaffIds: [2, 3] };
  const day = (staffId: number): StaffDay => ({ staffId, isPunchedIn: true, startTime: "09:00", endTime: "18:00", breakStartTime: null });
  const base = { date: "2026-11-25", now: salonDateTimeToInstant("2026-11-24", "08:00"), availability: [day(1), day(2), day(3)] };

  it("gives hands and feet at the same time to two people, and refuses when one booking leaves only one free", () => {
    const together: VisitSlotContext = { ...base, plan: { segments: [hands, feet], together: true, durationMinutes: 120 }, appointments: [] };
    expect(isVisitSlotAvailable("10:00", together)).toBe(true);
    // Only manicurist 2 does both: with 1 and 3 away, one person cannot do hands and feet at once.
    const onlyTwo = { ...together, availability: [day(2)] };
    expect(isVisitSlotAvailable("10:00", onlyTwo)).toBe(false);
    // Three people, two bookings overlapping the whole visit: whichever two they take, one is left.
    const busy: BookedSlot = { appointmentTime: "10:00", totalDuration: 120, status: "confirmed" };
    expect(isVisitSlotAvailable("10:00", { ...together, appointments: [busy] })).toBe(true);
    expect(isVisitSlotAvailable("10:00", { ...together, appointments: [busy, busy] })).toBe(false);
  });

  it("lets a booking that ends before the short part's end still take the long part's person", () => {
    // 11:30–12:30 overlaps the hands (10:00–12:00) but not the feet (10:00–11:15).
    const late: BookedSlot = { appointmentTime: "11:30", totalDuration: 60, status: "confirmed" };
    const together: VisitSlotContext = { ...base, plan: { segments: [hands, feet], together: true, durationMinutes: 120 }, appointments: [late] };
    expect(isVisitSlotAvailable("10:00", together)).toBe(true);
    // With only 1 and 2 working, the late booking may take 1 or 2, leaving one person for two parts.
    expect(isVisitSlotAvailable("10:00", { ...together, availability: [day(1), day(2)] })).toBe(false);
  });

  it("counts a booking overlapping only the long part against nobody the short part needs, when both parts want the same people", () => {
    // 1 and 2 both do hands and feet; a booking 11:30–12:30 overlaps only the hands. If it takes either of
    // them, that one does the feet (10:00–11:15) and the other the hands: the time is offered.
    const late: BookedSlot = { appointmentTime: "11:30", totalDuration: 60, status: "confirmed" };
    const segments = [
      { ...hands, qualifiedStaffIds: [1, 2] },
      { ...feet, qualifiedStaffIds: [1, 2] },
    ];
    const visit: VisitSlotContext = { ...base, availability: [day(1), day(2)], plan: { segments, together: true, durationMinutes: 120 }, appointments: [late] };
    expect(isVisitSlotAvailable("10:00", visit)).toBe(true);
    expect(bookable("10:00", visit)).toBe(true);
    // A second such booking takes both: nobody is left for the hands.
    expect(isVisitSlotAvailable("10:00", { ...visit, appointments: [late, late] })).toBe(false);
  });
});

describe("what a date's appointments hold", () => {
  it("holds a one-manicurist visit whole and a visit of several parts part by part, cut where it stopped holding time", () => {
    expect(heldParts([{ appointmentTime: "10:00", totalDuration: 90, status: "confirmed" }])).toEqual([{ appointmentTime: "10:00", totalDuration: 90, status: "confirmed" }]);
    const parts = [
      { startOffsetMinutes: 0, durationMinutes: 120 },
      { startOffsetMinutes: 0, durationMinutes: 75 },
      { startOffsetMinutes: 120, durationMinutes: 60 },
    ];
    expect(heldParts([{ appointmentTime: "10:00", totalDuration: 180, status: "pending_staff_confirmation", segments: parts }])).toEqual([
      { appointmentTime: "10:00", totalDuration: 120, status: "pending_staff_confirmation" },
      { appointmentTime: "10:00", totalDuration: 75, status: "pending_staff_confirmation" },
      { appointmentTime: "12:00", totalDuration: 60, status: "pending_staff_confirmation" },
    ]);
    // Completed at 11:00: the hands part held an hour, the feet part an hour, the last part nothing.
    expect(heldParts([{ appointmentTime: "10:00", totalDuration: 60, status: "completed", segments: parts }])).toEqual([
      { appointmentTime: "10:00", totalDuration: 60, status: "completed" },
      { appointmentTime: "10:00", totalDuration: 60, status: "completed" },
    ]);
  });
});


describe("who holds what on a date", () => {
  const parts = [
    { startOffsetMinutes: 0, durationMinutes: 120, staffId: 1 },
    { startOffsetMinutes: 0, durationMinutes: 75, staffId: 2 },
    { startOffsetMinutes: 120, durationMinutes: 60, staffId: null },
  ];

  it("makes a one-manicurist visit its manicurist's booking, as assignedBookings does", () => {
    const rows = [
      { appointmentTime: "10:00", totalDuration: 90, status: "confirmed" as const, actualEndTime: null, staffId: 3 },
      { appointmentTime: "11:00", totalDuration: 60, status: "completed" as const, actualEndTime: "11:30", staffId: null },
      { appointmentTime: "12:00", totalDuration: 60, status: "cancelled" as const, actualEndTime: null, staffId: 3 },
    ];
    expect(assignedParts(rows)).toEqual(assignedBookings(rows));
  });

  it("holds each part's manicurist for her part only, cut where the visit stopped holding time", () => {
    const visit = { appointmentTime: "10:00", totalDuration: 180, status: "confirmed" as const, actualEndTime: null, staffId: 1, segments: parts };
    expect(assignedParts([visit])).toEqual([
      { appointmentTime: "10:00", totalDuration: 120, status: "confirmed", staffId: 1 },
      { appointmentTime: "10:00", totalDuration: 75, status: "confirmed", staffId: 2 },
      { appointmentTime: "12:00", totalDuration: 60, status: "confirmed", staffId: null },
    ]);
    expect(assignedParts([{ ...visit, status: "completed", actualEndTime: "11:00" }])).toEqual([
      { appointmentTime: "10:00", totalDuration: 60, status: "completed", staffId: 1 },
      { appointmentTime: "10:00", totalDuration: 60, status: "completed", staffId: 2 },
    ]);
  });
});

describe("the chosen manicurist of each part", () => {
  const working = (staffId: number): StaffDay => ({ staffId, isPunchedIn: true, startTime: "09:00", endTime: "18:00", breakStartTime: null });
  const availability = [working(1), working(2)];
  const part = (position: number, startOffset: number, durationMinutes: number): PlannedSegment => ({
    position,
    serviceIds: [String(position)],
    startOffset,
    durationMinutes,
    qualifiedStaffIds: [1, 2],
  });
  const after = { segments: [part(1, 0, 60), part(2, 60, 30)], together: false, durationMinutes: 90 };
  const together = { segments: [part(1, 0, 60), part(2, 0, 30)], together: true, durationMinutes: 60 };

  it("lets one person do parts one after another, never two parts at once", () => {
    expect(partsStaffFree("10:00", after, [1, 1], availability, [])).toBe(true);
    expect(partsStaffFree("10:00", together, [1, 1], availability, [])).toBe(false);
    expect(partsStaffFree("10:00", together, [1, 2], availability, [])).toBe(true);
    expect(partsStaffFree("10:00", together, [null, null], availability, [])).toBe(true);
  });

  it("checks each one for her own part's minutes only, and her hours for the part", () => {
    const busy = [{ appointmentTime: "11:00", totalDuration: 60, status: "confirmed" as const, staffId: 1 }];
    // Part 1 ends at 11:00, when her other booking begins; part 2 (11:00–11:30) runs into it.
    expect(partsStaffFree("10:00", after, [1, 2], availability, busy)).toBe(true);
    expect(partsStaffFree("10:00", after, [2, 1], availability, busy)).toBe(false);
    expect(partsStaffFree("17:00", after, [1, 2], availability, [])).toBe(false);
    expect(partsStaffFree("17:00", after, [1, null], availability, [])).toBe(true);
  });
});
