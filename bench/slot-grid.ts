/**
 * `npm run bench:slots`: how long the booking page takes to colour the slot grids of all four bookable
 * days for a busy salon (10 staff, 500 appointments spread over the four days), using the same shared
 * rules the server re-checks bookings with. Prints the median of many timed rounds next to the target
 * and exits 1 when the median misses it.
 */
import { slotGrid, type BookedSlot, type SlotContext, type StaffDay } from "@shared/booking-rules";
import type { AppointmentStatus } from "@shared/schema";
import { bookableDates, fromMinutes, salonDateTimeToInstant, SLOT_TIMES, toMinutes } from "@shared/time";

const TARGET_MS = 0.5;
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

function appointmentsOf(dayIndex: number, days: number): BookedSlot[] {
  const perDay = APPOINTMENTS / days;
  return Array.from({ length: perDay }, (_, index) => {
    const overall = dayIndex * perDay + index;
    return {
      appointmentTime: pick(SLOT_TIMES, overall, 7),
      totalDuration: pick(DURATIONS, overall, 5),
      status: pick(STATUSES, overall, 3),
    };
  });
}

function contexts(now: Date): SlotContext[] {
  const dates = bookableDates(now);
  const availability = staffDays();
  return dates.map((date, dayIndex) => ({
    date,
    now,
    durationMinutes: 60,
    qualifiedStaffIds: availability.slice(0, 8).map((day) => day.staffId),
    availability,
    appointments: appointmentsOf(dayIndex, dates.length),
  }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const grids = contexts(NOW);
const booked = grids.reduce((sum, context) => sum + context.appointments.length, 0);
let openSlots = 0;
const timings: number[] = [];
for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
  const started = performance.now();
  for (const context of grids) openSlots += slotGrid(context).filter((slot) => slot.available).length;
  if (round >= WARMUP_ROUNDS) timings.push(performance.now() - started);
}

const medianMs = median(timings);
console.log(`Slot grid: ${grids.length} days × ${SLOT_TIMES.length} slots, ${STAFF} staff, ${booked} appointments, ${ROUNDS} rounds`);
console.log(`  median ${medianMs.toFixed(3)} ms per ${grids.length}-day grid (target ≤ ${TARGET_MS} ms)`);
console.log(`  open slots per round: ${openSlots / (WARMUP_ROUNDS + ROUNDS)}`);
if (medianMs > TARGET_MS) {
  console.error(`  above the target of ${TARGET_MS} ms`);
  process.exitCode = 1;
}
