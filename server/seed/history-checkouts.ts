import { sql } from "drizzle-orm";
import type { DbOrTx } from "../infra/db/database";

/**
 * The history's checkouts: every completed visit was paid at the desk on its day, as booked. One in ten got
 * a 10 % discount for a regular; seven in ten tipped the manicurist 10–20 %, rounded to the dollar; four in
 * ten paid cash (handing over the next $100 bill, change given back), one in ten by transfer, the rest by
 * card. Written in SQL with the history's own hash-based random numbers (`pg_temp.history_random`, created
 * by seedHistory on the same transaction), so the same seed gives the same money.
 */
export async function seedHistoryCheckouts(tx: DbOrTx, seed: string): Promise<void> {
  await tx.execute(sql`INSERT INTO checkouts (appointment_id, business_date, staff_id, subtotal, discount_kind, discount_value, discount_reason,
      discount_amount, total, tip_total, change_given, request_hash, created_at)
    SELECT a.id, a.appointment_date, a.staff_id, a.total_price,
      CASE WHEN d.roll < 0.1 THEN 'percent' END, CASE WHEN d.roll < 0.1 THEN 10 END, CASE WHEN d.roll < 0.1 THEN 'Regular client' END,
      d.discount, a.total_price - d.discount,
      CASE WHEN t.roll < 0.7 AND a.staff_id IS NOT NULL THEN (round((a.total_price - d.discount) * (0.1 + t.roll / 7) / 100) * 100)::int ELSE 0 END,
      0, md5(${seed} || ':checkout:' || a.id), coalesce(a.completed_at, a.updated_at)
    FROM appointments a
    CROSS JOIN LATERAL (SELECT pg_temp.history_random(${seed} || ':discount:' || a.id) AS roll) r
    CROSS JOIN LATERAL (SELECT r.roll, CASE WHEN r.roll < 0.1 THEN round(a.total_price * 0.1)::int ELSE 0 END AS discount) d
    CROSS JOIN LATERAL (SELECT pg_temp.history_random(${seed} || ':tip:' || a.id) AS roll) t
    WHERE a.status = 'completed'`);
  await tx.execute(sql`INSERT INTO checkout_items (checkout_id, kind, item_id, name_en, name_es, price, position)
    SELECT c.id, i.kind, i.item_id, i.name_en, i.name_es, i.price, i.position
    FROM checkouts c JOIN appointment_items i ON i.appointment_id = c.appointment_id`);
  await tx.execute(sql`INSERT INTO checkout_tips (checkout_id, staff_id, amount)
    SELECT id, staff_id, tip_total FROM checkouts WHERE tip_total > 0`);
  await tx.execute(sql`WITH paid AS (
      SELECT c.id, c.total + c.tip_total AS due, pg_temp.history_random(${seed} || ':method:' || c.id) AS roll FROM checkouts c WHERE c.total + c.tip_total > 0
    )
    INSERT INTO checkout_payments (checkout_id, method, amount, cash_given, change_given)
    SELECT id, CASE WHEN roll < 0.4 THEN 'cash' WHEN roll < 0.5 THEN 'transfer' ELSE 'card' END, due,
      CASE WHEN roll < 0.4 THEN (ceil(due / 10000.0) * 10000)::int END,
      CASE WHEN roll < 0.4 THEN (ceil(due / 10000.0) * 10000)::int - due ELSE 0 END
    FROM paid`);
  await tx.execute(sql`UPDATE checkouts c SET change_given = p.change_given FROM checkout_payments p WHERE p.checkout_id = c.id AND p.change_given > 0`);
}
