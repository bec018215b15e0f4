import { and, eq, isNull, sql } from "drizzle-orm";
import type { DaySummary } from "@shared/checkout-api";
import { dayCloses, users } from "@shared/schema";
import type { DbOrTx } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { CHECKOUT_REFUSALS } from "@shared/checkout-api";

/** Whether the day is closed now (closed and not reopened since). */
export async function isDayClosed(tx: DbOrTx, date: string): Promise<boolean> {
  const [row] = await tx.select({ date: dayCloses.date }).from(dayCloses).where(and(eq(dayCloses.date, date), isNull(dayCloses.reopenedAt)));
  return Boolean(row);
}

/** Refuses a change to a closed day's money; the caller holds the date's lock, so a close cannot slip in between. */
export async function assertDayOpen(tx: DbOrTx, date: string): Promise<void> {
  if (await isDayClosed(tx, date)) throw new AppError("CONFLICT", CHECKOUT_REFUSALS.dayClosed);
}

interface Totals {
  checkouts: number;
  sales: number;
  tips: number;
  cash: number;
  card: number;
  transfer: number;
  deposit: number;
  adjustments: number;
}

/**
 * A salon day's money in one statement: the checkouts of the date (checkouts_business_date_idx), their
 * payments and tips, and the corrections recorded against them (checkout_adjustments_business_date_idx).
 * Cash is what the drawer kept: the cash given minus the change handed back.
 */
async function dayTotals(tx: DbOrTx, date: string): Promise<Totals> {
  const result = await tx.execute<Record<keyof Totals, number>>(sql`
    WITH day AS (SELECT id, total, tip_total FROM checkouts WHERE business_date = ${date}),
    paid AS (
      SELECT p.method, sum(coalesce(p.cash_given, p.amount) - p.change_given)::int AS kept
      FROM checkout_payments p JOIN day ON day.id = p.checkout_id GROUP BY p.method
    ),
    corrected AS (SELECT target, method, sum(amount)::int AS amount FROM checkout_adjustments WHERE business_date = ${date} GROUP BY target, method)
    SELECT
      (SELECT count(*)::int FROM day) AS checkouts,
      (SELECT coalesce(sum(total), 0)::int FROM day) + (SELECT coalesce(sum(amount), 0)::int FROM corrected WHERE target = 'sale') AS sales,
      (SELECT coalesce(sum(tip_total), 0)::int FROM day) + (SELECT coalesce(sum(amount), 0)::int FROM corrected WHERE target = 'tip') AS tips,
      (SELECT coalesce(sum(kept), 0)::int FROM paid WHERE method = 'cash') + (SELECT coalesce(sum(amount), 0)::int FROM corrected WHERE method = 'cash') AS cash,
      (SELECT coalesce(sum(kept), 0)::int FROM paid WHERE method = 'card') + (SELECT coalesce(sum(amount), 0)::int FROM corrected WHERE method = 'card') AS card,
      (SELECT coalesce(sum(kept), 0)::int FROM paid WHERE method = 'transfer') + (SELECT coalesce(sum(amount), 0)::int FROM corrected WHERE method = 'transfer') AS transfer,
      (SELECT coalesce(sum(kept), 0)::int FROM paid WHERE method = 'deposit') AS deposit,
      (SELECT coalesce(sum(amount), 0)::int FROM corrected) AS adjustments
  `);
  return result.rows[0];
}

/** Each manicurist's tips of the day (tips at checkout plus tip corrections), the most first. */
async function tipsByStaff(tx: DbOrTx, date: string): Promise<DaySummary["tipsByStaff"]> {
  const result = await tx.execute<{ staffId: number | null; nameEs: string | null; nameEn: string | null; amount: number }>(sql`
    WITH tips AS (
      SELECT t.staff_id, t.amount FROM checkout_tips t JOIN checkouts c ON c.id = t.checkout_id WHERE c.business_date = ${date}
      UNION ALL
      SELECT staff_id, amount FROM checkout_adjustments WHERE business_date = ${date} AND target = 'tip'
    )
    SELECT tips.staff_id AS "staffId", s.name_es AS "nameEs", s.name_en AS "nameEn", sum(tips.amount)::int AS amount
    FROM tips LEFT JOIN staff s ON s.id = tips.staff_id
    GROUP BY tips.staff_id, s.name_es, s.name_en
    ORDER BY amount DESC, tips.staff_id
  `);
  return result.rows.map((row) => ({ staffId: row.staffId, nameEs: row.nameEs ?? "—", nameEn: row.nameEn ?? "—", amount: row.amount }));
}

/** GET /api/admin/day-close/:date: the day's money and, once closed, the count against what was expected. */
export async function daySummary(tx: DbOrTx, date: string): Promise<DaySummary> {
  const totals = await dayTotals(tx, date);
  const [close] = await tx
    .select({ row: dayCloses, closedBy: users.username })
    .from(dayCloses)
    .leftJoin(users, eq(users.id, dayCloses.closedById))
    .where(eq(dayCloses.date, date));
  return {
    date,
    checkouts: totals.checkouts,
    sales: totals.sales,
    tips: totals.tips,
    expectedCash: totals.cash,
    cardTotal: totals.card,
    transferTotal: totals.transfer,
    depositTotal: totals.deposit,
    adjustmentsTotal: totals.adjustments,
    tipsByStaff: await tipsByStaff(tx, date),
    status: !close ? "open" : close.row.reopenedAt ? "reopened" : "closed",
    close: close
      ? {
          countedCash: close.row.countedCash,
          expectedCash: close.row.expectedCash,
          difference: close.row.countedCash - close.row.expectedCash,
          closedAt: close.row.closedAt.toISOString(),
          closedBy: close.closedBy,
          reopenedAt: close.row.reopenedAt?.toISOString() ?? null,
          reopenReason: close.row.reopenReason,
        }
      : null,
  };
}
