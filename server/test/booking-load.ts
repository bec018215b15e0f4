/**
 * Booking load and the invariants checked after it, shared by the scale-out and crash tests
 * (server/resilience) and the capacity bench (bench/capacity.ts). The load goes over real HTTP to real
 * server processes (scripts/app-process.ts).
 */
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { BookingRequest } from "@shared/api";
import { BREAK_MINUTES, DEFAULT_STAFF_END, DEFAULT_STAFF_START, NON_BLOCKING_STATUSES } from "@shared/booking-rules";
import * as schema from "@shared/schema";
import { fromMinutes, toMinutes } from "@shared/time";
import { staffDaysOn } from "../availability/staff-days";

/**
 * Selections of different lengths (15 to 140 minutes) and different qualified staff (lash lifting has
 * one specialist, waxing three), so the day fills unevenly and the slot check's overlap counting is
 * exercised, not only equal-length slots.
 */
const SERVICE_MIX: Array<Pick<BookingRequest, "services" | "pedicureType" | "needsGelishRemoval">> = [
  { services: [{ serviceId: "cejas", optionIds: ["brow-design"] }] },
  { services: [{ serviceId: "6", optionIds: ["wax-mustache"] }] },
  { services: [{ serviceId: "lash-lifting" }] },
  { services: [{ serviceId: "2" }], pedicureType: "pedicure-express" },
  { services: [{ serviceId: "gelish" }], needsGelishRemoval: true },
  { services: [{ serviceId: "esmalte", optionIds: ["polish-hands-feet"] }] },
  { services: [{ serviceId: "gelish" }, { serviceId: "brillo" }] },
  { services: [{ serviceId: "1", optionIds: ["acrylic-length-minis", "acrylic-technique-acrylic", "acrylic-type-fill"] }] },
];

/** Booking attempt `index`: a service selection from the mix and an address no other attempt uses. */
export function bookingAttempt(index: number, date: string, time: string, tag: string): BookingRequest {
  return {
    ...SERVICE_MIX[index % SERVICE_MIX.length],
    appointmentDate: date,
    appointmentTime: time,
    customerName: `Cliente ${tag} ${index}`,
    customerEmail: `${tag}-${index}@example.com`,
    customerPhone: "+1 619 555 0100",
  };
}

export interface BookingOutcome {
  /** HTTP status, or undefined when no answer came (connection refused or cut). */
  status?: number;
  body?: { id?: number; message?: string };
  request: BookingRequest;
}

export async function postBooking(baseUrl: string, request: BookingRequest): Promise<BookingOutcome> {
  try {
    const res = await fetch(`${baseUrl}/api/appointments/public`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(request),
    });
    return { status: res.status, body: (await res.json()) as BookingOutcome["body"], request };
  } catch {
    return { request };
  }
}

/** Runs `task(0..count-1)` with at most `concurrency` in flight. */
export async function runPool(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

interface AppointmentRow {
  id: number;
  appointment_time: string;
  total_duration: number;
}

/**
 * Every minute of `date` at which more live appointments run than staff are at work (punched in,
 * inside their hours, off their break), as "HH:MM held/working". Stricter than any one booking's check
 * can be wrong in: whatever the services, two appointments at once need two people.
 */
export async function overbookedMinutes(pool: pg.Pool, date: string): Promise<string[]> {
  const atWork = ((await staffDaysOn(drizzle(pool, { schema }), [date])).get(date) ?? []).filter((day) => day.isPunchedIn);
  const live = await pool.query<AppointmentRow>(
    `SELECT id, appointment_time, total_duration FROM appointments
      WHERE appointment_date = $1 AND status <> ALL($2::text[])`,
    [date, [...NON_BLOCKING_STATUSES]],
  );
  const found: string[] = [];
  for (let minute = 0; minute < 24 * 60; minute += 1) {
    const held = live.rows.filter((row) => {
      const start = toMinutes(row.appointment_time);
      return start <= minute && minute < start + row.total_duration;
    }).length;
    if (held === 0) continue;
    const working = atWork.filter((day) => {
      const breakStart = day.breakStartTime ? toMinutes(day.breakStartTime) : undefined;
      const onBreak = breakStart !== undefined && breakStart <= minute && minute < breakStart + BREAK_MINUTES;
      return toMinutes(day.startTime ?? DEFAULT_STAFF_START) <= minute && minute < toMinutes(day.endTime ?? DEFAULT_STAFF_END) && !onBreak;
    }).length;
    if (held > working) found.push(`${fromMinutes(minute)} ${held}/${working}`);
  }
  return found;
}

/** A live-board event stream (server-sent events) read in the test process. */
export interface EventStream {
  /** Resolves with the data of the first `change` event for `date`, or rejects after `timeoutMs`. */
  changeFor(date: string, timeoutMs: number): Promise<void>;
  close(): void;
}

export async function openEventStream(baseUrl: string): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/live-board/events`, { signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`live-board events answered ${res.status}`);
  const changedDates: string[] = [];
  const waiters = new Set<() => void>();
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    const reader = res.body!.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event === "ready") ready();
          if (event === "change" && data) changedDates.push((JSON.parse(data) as { date: string }).date);
          for (const waiter of waiters) waiter();
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      // A stream that ended before its first event must not hang the caller; changeFor times out instead.
      ready();
    }
  })();
  await isReady;
  return {
    changeFor(date, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!changedDates.includes(date)) return;
          cleanup();
          resolve();
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no live-board change for ${date} within ${timeoutMs} ms (saw ${changedDates.join(", ") || "none"})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}

/** Polls `probe` until it returns true, failing with `describe()` after `timeoutMs`. */
export async function eventually(probe: () => Promise<boolean>, timeoutMs: number, describe: () => Promise<string>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out after ${timeoutMs} ms: ${await describe()}`);
}
