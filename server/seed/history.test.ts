import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TEST_NOW } from "../test/harness";
import { openTestDatabase, type TestDatabase } from "../test/test-database";
import { seedHistory, type HistoryCounts } from "./history";

/** Everything the history wrote, as one digest: two runs with one seed must agree on every row. */
async function digest(database: TestDatabase): Promise<string> {
  const { rows } = await database.pool.query<{ digest: string }>(`SELECT md5(
    (SELECT string_agg(concat_ws('|', id, email, first_name, last_name, phone, membership_tier, marketing_opt_in, created_at), ',' ORDER BY id) FROM users) ||
    (SELECT string_agg(concat_ws('|', id, user_id, service_id, staff_id, appointment_date, appointment_time, status, total_price, total_duration, completed_at), ',' ORDER BY id) FROM appointments) ||
    (SELECT string_agg(concat_ws('|', appointment_id, item_id, price, position), ',' ORDER BY appointment_id, position) FROM appointment_items) ||
    (SELECT string_agg(concat_ws('|', appointment_id, rating), ',' ORDER BY appointment_id) FROM reviews) ||
    (SELECT string_agg(concat_ws('|', appointment_id, position, staff_id, service_ids, price), ',' ORDER BY appointment_id, position) FROM appointment_segments)) AS digest`);
  return rows[0].digest;
}

describe("seedHistory", () => {
  let first: TestDatabase;
  let counts: HistoryCounts;
  beforeAll(async () => {
    first = await openTestDatabase();
    counts = await seedHistory(first.db, { seed: 7, scale: 0.02, now: DEFAULT_TEST_NOW });
  }, 120_000);
  afterAll(() => first.close());

  it("writes three years of a busy salon at the scale asked for", () => {
    expect(counts.clients).toBe(500);
    expect(counts.pastAppointments).toBeGreaterThan(800);
    expect(counts.pastAppointments).toBeLessThan(1000);
    expect(counts.items / counts.pastAppointments).toBeGreaterThan(1.6);
    expect(counts.reviews).toBeGreaterThan(80);
    expect(counts.upcoming).toBeGreaterThanOrEqual(5);
    // Two lanes drawn at the same start are rarer at a small scale: about one visit in twenty at full scale.
    expect(counts.visitsInParts).toBeGreaterThan(0);
  });

  it("keeps the app's rules: one manicurist never holds two overlapping jobs, she does what she is given, items add up", async () => {
    const query = async (text: string) => (await first.pool.query(text)).rows;
    // Every manicurist's held time: a visit of one part with its manicurist, or each part of a visit in parts.
    const jobs = `(SELECT a.id, a.status, a.appointment_date, coalesce(s.staff_id, a.staff_id) AS staff_id,
        a.appointment_time::time + coalesce(s.start_offset_minutes, 0) * interval '1 minute' AS starts,
        coalesce(s.duration_minutes, a.total_duration) * interval '1 minute' AS minutes, coalesce(s.service_ids, ARRAY[]::varchar[]) AS services
      FROM appointments a LEFT JOIN appointment_segments s ON s.appointment_id = a.id)`;
    expect(
      await query(`SELECT a.id FROM ${jobs} a JOIN ${jobs} b ON a.staff_id = b.staff_id AND a.appointment_date = b.appointment_date
        AND a.id < b.id AND a.starts < b.starts + b.minutes AND b.starts < a.starts + a.minutes
        WHERE a.status NOT IN ('cancelled', 'declined') AND b.status NOT IN ('cancelled', 'declined')`),
    ).toEqual([]);
    expect(
      await query(`SELECT a.id FROM ${jobs} a JOIN appointment_items i ON i.appointment_id = a.id
        WHERE a.staff_id IS NOT NULL AND i.kind <> 'removal' AND (a.services = '{}' OR coalesce(i.parent_service_id, i.item_id) = ANY(a.services))
          AND NOT EXISTS (SELECT 1 FROM staff_services q WHERE q.staff_id = a.staff_id AND q.service_id = coalesce(i.parent_service_id, i.item_id))`),
    ).toEqual([]);
    expect(
      await query(`SELECT a.id FROM appointments a JOIN appointment_items i ON i.appointment_id = a.id
        GROUP BY a.id HAVING sum(i.price) <> min(a.total_price)`),
    ).toEqual([]);
    // A visit in parts: hands and feet from its start, by two people, its parts' prices adding up to its own.
    expect(
      await query(`SELECT a.id FROM appointments a JOIN appointment_segments s ON s.appointment_id = a.id
        GROUP BY a.id HAVING count(*) <> 2 OR count(DISTINCT s.staff_id) <> 2 OR sum(s.price) <> min(a.total_price)
          OR max(s.start_offset_minutes) <> 0 OR max(s.duration_minutes) <> min(a.total_duration)`),
    ).toEqual([]);
    // Marked in parts exactly when it has parts, as a booking writes it.
    expect(await query(`SELECT id FROM appointments a WHERE in_parts <> EXISTS (SELECT 1 FROM appointment_segments s WHERE s.appointment_id = a.id)`)).toEqual([]);
    expect(await query(`SELECT id FROM appointments WHERE appointment_date < '2026-11-23' AND status NOT IN ('completed', 'cancelled', 'no_show')`)).toEqual([]);
    expect(await query(`SELECT id FROM appointments WHERE appointment_date >= '2026-11-23' AND status NOT IN ('pending_staff_confirmation', 'pending', 'confirmed')`)).toEqual([]);
    expect(await query(`SELECT id FROM appointments WHERE extract(dow FROM appointment_date::date) = 0`)).toEqual([]);
    expect(await query(`SELECT r.id FROM reviews r JOIN appointments a ON a.id = r.appointment_id WHERE a.status <> 'completed'`)).toEqual([]);
  });

  it("writes the same rows from the same seed, and refuses a database that already has appointments", async () => {
    const second = await openTestDatabase();
    try {
      await seedHistory(second.db, { seed: 7, scale: 0.02, now: DEFAULT_TEST_NOW });
      expect(await digest(second)).toBe(await digest(first));
    } finally {
      await second.close();
    }
    await expect(seedHistory(first.db, { seed: 7, scale: 0.02, now: DEFAULT_TEST_NOW })).rejects.toThrow("without appointments");
    expect((await first.db.execute(sql`SELECT count(*)::int AS n FROM appointments`)).rows[0].n).toBe(counts.pastAppointments + counts.upcoming);
  }, 120_000);
});
