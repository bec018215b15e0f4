import { useState } from "react";
import type { AdminAppointment } from "@shared/admin-api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatPrice } from "@/lib/format";
import { payments as en } from "@/lib/i18n/en/payments";
import { payments as es } from "@/lib/i18n/es/payments";
import { useSection } from "@/lib/i18n/use-section";
import { onDemand } from "@/lib/on-demand";
import { cn } from "@/lib/utils";

/** The payments dialog downloads when an admin first opens one. */
const PaymentsDialog = onDemand(() => import("./payments-dialog").then((module) => module.PaymentsDialog));

/** A state the admin must act on stands out; money handed back or kept is quiet. */
const STATE_TONES: Record<NonNullable<AdminAppointment["payment"]>["state"], string> = {
  hold: "bg-amber-100 text-amber-900",
  paid: "bg-emerald-100 text-emerald-900",
  charged: "bg-emerald-100 text-emerald-900",
  kept: "bg-stone-200 text-stone-800",
  refunded: "bg-stone-200 text-stone-800",
  failed: "bg-red-100 text-red-900",
};

/**
 * An appointment card's payment: its state and amount at a glance (what the customer paid, or the saved
 * card), and the button to its payments (refund, cash deposit). Shown only when the salon has a provider.
 */
export function PaymentFooter({ appointment }: { appointment: AdminAppointment }) {
  const t = useSection({ es, en });
  const [open, setOpen] = useState(false);
  const { payment } = appointment;
  return (
    <footer className="flex flex-wrap items-center gap-3">
      {payment ? (
        <Badge className={cn(STATE_TONES[payment.state])} data-testid="payment-state">
          {t.kind[payment.kind]}: {t.state[payment.state]}
          {payment.paid > 0 ? ` · ${formatPrice(payment.paid)}` : ""}
        </Badge>
      ) : null}
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t.admin.title}
      </Button>
      {open ? <PaymentsDialog appointmentId={appointment.id} open={open} onOpenChange={setOpen} /> : null}
    </footer>
  );
}
