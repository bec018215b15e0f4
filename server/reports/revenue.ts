import { sql } from "drizzle-orm";
import type { Period, RevenuePeriodRow, RevenueServiceRow, RevenueStaffRow } from "@shared/reports-api";
import type { Db } from "../infra/db/database";
import { isOnePart, partShares } from "./parts";
import { periodOf } from "./period";

/*
 * Revenue is read from the checkouts (what was charged) and their recorded corrections, by the salon date
 * they belong to: one range scan of checkouts_business_date_idx and checkout_adjustments_business_date_idx.
 */

export async function revenueByPeriod(db: Db, from: string, to: string, period: Period): Promise<RevenuePeriodRow[]> {
  const checkoutPeriod = periodOf(sql`c.business_date`, period).key;
  const adjustmentPeriod = periodOf(sql`a.business_date`, period).key;
  const result = await db.execute<RevenuePeriodRow>(sql`
    WITH sold AS (
      SELECT ${checkoutPeriod} AS period, count(*)::int AS visits, sum(c.subtotal)::int AS gross, sum(c.discount_amount)::int AS discounts,
        sum(c.total)::int AS sales, sum(c.tip_total)::int AS tips
      FROM checkouts c WHERE c.business_date BETWEEN ${from} AND ${to} GROUP BY 1
    ),
    corrected AS (
      SELECT ${adjustmentPeriod} AS period, coalesce(sum(a.amount) FILTER (WHERE a.target = 'sale'), 0)::int AS sale,
        coalesce(sum(a.amount) FILTER (WHERE a.target = 'tip'), 0)::int AS tip
      FROM checkout_adjustments a WHERE a.business_date BETWEEN ${from} AND ${to} GROUP BY 1
    )
    SELECT period, coalesce(visits, 0) AS visits, coalesce(gross, 0) AS gross, coalesce(discounts, 0) AS discounts,
      coalesce(sales, 0) + coalesce(sale, 0) AS sales, coalesce(tips, 0) + coalesce(tip, 0) AS tips
    FROM sold FULL JOIN corrected USING (period)
    ORDER BY period`);
  return result.rows;
}

/** Each line sold (service, option, removal): how many times and for how much, before the checkout's discount. */
export async function revenueByService(db: Db, from: string, to: string): Promise<RevenueServiceRow[]> {
  const result = await db.execute<RevenueServiceRow>(sql`
    SELECT i.item_id AS "itemId", i.kind, max(i.name_es) AS "nameEs", max(i.name_en) AS "nameEn", count(*)::int AS count, sum(i.price)::int AS revenue
    FROM checkouts c JOIN checkout_items i ON i.checkout_id = c.id
    WHERE c.business_date BETWEEN ${from} AND ${to}
    GROUP BY i.item_id, i.kind
    ORDER BY revenue DESC, "itemId"`);
  return result.rows;
}

/**
 * Each manicurist's visits, sales, tips and commission: her percent of her sales, tips not included. A
 * checkout's sale with its corrections belongs to the checkout's manicurist; for a visit of several parts
 * it is split among the parts in proportion to each part's booked lines (server/reports/parts.ts), and the
 * visit counts once for each manicurist with a part in it. Tips (and tip corrections) belong to whoever
 * they name, as the desk entered them.
 */
export async function revenueByStaff(db: Db, from: string, to: string): Promise<RevenueStaffRow[]> {
  const result = await db.execute<RevenueStaffRow>(sql`
    WITH charged AS (
      SELECT c.appointment_id, c.staff_id, (c.total + coalesce(sum(a.amount), 0))::int AS amount
      FROM checkouts c LEFT JOIN checkout_adjustments a ON a.checkout_id = c.id AND a.target = 'sale'
      WHERE c.business_date BETWEEN ${from} AND ${to} GROUP BY c.id
    ),
    credited AS (
      SELECT appointment_id, staff_id, amount FROM charged WHERE ${isOnePart(sql`charged.appointment_id`)}
      UNION ALL
      SELECT appointment_id, staff_id, share FROM (${partShares(sql`charged`)}) parts
    ),
    sold AS (SELECT staff_id, count(DISTINCT appointment_id)::int AS visits, sum(amount)::int AS sales FROM credited GROUP BY staff_id),
    tipped AS (
      SELECT staff_id, sum(amount)::int AS tips FROM (
        SELECT t.staff_id, t.amount FROM checkouts c JOIN checkout_tips t ON t.checkout_id = c.id WHERE c.business_date BETWEEN ${from} AND ${to}
        UNION ALL
        SELECT staff_id, amount FROM checkout_adjustments WHERE business_date BETWEEN ${from} AND ${to} AND target = 'tip'
      ) tips GROUP BY staff_id
    ),
    members AS (SELECT staff_id FROM sold UNION SELECT staff_id FROM tipped),
    totals AS (
      SELECT m.staff_id, coalesce(sold.visits, 0) AS visits, coalesce(sold.sales, 0) AS sales, coalesce(tipped.tips, 0) AS tips
      FROM members m
      LEFT JOIN sold ON sold.staff_id IS NOT DISTINCT FROM m.staff_id
      LEFT JOIN tipped ON tipped.staff_id IS NOT DISTINCT FROM m.staff_id
    )
    SELECT totals.staff_id AS "staffId", coalesce(s.name_es, '—') AS "nameEs", coalesce(s.name_en, '—') AS "nameEn", totals.visits, totals.sales, totals.tips,
      coalesce(s.commission_percent, 0) AS "commissionPercent", round(totals.sales * coalesce(s.commission_percent, 0) / 100.0)::int AS commission
    FROM totals LEFT JOIN staff s ON s.id = totals.staff_id
    ORDER BY totals.sales DESC, totals.staff_id`);
  return result.rows;
}
