import { sql } from "drizzle-orm";
import type { Period, RevenuePeriodRow, RevenueServiceRow, RevenueStaffRow } from "@shared/reports-api";
import type { Db } from "../infra/db/database";
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
 * Each manicurist's visits, sales (corrections of a sale count for the manicurist of its checkout), tips
 * (a tip correction for the one it names) and commission: her percent of her sales, tips not included.
 */
export async function revenueByStaff(db: Db, from: string, to: string): Promise<RevenueStaffRow[]> {
  const result = await db.execute<RevenueStaffRow>(sql`
    WITH sold AS (
      SELECT staff_id, count(*)::int AS visits, sum(total)::int AS sales FROM checkouts WHERE business_date BETWEEN ${from} AND ${to} GROUP BY staff_id
    ),
    tipped AS (
      SELECT t.staff_id, sum(t.amount)::int AS tips FROM checkouts c JOIN checkout_tips t ON t.checkout_id = c.id
      WHERE c.business_date BETWEEN ${from} AND ${to} GROUP BY t.staff_id
    ),
    corrected AS (
      SELECT CASE WHEN a.target = 'tip' THEN a.staff_id ELSE c.staff_id END AS staff_id,
        coalesce(sum(a.amount) FILTER (WHERE a.target = 'sale'), 0)::int AS sale, coalesce(sum(a.amount) FILTER (WHERE a.target = 'tip'), 0)::int AS tip
      FROM checkout_adjustments a JOIN checkouts c ON c.id = a.checkout_id
      WHERE a.business_date BETWEEN ${from} AND ${to} GROUP BY 1
    ),
    members AS (SELECT staff_id FROM sold UNION SELECT staff_id FROM tipped UNION SELECT staff_id FROM corrected),
    totals AS (
      SELECT m.staff_id, coalesce(sold.visits, 0) AS visits, coalesce(sold.sales, 0) + coalesce(corrected.sale, 0) AS sales,
        coalesce(tipped.tips, 0) + coalesce(corrected.tip, 0) AS tips
      FROM members m
      LEFT JOIN sold ON sold.staff_id IS NOT DISTINCT FROM m.staff_id
      LEFT JOIN tipped ON tipped.staff_id IS NOT DISTINCT FROM m.staff_id
      LEFT JOIN corrected ON corrected.staff_id IS NOT DISTINCT FROM m.staff_id
    )
    SELECT totals.staff_id AS "staffId", coalesce(s.name_es, '—') AS "nameEs", coalesce(s.name_en, '—') AS "nameEn", totals.visits, totals.sales, totals.tips,
      coalesce(s.commission_percent, 0) AS "commissionPercent", round(totals.sales * coalesce(s.commission_percent, 0) / 100.0)::int AS commission
    FROM totals LEFT JOIN staff s ON s.id = totals.staff_id
    ORDER BY totals.sales DESC, totals.staff_id`);
  return result.rows;
}
