import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { type AppointmentPaymentView, cashDepositSchema, refundRequestSchema } from "@shared/payments-api";
import { type AppointmentPayment, appointmentPayments, appointments, checkoutPayments } from "@shared/schema";
import { lockedAppointment } from "../appointment-changes/changes";
import type { Clock } from "../infra/clock";
import type { Db, DbOrTx } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { confirmHold, holdIsOpen } from "./confirm";
import type { PaymentProvider } from "./provider";
import { refundPayment } from "./settle";

export const NOTHING_TO_REFUND = "This appointment has no payment left to refund.";
export const APPOINTMENT_NOT_FOUND = "Appointment not found";
export const PAID_IN_CASH = "Paid in cash at the front desk instead";
export const DEPOSIT_COUNTED = "This deposit was counted in the visit's checkout; give money back with a correction of the checkout.";

export interface AdminPaymentDeps {
  db: Db;
  clock: Clock;
  provider?: PaymentProvider;
  currency: string;
}

const view = (payment: AppointmentPayment): AppointmentPaymentView => ({
  id: payment.id,
  kind: payment.kind,
  state: payment.state,
  amount: payment.amount,
  currency: payment.currency,
  failureMessage: payment.failureMessage,
  createdAt: payment.createdAt.toISOString(),
  updatedAt: payment.updatedAt.toISOString(),
});

async function paymentsOf(db: DbOrTx, appointmentId: number): Promise<AppointmentPayment[]> {
  return db.select().from(appointmentPayments).where(eq(appointmentPayments.appointmentId, appointmentId)).orderBy(asc(appointmentPayments.id));
}

/** GET /api/admin/appointments/:id/payments: every payment of one appointment, oldest first. */
export async function listPayments(db: Db, appointmentId: number): Promise<AppointmentPaymentView[]> {
  const [appointment] = await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, appointmentId));
  if (!appointment) throw new AppError("NOT_FOUND", APPOINTMENT_NOT_FOUND);
  return (await paymentsOf(db, appointmentId)).map(view);
}

/**
 * Refunds, or waives, what an appointment's customer paid: each payment still held by the salon (paid,
 * kept or charged) is refunded through the provider, or marked handed back when it was cash. The rows are
 * locked first, so a refund racing the settlement of a no-show settles each payment once.
 */
export async function refundAppointment(deps: AdminPaymentDeps, appointmentId: number, rawBody: unknown, adminId: string): Promise<AppointmentPaymentView[]> {
  refundRequestSchema.parse(rawBody ?? {});
  return deps.db.transaction(async (tx) => {
    const open = await tx
      .select()
      .from(appointmentPayments)
      .where(and(eq(appointmentPayments.appointmentId, appointmentId), inArray(appointmentPayments.state, ["paid", "kept", "charged"])))
      .orderBy(asc(appointmentPayments.id))
      .for("update");
    if (open.length === 0) {
      const [exists] = await tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, appointmentId));
      throw new AppError(exists ? "CONFLICT" : "NOT_FOUND", exists ? NOTHING_TO_REFUND : APPOINTMENT_NOT_FOUND);
    }
    // A deposit the checkout counted as paid stays paid: money given back then is a recorded correction of that checkout.
    const counted = await tx.select({ id: checkoutPayments.id }).from(checkoutPayments).where(inArray(checkoutPayments.appointmentPaymentId, open.map((payment) => payment.id)));
    if (counted.length > 0) throw new AppError("CONFLICT", DEPOSIT_COUNTED);
    const now = deps.clock();
    for (const payment of open) {
      if (payment.paymentIntentId && !deps.provider) throw new AppError("CONFLICT", "Payments are not set up");
      await refundPayment(tx, deps.provider!, payment, now);
      await tx.update(appointmentPayments).set({ byId: adminId }).where(eq(appointmentPayments.id, payment.id));
    }
    return (await paymentsOf(tx, appointmentId)).map(view);
  });
}

/**
 * The front desk took the deposit in cash: recorded as paid. A booking still held for its online payment
 * is confirmed by it, as the provider's payment would have.
 */
export async function recordCashDeposit(deps: AdminPaymentDeps, appointmentId: number, rawBody: unknown, adminId: string): Promise<AppointmentPaymentView[]> {
  const { amount } = cashDepositSchema.parse(rawBody);
  return deps.db.transaction(async (tx) => {
    const appointment = await lockedAppointment(tx, appointmentId);
    const now = deps.clock();
    // Paid at the desk under the same terms as the booking's online payment, when it had one.
    const [terms] = await tx
      .select({ policy: appointmentPayments.policy, cancelCutoffHours: appointmentPayments.cancelCutoffHours })
      .from(appointmentPayments)
      .where(and(eq(appointmentPayments.appointmentId, appointmentId), isNotNull(appointmentPayments.policy)))
      .orderBy(desc(appointmentPayments.id))
      .limit(1);
    await tx
      .insert(appointmentPayments)
      .values({ appointmentId, kind: "cash_deposit", state: "paid", amount, currency: deps.currency, byId: adminId, createdAt: now, updatedAt: now, ...terms });
    if (holdIsOpen(appointment, now)) {
      // The online checkout is no longer this booking's: a payment arriving through it later is refunded.
      await tx
        .update(appointmentPayments)
        .set({ state: "failed", failureMessage: PAID_IN_CASH, updatedAt: now })
        .where(and(eq(appointmentPayments.appointmentId, appointmentId), eq(appointmentPayments.state, "hold")));
      await confirmHold(tx, appointment, now);
    }
    return (await paymentsOf(tx, appointmentId)).map(view);
  });
}
