/**
 * `npm run bench:slots`: how long the booking page takes to colour the slot grids of all four bookable
 * days for a busy salon (10 staff, 500 appointments spread over the four days), using the same shared
 * rules the server re-checks bookings with: a one-manicurist visit (shared/booking-rules.ts) and visits
 * of two parts, one after another and at the same time (shared/visit-slots.ts). Prints the median of many
 * timed rounds next to each target and exits 1 when a median misses it.
 */
import { slotGrid, type BookedSlot, type SlotContext, type StaffDay } from "@shared/booking-rules";
import type { AppointmentStatus } from "@shared/schema";
import { bookableDates, fromMinutes, salonDateTimeToInstant, SLOT_TIMES, toMinutes } from "@shared/time";
import type { VisitPlan } from "@shared/visit-plan";
import { visitSlotGrid } from "@shared/visit-slots";

const TARGET_MS = 0.5;
const TWO_PART_TARGET_MS = 2;
const STAFF = 10;
const APPOINTMENTS = 500;
const WARMUP_ROUNDS = 200;
const ROUNDS = 2_000;
const DURATIONS = [30, 45, 60, 75, 90, 120];
const STATUSES: AppointmentStatus[] = ["pending_staff_confirmation", "confirmed", "completed", "cancelled", "declined"];
/** A Monday before opening: four bookable days (no Sunday among them), none of whose slots has passed. */
const NOW = salonDateTimeToInstant("2026-11-23", "08:00");

/** A deterministic spread, so every run measures the same grids. */
function pick<T>(list: readonly T[], index: number, stride: number): T {
  return list[(index * stride) % list.length];
}

function staffDays(): StaffDay[] {
  return Array.from({ length: STAFF }, (_, index) => ({
    staffId: index + 1,
    isPunchedIn: index !== STAFF - 1,
    startTime: index % 3 === 0 ? "10:00" : "09:00",
    endTime: index % 2 === 0 ? "18:00" : "20:00",
    breakStartTime: fromMinutes(toMinutes("12:00") + (index % 4) * 30),
  }));
}

function appointmentsOf(dayIndex: number, days: number, total: number): BookedSlot[] {
  const perDay = total / days;
  return Array.from({ length: perDay }, (_, index) => {
    const overall = dayIndex * perDay + index;
    return {
      appointmentTime: pick(SLOT_TIMES, overall, 7),
      totalDuration: pick(DURATIONS, overall, 5),
      status: pick(STATUSES, overall, 3),
    };
  });
}

function contexts(now: Date, total = APPOINTMENTS): SlotContext[] {
  const dates = bookableDates(now);
  const availability = staffDays();
  return dates.map((date, dayIndex) => ({
    date,
    now,
    durationMinutes: 60,
    qualifiedStaffIds: availability.slice(0, 8).map((day) => day.staffId),
    availability,
    appointments: appointmentsOf(dayIndex, dates.length, total),
  }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Times `grid` over every day `ROUNDS` times after a warm-up; answers the median and the open slots per round. */
function measure(days: number, grid: (day: number) => Array<{ available: boolean }>): { medianMs: number; open: number } {
  let openSlots = 0;
  const timings: number[] = [];
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
    const started = performance.now();
    for (let day = 0; day < days; day += 1) openSlots += grid(day).filter((slot) => slot.available).length;
    if (round >= WARMUP_ROUNDS) timings.push(performance.now() - started);
  }
  return { medianMs: median(timings), open: openSlots / (WARMUP_ROUNDS + ROUNDS) };
}

/** Pedicure (75 min, staff 1–5) then lash lifting (120 min, staff 6–9): nobody does both. */
const ONE_AFTER_ANOTHER: VisitPlan = {
  together: false,
  durationMinutes: 195,
  segments: [
    { position: 1, serviceIds: ["2"], startOffset: 0, durationMinutes: 75, qualifiedStaffIds: [1, 2, 3, 4, 5] },
    { position: 2, serviceIds: ["lash-lifting"], startOffset: 75, durationMinutes: 120, qualifiedStaffIds: [6, 7, 8, 9] },
  ],
};
/** Acrylic nails (120 min, staff 1–6) and a pedicure (75 min, staff 4–9) at the same time. */
const AT_THE_SAME_TIME: VisitPlan = {
  together: true,
  durationMinutes: 120,
  segments: [
    { position: 1, serviceIds: ["1"], startOffset: 0, durationMinutes: 120, qualifiedStaffIds: [1, 2, 3, 4, 5, 6] },
    { position: 2, serviceIds: ["2"], startOffset: 0, durationMinutes: 75, qualifiedStaffIds: [4, 5, 6, 7, 8, 9] },
  ],
};

const grids = contexts(NOW);
/** A quieter week (a fifth of the bookings), where most two-part visits find a time: the search runs to the end. */
const quiet = contexts(NOW, APPOINTMENTS / 5);
const booked = grids.reduce((sum, context) => sum + context.appointments.length, 0);
console.log(`Slot grid: ${grids.length} days × ${SLOT_TIMES.length} slots, ${STAFF} staff, ${booked} appointments, ${ROUNDS} rounds`);
const runs = [
  { name: "one manicurist", target: TARGET_MS, grid: (day: number) => slotGrid(grids[day]) },
  { name: "two parts, one after another", target: TWO_PART_TARGET_MS, grid: (day: number) => visitSlotGrid({ ...grids[day], plan: ONE_AFTER_ANOTHER }) },
  { name: "two parts, at the same time", target: TWO_PART_TARGET_MS, grid: (day: number) => visitSlotGrid({ ...grids[day], plan: AT_THE_SAME_TIME }) },
  { name: "two parts, one after another, 100 appointments", target: TWO_PART_TARGET_MS, grid: (day: number) => visitSlotGrid({ ...quiet[day], plan: ONE_AFTER_ANOTHER }) },
  { name: "two parts, at the same time, 100 appointments", target: TWO_PART_TARGET_MS, grid: (day: number) => visitSlotGrid({ ...quiet[day], plan: AT_THE_SAME_TIME }) },
];
for (const run of runs) {
  const { medianMs, open } = measure(grids.length, run.grid);
  console.log(`  ${run.name}: median ${medianMs.toFixed(3)} ms per ${grids.length}-day grid (target ≤ ${run.target} ms), open slots per round: ${open}`);
  if (medianMs > run.target) {
    console.error(`  ${run.name}: above the target of ${run.target} ms`);
    process.exitCode = 1;
  }
}
