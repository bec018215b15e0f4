import { sql, type SQL } from "drizzle-orm";
import { REMOVAL_PLACEMENT } from "@shared/visit-plan";

/*
 * A visit of several parts (rows in appointment_segments) credits each part's manicurist with her own part;
 * a visit of one part has no rows and stays the appointment's, with the appointment's manicurist.
 *
 * A part's weight is the price of the booked lines that are hers: the services in her part (by item id),
 * their options (by parent service) and, for the one part that holds them, the removals. Removals go to
 * the part on the hands, else to the first part with a service a removal is done with, else to part 1,
 * as shared/visit-plan.ts places them when it plans the visit.
 */

const placement = {
  hands: sql`${sql.param(REMOVAL_PLACEMENT.handsServiceIds)}::varchar[]`,
  polish: sql`${REMOVAL_PLACEMENT.polishServiceId}::varchar`,
  handsPolish: sql`${sql.param(REMOVAL_PLACEMENT.handsPolishOptionIds)}::varchar[]`,
  hosts: sql`${sql.param(REMOVAL_PLACEMENT.hostServiceIds)}::varchar[]`,
};

/**
 * Each part of the visits of several parts in `source` (a relation with `appointment_id` and `amount`, an
 * integer in cents such as the booked price or what the checkout charged), with its manicurist, times,
 * services and `share`: the amount split in proportion to the parts' weights, each share rounded toward
 * zero and what rounding left over given to the first part, so a visit's shares add up to its amount
 * exactly. A visit whose lines weigh nothing gives the whole amount to its first part. Visits of one part
 * in `source` yield no rows. Each visit's lines are read once (appointment_items_appointment_idx) and its
 * parts by their key.
 */
export function partShares(source: SQL): SQL {
  return sql`
    SELECT appointment_id, position, staff_id, start_offset_minutes, duration_minutes, service_ids,
      (base + CASE WHEN position = min(position) OVER visit THEN amount - sum(base) OVER visit ELSE 0 END)::int AS share
    FROM (
      SELECT *, CASE WHEN sum(weight) OVER visit > 0 THEN amount::bigint * weight / sum(weight) OVER visit ELSE 0 END AS base
      FROM (
        SELECT s.appointment_id, s.position, s.staff_id, s.start_offset_minutes, s.duration_minutes, s.service_ids, v.amount,
          (SELECT coalesce(sum(line.price), 0)::int FROM unnest(lines.kinds, lines.services, lines.prices) AS line(kind, service_id, price)
            WHERE CASE line.kind WHEN 'removal' THEN s.position = removals.position ELSE line.service_id = ANY(s.service_ids) END) AS weight
        FROM (SELECT * FROM ${source} AS v WHERE EXISTS (SELECT 1 FROM appointment_segments p WHERE p.appointment_id = v.appointment_id)) v
        -- The visit's lines, each with the service it belongs to (an option its parent's).
        CROSS JOIN LATERAL (
          SELECT array_agg(i.kind) AS kinds, array_agg(CASE i.kind WHEN 'option' THEN i.parent_service_id ELSE i.item_id END) AS services,
            array_agg(i.price) AS prices, coalesce(bool_or(i.kind = 'option' AND i.item_id = ANY(${placement.handsPolish})), false) AS polish_on_hands
          FROM appointment_items i WHERE i.appointment_id = v.appointment_id
        ) lines
        -- The part that holds the visit's removals.
        CROSS JOIN LATERAL (
          SELECT coalesce(
            min(h.position) FILTER (WHERE h.service_ids && ${placement.hands} OR (lines.polish_on_hands AND ${placement.polish} = ANY(h.service_ids))),
            min(h.position) FILTER (WHERE h.service_ids && ${placement.hosts}),
            min(h.position)) AS position
          FROM appointment_segments h WHERE h.appointment_id = v.appointment_id
        ) removals
        JOIN appointment_segments s ON s.appointment_id = v.appointment_id
        -- Kept a subquery of its own (OFFSET 0), so each part's lines are summed once, not once per use of weight.
        OFFSET 0
      ) weighed
      WINDOW visit AS (PARTITION BY appointment_id)
    ) based
    WINDOW visit AS (PARTITION BY appointment_id)`;
}

/** Whether appointment `column` is a visit of one part (it has no rows in appointment_segments). */
export function isOnePart(column: SQL): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM appointment_segments one WHERE one.appointment_id = ${column})`;
}
