import { sql } from "drizzle-orm";
import { SERVICE_IDS } from "@shared/catalogue";
import type { DbOrTx } from "../infra/db/database";

/** The share of the pairs found that become one visit: about one past visit in twenty is then in parts. */
const DUO_CHANCE = 0.7;

/**
 * The history's visits of two parts: hands and feet at the same time, by two manicurists. Where, on one
 * past day and at one start, one manicurist's lane drew an acrylic set and another's a pedicure (without a
 * removal, and no longer than the set), some pairs become one visit: the acrylic's appointment carries
 * both bookings' lines, price and the longer length, and the pedicure's lane row is dropped. Each
 * manicurist still works in her own lane, so nobody is double-booked, and each does what she is qualified
 * for. Runs on seedHistory's transaction, on its `history_picked` rows, before the appointments are
 * written; `writeHistoryParts` then stores the parts.
 */
export async function pairHistoryDuos(tx: DbOrTx, seed: string): Promise<void> {
  await tx.execute(sql`CREATE TEMP TABLE history_duos ON COMMIT DROP AS
    WITH ranked AS (
      SELECT p.id, p.day, p.start, p."serviceId", p.staff_id, p."totalPrice", p."totalDuration", p."pedicureType", p.items,
        row_number() OVER (PARTITION BY p.day, p.start, p."serviceId" ORDER BY p.id) AS n
      FROM history_picked p
      WHERE NOT p.upcoming AND NOT p."needsGelishRemoval" AND p."serviceId" IN (${SERVICE_IDS.acrylic}, ${SERVICE_IDS.pedicure})
    )
    SELECT hands.id AS hands_id, feet.id AS feet_id, hands.staff_id AS hands_staff_id, feet.staff_id AS feet_staff_id,
      hands."totalDuration" AS hands_minutes, feet."totalDuration" AS feet_minutes, hands."totalPrice" AS hands_price,
      feet."totalPrice" AS feet_price, feet."pedicureType" AS feet_pedicure_type, hands.items AS hands_items, feet.items AS feet_items
    FROM ranked hands
    JOIN ranked feet ON feet.day = hands.day AND feet.start = hands.start AND feet.n = hands.n AND feet."serviceId" = ${SERVICE_IDS.pedicure}
    WHERE hands."serviceId" = ${SERVICE_IDS.acrylic} AND feet."totalDuration" <= hands."totalDuration"
      AND pg_temp.history_random(${seed} || ':duo:' || hands.id) < ${DUO_CHANCE}::float8`);
  await tx.execute(sql`DELETE FROM history_picked p USING history_duos d WHERE p.id = d.feet_id`);
  await tx.execute(sql`UPDATE history_picked p SET "totalPrice" = d.hands_price + d.feet_price, "pedicureType" = d.feet_pedicure_type,
      items = d.hands_items || (SELECT jsonb_agg(item || jsonb_build_object('position', (item ->> 'position')::int + jsonb_array_length(d.hands_items)))
        FROM jsonb_array_elements(d.feet_items) AS item)
    FROM history_duos d WHERE p.id = d.hands_id`);
}

/** The parts of the visits `pairHistoryDuos` made: both from the visit's start, each her own lines' price, agreed when assigned. */
export async function writeHistoryParts(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`INSERT INTO appointment_segments (appointment_id, position, start_offset_minutes, duration_minutes, staff_id,
      service_ids, price, confirmed_at)
    SELECT d.hands_id, part.position, 0, part.minutes, part.staff_id,
      (SELECT array_agg(DISTINCT coalesce(item ->> 'parentServiceId', item ->> 'itemId')) FROM jsonb_array_elements(part.items) AS item
        WHERE item ->> 'kind' <> 'removal'),
      part.price, a.staff_assigned_at
    FROM history_duos d JOIN appointments a ON a.id = d.hands_id
    CROSS JOIN LATERAL (VALUES (1, d.hands_minutes, d.hands_staff_id, d.hands_items, d.hands_price),
      (2, d.feet_minutes, d.feet_staff_id, d.feet_items, d.feet_price)) AS part(position, minutes, staff_id, items, price)`);
  await tx.execute(sql`UPDATE appointments a SET in_parts = true FROM history_duos d WHERE a.id = d.hands_id`);
}
