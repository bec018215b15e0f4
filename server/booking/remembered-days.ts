import type pg from "pg";

/**
 * How many dates a process remembers per pool: the booking window and the front desk's are a few weeks;
 * past that the oldest remembered goes first.
 */
const REMEMBERED_DATES = 120;

/**
 * What one app process remembers of dates as its last booking transactions left them, per pool. It is
 * only ever used after proving, under the dates' locks, that nothing it holds has changed since (the
 * counts of booking_read_versions), so a stale entry costs a read, never a wrong decision.
 */
export class RememberedDays<Day> {
  private readonly byPool = new WeakMap<pg.Pool, Map<string, Day>>();

  private of(pool: pg.Pool): Map<string, Day> {
    let days = this.byPool.get(pool);
    if (!days) {
      days = new Map();
      this.byPool.set(pool, days);
    }
    return days;
  }

  get(pool: pg.Pool, date: string): Day | undefined {
    return this.byPool.get(pool)?.get(date);
  }

  remember(pool: pg.Pool, date: string, day: Day): void {
    const days = this.of(pool);
    days.delete(date);
    days.set(date, day);
    if (days.size > REMEMBERED_DATES) days.delete(days.keys().next().value!);
  }

  forget(pool: pg.Pool, date: string): void {
    this.byPool.get(pool)?.delete(date);
  }
}
