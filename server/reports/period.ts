import { sql, type SQL } from "drizzle-orm";
import type { Period } from "@shared/reports-api";

/**
 * A salon date column ('YYYY-MM-DD', already in salon time) as the period it falls in: the day itself, the
 * Monday of its week, or its month ('YYYY-MM'); `start` is the period's first date. Dates are stored as the
 * salon's own calendar dates, so a day is a salon day whatever the UTC offset (a DST switch included).
 */
export function periodOf(column: SQL, period: Period): { key: SQL; start: SQL } {
  switch (period) {
    case "day":
      return { key: column, start: column };
    case "week": {
      const monday = sql`to_char(date_trunc('week', (${column})::date), 'YYYY-MM-DD')`;
      return { key: monday, start: monday };
    }
    case "month":
      return { key: sql`substr(${column}, 1, 7)`, start: sql`(substr(${column}, 1, 7) || '-01')` };
  }
}

/** A rate from 0 to 1 with four decimals, 0 when there is nothing to divide by. */
export function rate(part: SQL, whole: SQL): SQL<number> {
  return sql<number>`CASE WHEN (${whole}) = 0 THEN 0 ELSE round((${part})::numeric / (${whole}), 4)::float8 END`;
}
