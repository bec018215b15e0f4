/**
 * The load the API benchmarks share: autocannon runs measured response by response, and the booking
 * scenario's requests and clean-up.
 */
import autocannon from "autocannon";
import type pg from "pg";
import { SLOT_TIMES } from "@shared/time";

/** What a scenario measured: every response's status and latency, and the wall time it ran for. */
export interface Sample {
  seconds: number;
  /** Latency of each response, in ms. */
  latencies: number[];
  ok: number;
  /** Non-2xx answers and errors. */
  other: number;
}

export const emptySample = (): Sample => ({ seconds: 0, latencies: [], ok: 0, other: 0 });

export function merge(into: Sample, sample: Sample): Sample {
  into.seconds += sample.seconds;
  into.latencies.push(...sample.latencies);
  into.ok += sample.ok;
  into.other += sample.other;
  return into;
}

/**
 * One autocannon run. Its wall time is taken from the last response: autocannon notices the end of a
 * fixed-count run only on its next sampling tick, so its own duration rounds short runs up to whole ticks.
 * A fixed-count run ticks every 50 ms, so that it ends soon after its last response.
 */
export function run(options: autocannon.Options): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let lastResponse = started;
    const latencies: number[] = [];
    const instance = autocannon({ ...(options.amount ? { sampleInt: 50 } : {}), ...options }, (error, result) =>
      error
        ? reject(error)
        : resolve({ seconds: (lastResponse - started) / 1000, latencies, ok: result["2xx"], other: result.non2xx + result.errors }),
    );
    instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      lastResponse = performance.now();
      latencies.push(responseTime);
    });
  });
}

export const rate = (sample: Sample) => sample.latencies.length / Math.max(sample.seconds, 0.001);

export function percentile(sample: Sample, fraction: number): number {
  const sorted = [...sample.latencies].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]) : 0;
}

/** The booked service: 30 minutes of brows. */
const BOOKED_SERVICE_ID = "cejas";

/** How many staff members do the booked service: each time place can be booked that many times. */
export async function qualifiedStaffCount(baseUrl: string): Promise<number> {
  return ((await (await fetch(`${baseUrl}/api/staff-for-service/${BOOKED_SERVICE_ID}`)).json()) as unknown[]).length;
}

/** The booking request of autocannon, without its body. */
export function bookingRequest(baseUrl: string) {
  return { url: `${baseUrl}/api/appointments/public`, method: "POST" as const, headers: { "content-type": "application/json" } };
}

/** A booking of the booked service by customer number `index` (its own email). */
export function bookingBody(date: string, time: string, index: number): string {
  return JSON.stringify({
    services: [{ serviceId: BOOKED_SERVICE_ID, optionIds: ["brow-design"] }],
    appointmentDate: date,
    appointmentTime: time,
    customerName: `Bench Customer ${index}`,
    customerEmail: `bench${index}@example.com`,
    customerPhone: "+1 619 555 0100",
  });
}

/**
 * Every (date, time) place on `days`, once per qualified member: each a new 30-minute booking or, past
 * closing and on the break, a 409 after the same locked check. The days take turns, as customers'
 * bookings spread over the window.
 */
export function bookingPlaces(days: string[], staffCount: number): (readonly [string, string])[] {
  return SLOT_TIMES.flatMap((time) => Array.from({ length: staffCount }, () => days.map((day) => [day, time] as const)).flat());
}

/** autocannon requests that book `places` in turn, over and over, each place by its own customer. */
export function cyclingBookings(places: (readonly [string, string])[]): autocannon.Request[] {
  let next = 0;
  return [
    {
      setupRequest: (request: autocannon.Request) => {
        const index = next++ % places.length;
        const [day, time] = places[index];
        return { ...request, body: bookingBody(day, time, index + 1) };
      },
    },
  ];
}

/**
 * Booking requests made, unmeasured, before bookings are measured. V8 optimises the booking's code only
 * after a few thousand of them: measured round by round on the embedded database, the rate climbed from
 * about 500 to about 900 bookings/s over the first 3,000 requests and held from there, while the
 * server's CPU per request fell from 2.1 to 0.9 ms. A salon's server runs for weeks, so that is the figure.
 */
export const BOOKING_WARM_UP_REQUESTS = 4_000;

/**
 * Books `places` over and over, clearing them after each round, until BOOKING_WARM_UP_REQUESTS requests
 * were made; then waits for the outbox to have sent the emails of those bookings, so that their sending
 * does not overlap what is measured next.
 */
export async function warmUpBookings(baseUrl: string, pool: pg.Pool, places: (readonly [string, string])[], connections: number): Promise<void> {
  const dates = [...new Set(places.map(([date]) => date))];
  for (let made = 0; made < BOOKING_WARM_UP_REQUESTS; made += places.length) {
    await run({ ...bookingRequest(baseUrl), connections, amount: places.length, requests: cyclingBookings(places) });
    await deleteBenchBookings(pool, dates);
  }
  await outboxSent(pool);
}

/** Resolves once no email is due in the outbox (the server sends them every few seconds), or after a minute, saying so. */
export async function outboxSent(pool: pg.Pool): Promise<void> {
  const giveUpAt = Date.now() + 60_000;
  while (Date.now() < giveUpAt) {
    const { rows } = await pool.query<{ due: boolean }>("SELECT EXISTS (SELECT 1 FROM email_outbox WHERE status = 'pending' AND next_attempt_at <= now()) AS due");
    if (!rows[0].due) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.warn("The outbox still had emails due after a minute: their sending may overlap what is measured next.");
}

/** The booking scenario's rows (its customers' emails start with "bench" and a digit) on `dates`. */
export async function deleteBenchBookings(pool: pg.Pool, dates: string[]): Promise<void> {
  await pool.query(
    `DELETE FROM appointments a USING users u
      WHERE u.id = a.user_id AND u.email ~ '^bench[0-9]+@example\\.com$' AND a.appointment_date = ANY ($1)`,
    [dates],
  );
}
