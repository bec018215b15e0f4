import { useState } from "react";
import type { AdminAppointment } from "@shared/admin-api";
import type { CheckoutResult } from "@shared/checkout-api";
import { Button } from "@/components/ui/button";
import { onDemand } from "@/lib/on-demand";
import { useCheckoutStrings } from "../i18n/checkout-strings";

/** The checkout dialog downloads when the desk first opens one, not with the page that shows the button. */
const CheckoutDialog = onDemand(() => import("./checkout-dialog").then((module) => module.CheckoutDialog));

export interface CheckoutButtonProps {
  appointment: AdminAppointment;
  onCheckedOut?: (result: CheckoutResult) => void;
}

/**
 * "Check out" for one visit and the dialog it opens. The app hands this to the pages that check visits out
 * (the appointments page, the front desk), which decide when a visit may be: each gets the same dialog
 * without importing this feature.
 */
export function CheckoutButton({ appointment, onCheckedOut }: CheckoutButtonProps) {
  const s = useCheckoutStrings();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{s.open}</Button>
      {open ? <CheckoutDialog appointment={appointment} open={open} onOpenChange={setOpen} onCheckedOut={onCheckedOut} /> : null}
    </>
  );
}
