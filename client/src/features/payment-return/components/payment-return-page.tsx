import { CircleAlert } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { bookingConfirmedPath, type BookingConfirmedState } from "@/lib/booking-confirmed";
import { payments as en } from "@/lib/i18n/en/payments";
import { payments as es } from "@/lib/i18n/es/payments";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useSection } from "@/lib/i18n/use-section";
import { isRefusal } from "@/lib/api-client";
import { useCheckoutOutcome } from "../api/get-checkout-outcome";

/**
 * Where checkout brings the customer back (/booking/payment?session_id=…&lang=…), in the language they
 * booked in. It waits for the webhook to confirm the booking, then shows the booking's confirmation page;
 * a hold that expired meanwhile is said so, with the refund that follows.
 */
export default function PaymentReturnPage() {
  const params = new URLSearchParams(useSearch());
  const sessionId = params.get("session_id") ?? "";
  const lang = params.get("lang");
  const { language, setLanguage } = useI18n();
  const t = useSection({ es, en }).back;
  const [, navigate] = useLocation();
  const outcome = useCheckoutOutcome(sessionId);

  useEffect(() => {
    if ((lang === "es" || lang === "en") && lang !== language) setLanguage(lang);
  }, [lang, language, setLanguage]);

  const confirmed = outcome.data?.status === "confirmed" ? outcome.data.manageToken : null;
  useEffect(() => {
    if (!confirmed) return;
    const state: BookingConfirmedState = { textMessages: false };
    navigate(bookingConfirmedPath(confirmed), { replace: true, state });
  }, [confirmed, navigate]);

  const failed = !sessionId || isRefusal(outcome.error, 404) || outcome.data?.status === "expired";
  if (!failed) {
    return (
      <Card className="mx-auto max-w-xl" data-testid="payment-waiting">
        <CardHeader className="items-center text-center">
          <h1 className="font-display text-2xl font-semibold text-plum-950">{t.waitingTitle}</h1>
        </CardHeader>
        <CardContent className="grid justify-items-center gap-3 text-center">
          <Spinner label={t.waitingNote} />
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="mx-auto max-w-xl" data-testid="payment-expired">
      <CardHeader className="items-center gap-2 text-center">
        <CircleAlert className="size-10 text-amber-700" aria-hidden />
        <h1 className="font-display text-2xl font-semibold text-plum-950">{outcome.data?.status === "expired" ? t.expiredTitle : t.notFoundTitle}</h1>
      </CardHeader>
      <CardContent className="grid justify-items-center gap-4 text-center">
        {outcome.data?.status === "expired" ? <p className="text-stone-700">{t.expiredNote}</p> : null}
        <Link href="/" className={buttonVariants()}>
          {t.bookAgain}
        </Link>
      </CardContent>
    </Card>
  );
}
