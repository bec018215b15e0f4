import { useId, useState } from "react";
import { formatPrice } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { InputField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { payments as en } from "@/lib/i18n/en/payments";
import { payments as es } from "@/lib/i18n/es/payments";
import { useSection } from "@/lib/i18n/use-section";
import { useAppointmentPayments, usePaymentAction } from "../api/appointment-payments";

const STATE_TONES: Record<string, string> = {
  hold: "bg-amber-100 text-amber-900",
  paid: "bg-emerald-100 text-emerald-900",
  refunded: "bg-stone-200 text-stone-800",
  kept: "bg-sky-100 text-sky-900",
  charged: "bg-sky-100 text-sky-900",
  failed: "bg-red-100 text-red-900",
};

/** An appointment's payments with their state (a failed no-show charge says why), a refund, and a deposit taken in cash. */
export function PaymentsDialog({ appointmentId, open, onOpenChange }: { appointmentId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useSection({ es, en });
  const payments = useAppointmentPayments(appointmentId);
  const action = usePaymentAction(appointmentId);
  const [cash, setCash] = useState("");
  const cashId = useId();
  const run = (request: Parameters<typeof action.mutate>[0]) =>
    action.mutate(request, { onError: (error) => toast({ variant: "destructive", title: t.admin.saveFailed, description: errorMessage(error, t.admin.saveFailed) }) });
  const refundable = payments.data?.some((payment) => ["paid", "kept", "charged"].includes(payment.state)) ?? false;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t.close} data-testid="payments-dialog">
        <DialogHeader>
          <DialogTitle>{t.admin.title}</DialogTitle>
          <DialogDescription>{t.admin.subtitle}</DialogDescription>
        </DialogHeader>
        {payments.data ? (
          <ul className="grid gap-2">
            {payments.data.map((payment) => (
              <li key={payment.id} className="grid gap-1 rounded-lg border border-stone-200 p-2 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{t.kind[payment.kind]}</span>
                  <span className="tabular-nums">{formatPrice(payment.amount)}</span>
                  <Badge className={STATE_TONES[payment.state]}>{t.state[payment.state]}</Badge>
                </span>
                {payment.failureMessage ? <span className="text-stone-700">{payment.failureMessage}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <Spinner label={t.loading} />
        )}
        <div className="flex flex-wrap items-end gap-3">
          {refundable ? (
            <Button variant="outline" disabled={action.isPending} onClick={() => run({ kind: "refund" })}>
              {t.admin.refund}
            </Button>
          ) : null}
          <InputField id={cashId} label={t.kind.cash_deposit} inputMode="decimal" value={cash} onValueChange={setCash} />
          <Button disabled={action.isPending || cash.trim() === ""} onClick={() => run({ kind: "cash", amount: Math.round(Number(cash.replace(",", ".")) * 100) })}>
            {t.admin.save}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
