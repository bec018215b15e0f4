import { sql, type SQL } from "drizzle-orm";

/*
 * A visit of several parts (rows in appointment_segments) credits each part's manicurist with her own part;
 * a visit of one part has no rows and stays the appointment's, with the appointment's manicurist. A part's
 * weight is its stored price: what its own booked lines cost, written with the visit. A reader with the
 * appointment row at hand may test its `in_parts` mark instead, which the booking writes with the parts
 * (staff performance does, to find a range's visits in parts by their date index).
 */

/**
 * Each part of the visits of several parts in `source` (a relation with `appointment_id` and `amount`, an
 * integer in cents such as the booked price or what the checkout charged), with its manicurist, times,
 * services and `share`: the amount split in proportion to the parts' prices, each share rounded toward
 * zero and what rounding left over given to the first part, so a visit's shares add up to its amount
 * exactly. A visit whose parts cost nothing gives the whole amount to its first part. Visits of one part
 * in `source` yield no rows. Each visit's parts are read by their key.
 */
export function partShares(source: SQL): SQL {
  return sql`
    SELECT appointment_id, position, staff_id, start_offset_minutes, duration_minutes, service_ids,
      (base + CASE WHEN position = min(position) OVER visit THEN amount - sum(base) OVER visit ELSE 0 END)::int AS share
    FROM (
      SELECT s.appointment_id, s.position, s.staff_id, s.start_offset_minutes, s.duration_minutes, s.service_ids, v.amount,
        CASE WHEN sum(s.price) OVER visit > 0 THEN v.amount::bigint * s.price / sum(s.price) OVER visit ELSE 0 END AS base
      FROM ${source} AS v JOIN appointment_segments s ON s.appointment_id = v.appointment_id
      WINDOW visit AS (PARTITION BY s.appointment_id)
    ) based
    WINDOW visit AS (PARTITION BY appointment_id)`;
}

/** Whether appointment `column` is a visit of one part (it has no rows in appointment_segments). */
export function isOnePart(column: SQL): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM appointment_segments one WHERE one.appointment_id = ${column})`;
}
