import { CreditCard } from "lucide-react";
import type { PaymentSummary } from "@shared/payments-api";
import { formatPrice } from "@/lib/format";
import { payments as en } from "@/lib/i18n/en/payments";
import { payments as es } from "@/lib/i18n/es/payments";
import { useSection } from "@/lib/i18n/use-section";

/**
 * The booking's deposit or saved card and the terms it was booked under (which settle it, whatever the
 * salon's policy says today), in the visitor's language. Shown only for a booking that has a payment.
 */
export function PaymentTerms({ payment }: { payment: PaymentSummary }) {
  const t = useSection({ es, en });
  const policy = payment.terms?.policy;
  const lines = [
    payment.paid > 0 ? t.terms.paid(formatPrice(payment.paid)) : payment.cardSaved ? t.terms.cardSaved : "",
    payment.refunded > 0 ? t.terms.refunded(formatPrice(payment.refunded)) : "",
    policy && payment.paid > 0 ? t.notice.cancel(payment.terms!.cancelCutoffHours, policy.lateCancel.kind === "keep_deposit") : "",
    policy && (payment.paid > 0 || policy.noShow.kind === "charge_card") ? t.notice.noShow(policy) : "",
  ].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="payment-terms-title" className="rounded-xl border border-plum-200 bg-plum-50 p-3 text-sm text-stone-800" data-testid="payment-terms">
      <h3 id="payment-terms-title" className="mb-1 flex items-center gap-2 font-semibold text-plum-950">
        <CreditCard className="size-4" aria-hidden />
        {t.terms.title}
      </h3>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}
