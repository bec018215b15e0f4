import type { AdminAppointment } from "@shared/admin-api";
import { cancellationKeepsDeposit } from "@shared/payments-api";
import { salonDateTimeToInstant } from "@shared/time";
import { formatPrice } from "@/lib/format";
import type { AppointmentStrings } from "../i18n/strings";

export interface CancelDeposit {
  kept: boolean;
  /** Cents. */
  amount: number;
  cutoffHours: number;
}

/**
 * What cancelling the appointment at `now` from the back office does to the deposit its customer paid
 * online, as the payments sweep will settle it under the terms they booked with: kept after the cut-off
 * when those terms keep late cancellations, else refunded. Null without a paid deposit with its terms.
 */
export function cancelDeposit(appointment: Pick<AdminAppointment, "payment" | "appointmentDate" | "appointmentTime">, now: Date): CancelDeposit | null {
  const { payment } = appointment;
  if (!payment || payment.kind !== "deposit" || payment.state !== "paid" || payment.paid === 0 || !payment.terms) return null;
  const start = salonDateTimeToInstant(appointment.appointmentDate, appointment.appointmentTime);
  return { kept: cancellationKeepsDeposit(payment.terms, start, now, false), amount: payment.paid, cutoffHours: payment.terms.cancelCutoffHours };
}

/** The cancel dialog's sentence about the deposit, in the admin's language; null when there is none to tell. */
export function cancelDepositNote(appointment: Parameters<typeof cancelDeposit>[0], now: Date, s: AppointmentStrings): string | null {
  const deposit = cancelDeposit(appointment, now);
  if (!deposit) return null;
  const amount = formatPrice(deposit.amount);
  return deposit.kept ? s.cancelDepositKept(amount, deposit.cutoffHours) : s.cancelDepositRefunded(amount);
}
