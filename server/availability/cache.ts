import { addDays, BOOKING_WINDOW_DAYS, salonDate } from "@shared/time";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import type { ChangeFeed } from "../infra/db/change-feed";
import { prepareAvailabilityReads } from "./service";

/** Dates outside the bookable window kept at once (least recently read dropped first). */
export const OTHER_DATES_KEPT = 16;

type Kind = "staff" | "slots";

interface DateEntry {
  staff?: Promise<string>;
  slots?: Promise<string>;
}

export interface AvailabilityCache {
  /** GET /api/staff-availability/:date as JSON. */
  staffJson(date: string): Promise<string>;
  /** GET /api/appointments/availability/:date as JSON. */
  slotsJson(date: string): Promise<string>;
  /** How many dates are held (tests). */
  size(): number;
}

/**
 * The booking page's per-date reads (who works and which times are taken), serialised once per date and
 * kept in this instance until PostgreSQL notifies the board channel for that date ('*': every date). Every
 * pool connection listens on it, so a write through this instance has emptied its date before the
 * writer's COMMIT returns; another instance's write arrives through the held listening connection.
 *
 * Neither answer depends on the time of day (they list the day's plans and bookings whatever the hour),
 * so a date's JSON is right until its data changes. "Today" (salon time, from the clock) only decides
 * which dates are kept without limit: the bookable window; any other date is one of the last
 * OTHER_DATES_KEPT read.
 *
 * A read that overlaps a change is handed to the requests already waiting for it but never kept.
 */
export function createAvailabilityCache(deps: { db: Db; clock: Clock; feed: Pick<ChangeFeed, "subscribeEarliest"> }): AvailabilityCache {
  const reads = prepareAvailabilityReads(deps.db);
  const load: Record<Kind, (date: string) => Promise<string>> = {
    staff: async (date) => JSON.stringify(await reads.staffAvailabilityOn(date)),
    slots: async (date) => JSON.stringify(await reads.occupiedSlotsOn(date)),
  };
  /** Insertion order is recency order: a read moves its date to the end. */
  const entries = new Map<string, DateEntry>();

  deps.feed.subscribeEarliest((date) => {
    if (date === "*") entries.clear();
    else entries.delete(date);
  });

  function bookableWindow(): Set<string> {
    const today = salonDate(deps.clock());
    const window = new Set<string>();
    for (let offset = 0; offset <= BOOKING_WINDOW_DAYS; offset += 1) window.add(addDays(today, offset));
    return window;
  }

  function evict(window: Set<string>): void {
    let others = 0;
    for (const date of entries.keys()) if (!window.has(date)) others += 1;
    for (const date of entries.keys()) {
      if (others <= OTHER_DATES_KEPT) break;
      if (window.has(date)) continue;
      entries.delete(date);
      others -= 1;
    }
  }

  function read(kind: Kind, date: string): Promise<string> {
    let entry = entries.get(date);
    if (entry) {
      // Most recently read goes last.
      entries.delete(date);
      entries.set(date, entry);
    } else {
      entry = {};
      entries.set(date, entry);
      evict(bookableWindow());
    }
    const held = entry[kind];
    if (held) return held;
    const loading = load[kind](date);
    entry[kind] = loading;
    const owner = entry;
    // A failed read is not kept: the next request tries again.
    loading.catch(() => {
      if (owner[kind] === loading) owner[kind] = undefined;
    });
    return loading;
  }

  return {
    staffJson: (date) => read("staff", date),
    slotsJson: (date) => read("slots", date),
    size: () => entries.size,
  };
}
