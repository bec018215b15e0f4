import { CreditCard } from "lucide-react";
import { payments as en } from "@/lib/i18n/en/payments";
import { payments as es } from "@/lib/i18n/es/payments";
import { useSection } from "@/lib/i18n/use-section";
import { usePaymentPolicy } from "../api/get-payment-policy";

/**
 * States the salon's deposit and no-show policy before the customer confirms, in their language. Shows
 * nothing while the policy loads, when it fails to load, or when the salon asks for no payment (the
 * server then books as without payments, so nothing is promised that will not happen).
 */
export function DepositNotice() {
  const t = useSection({ es, en }).notice;
  const { data } = usePaymentPolicy();
  if (!data?.enabled) return null;
  const { policy } = data;
  const lines = [t.deposit(policy), t.appliesTo(policy), policy.deposit.kind === "none" ? "" : t.cancel(data.cancelCutoffHours, policy.lateCancel.kind === "keep_deposit"), t.noShow(policy), t.hold(data.holdMinutes)].filter(Boolean);
  return (
    <section aria-labelledby="deposit-notice-title" className="rounded-lg border border-plum-200 bg-plum-50 p-3 text-sm text-stone-800" data-testid="deposit-notice">
      <h3 id="deposit-notice-title" className="mb-1 flex items-center gap-2 font-semibold text-plum-950">
        <CreditCard className="size-4" aria-hidden />
        {t.title}
      </h3>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}
