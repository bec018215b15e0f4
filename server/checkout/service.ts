import crypto from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { CHECKOUT_REFUSALS, checkoutRequestSchema, type CheckoutResult, isPayableStatus } from "@shared/checkout-api";
import {
  type Appointment,
  appointmentItems,
  appointmentPayments,
  appointments,
  checkoutItems,
  checkoutPayments,
  checkouts,
  checkoutTips,
  staff,
} from "@shared/schema";
import { fromMinutes, salonDate, toMinutes } from "@shared/time";
import type { CatalogueCache } from "../catalogue/service";
import type { Db, DbOrTx } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { lockedAppointment } from "../appointment-changes/changes";
import { requestReview } from "../messages/appointment-messages";
import { enqueueReceipt } from "../messages/receipt";
import { assertDayOpen } from "../day-close/summary";
import { chargedItems, computeCharge, type Charge, type PaidDeposit, type ParsedCheckout } from "./charge";

export interface CheckoutDeps {
  db: Db;
  catalogue: CatalogueCache;
}

/** The request as parsed, hashed: the same checkout sent again is told apart from a different one. */
function requestHash(request: ParsedCheckout): string {
  return crypto.createHash("sha256").update(JSON.stringify(request)).digest("hex");
}

/** A visit paid for is over: one not yet marked completed is completed now, as "Complete Now" would. */
async function completeIfOpen(tx: DbOrTx, appointment: Appointment, now: Date): Promise<void> {
  if (appointment.status === "completed") return;
  const start = toMinutes(appointment.appointmentTime);
  const bookedEnd = fromMinutes(Math.min(start + appointment.totalDuration, 23 * 60 + 59));
  await tx
    .update(appointments)
    .set({ status: "completed", completedAt: now, actualEndTime: bookedEnd, statusBeforeFinal: appointment.status, finalStatusAt: now, updatedAt: now })
    .where(eq(appointments.id, appointment.id));
  await requestReview(tx, appointment.id, now);
}

/**
 * The deposit the visit's customer paid when booking (online or in cash at the desk) and that is still the
 * salon's, its row locked so no refund settles it while it is counted.
 */
async function paidDeposit(tx: DbOrTx, appointmentId: number): Promise<PaidDeposit | undefined> {
  const [deposit] = await tx
    .select({ id: appointmentPayments.id, amount: appointmentPayments.amount })
    .from(appointmentPayments)
    .where(and(eq(appointmentPayments.appointmentId, appointmentId), inArray(appointmentPayments.kind, ["deposit", "cash_deposit"]), eq(appointmentPayments.state, "paid")))
    .orderBy(desc(appointmentPayments.id))
    .limit(1)
    .for("update");
  return deposit;
}

async function assertStaffExist(tx: DbOrTx, staffIds: number[]): Promise<void> {
  if (staffIds.length === 0) return;
  const found = await tx.select({ id: staff.id }).from(staff).where(inArray(staff.id, staffIds));
  if (found.length !== new Set(staffIds).size) throw new AppError("BAD_REQUEST", CHECKOUT_REFUSALS.unknownStaff);
}

async function save(tx: DbOrTx, appointment: Appointment, request: ParsedCheckout, charge: Charge, hash: string, adminId: string, now: Date) {
  const { discount } = request;
  const [saved] = await tx
    .insert(checkouts)
    .values({
      appointmentId: appointment.id,
      businessDate: appointment.appointmentDate,
      staffId: appointment.staffId,
      subtotal: charge.subtotal,
      discountKind: discount?.kind ?? null,
      discountValue: discount?.value ?? null,
      discountReason: discount?.reason ?? null,
      discountAmount: charge.discountAmount,
      total: charge.total,
      tipTotal: charge.tipTotal,
      changeGiven: charge.change,
      requestHash: hash,
      checkedOutById: adminId,
      createdAt: now,
    })
    .returning({ id: checkouts.id });
  if (charge.items.length > 0) {
    await tx.insert(checkoutItems).values(charge.items.map((item, position) => ({ ...item, checkoutId: saved.id, position })));
  }
  const tips = request.tips.filter((tip) => tip.amount > 0);
  if (tips.length > 0) await tx.insert(checkoutTips).values(tips.map((tip) => ({ checkoutId: saved.id, staffId: tip.staffId, amount: tip.amount })));
  if (charge.payments.length > 0) await tx.insert(checkoutPayments).values(charge.payments.map((payment) => ({ ...payment, checkoutId: saved.id })));
  return saved.id;
}

/**
 * Checks a visit out: the lines charged, a discount, each manicurist's tip and the payments, every total
 * computed here. Saved once per appointment: the appointment's row lock (with its date's lock) makes two
 * desks checking out the same visit take turns; the second gets the first's answer when it sent the very
 * same checkout (a retry, a double click), and a 409 when it sent a different one. Any refusal happens
 * before anything is written. The receipt is queued to the customer in their language in the same
 * transaction.
 */
export async function checkOut(deps: CheckoutDeps, appointmentId: number, body: unknown, adminId: string, now: Date): Promise<CheckoutResult> {
  const request = checkoutRequestSchema.parse(body);
  const hash = requestHash(request);
  const catalogue = await deps.catalogue.read();
  return deps.db.transaction(async (tx) => {
    const appointment = await lockedAppointment(tx, appointmentId);
    const [existing] = await tx.select().from(checkouts).where(eq(checkouts.appointmentId, appointmentId));
    if (existing) {
      if (existing.requestHash !== hash) throw new AppError("CONFLICT", CHECKOUT_REFUSALS.alreadyCheckedOut);
      return { checkoutId: existing.id, total: existing.total, tipTotal: existing.tipTotal, change: existing.changeGiven };
    }
    if (!isPayableStatus(appointment.status)) throw new AppError("BAD_REQUEST", CHECKOUT_REFUSALS.notPayable);
    if (appointment.appointmentDate > salonDate(now)) throw new AppError("BAD_REQUEST", CHECKOUT_REFUSALS.notYet);
    await assertDayOpen(tx, appointment.appointmentDate);
    await assertStaffExist(tx, request.tips.map((tip) => tip.staffId));
    const booked = await tx
      .select()
      .from(appointmentItems)
      .where(eq(appointmentItems.appointmentId, appointmentId))
      .orderBy(asc(appointmentItems.position), asc(appointmentItems.id));
    const deposit = request.payments.some((payment) => payment.method === "deposit") ? await paidDeposit(tx, appointmentId) : undefined;
    const charge = computeCharge(chargedItems(booked, request.items, catalogue), request, deposit);
    const checkoutId = await save(tx, appointment, request, charge, hash, adminId, now);
    await completeIfOpen(tx, appointment, now);
    await enqueueReceipt(tx, appointmentId, checkoutId, now);
    return { checkoutId, total: charge.total, tipTotal: charge.tipTotal, change: charge.change };
  });
}
