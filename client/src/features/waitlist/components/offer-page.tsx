import { CalendarCheck, CalendarX2, CircleAlert, Clock } from "lucide-react";
import { useCallback, useId } from "react";
import { Link, useLocation, useParams } from "wouter";
import type { WaitlistOfferView } from "@shared/waitlist-api";
import { buttonVariants } from "@/components/ui/button-variants";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { NoticeCard } from "@/components/ui/notice-card";
import { PriceLinesTable } from "@/components/ui/price-lines-table";
import { Spinner } from "@/components/ui/spinner";
import { VisitWhen } from "@/components/ui/visit-when";
import { errorMessage } from "@/lib/api-client";
import { bookingConfirmedPath, type BookingConfirmedState } from "@/lib/booking-confirmed";
import { formatInstantTime } from "@/lib/format";
import { useLinkLanguage } from "@/lib/i18n/use-link-language";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { useNow } from "@/lib/use-now";
import { isExpired, isTaken, useClaimOffer } from "../api/claim-offer";
import { useDeclineOffer } from "../api/decline-offer";
import { isUnknownOffer, useOffer } from "../api/get-offer";
import { useWaitlistStrings } from "../i18n/strings";
import { remainingOf } from "../utils/remaining";
import { DeclinedOffer } from "./declined-offer";

/** Where an offer that can no longer be claimed sends the customer: the booking page's times. */
function BackToBooking() {
  const t = useWaitlistStrings();
  return (
    <Link href="/" className={buttonVariants({ variant: "outline" })}>
      {t.seeTimes}
    </Link>
  );
}

/** An offer that is no longer open, worded by why: declined, taken by someone else, or ended (expired, withdrawn). */
function ClosedOffer({ state }: { state: WaitlistOfferView["state"] }) {
  const t = useWaitlistStrings();
  const taken = state === "taken";
  if (state === "declined") return <DeclinedOffer />;
  return (
    <NoticeCard icon={<CalendarX2 className="size-10 text-amber-700" aria-hidden />} title={taken ? t.takenTitle : t.expiredTitle}>
      <p className="text-stone-700">{taken ? t.taken : t.expired}</p>
      <BackToBooking />
    </NoticeCard>
  );
}

/** The time left to claim, every second; "expires at" beside it for anyone who leaves the page open. */
function Countdown({ expiresAt }: { expiresAt: string }) {
  const t = useWaitlistStrings();
  const language = usePageLanguage();
  const now = useNow(1000);
  const left = remainingOf(expiresAt, now);
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-stone-700" data-testid="offer-expiry">
      <Clock className="size-4 text-plum-700" aria-hidden />
      <span>{t.expiresAt(formatInstantTime(expiresAt, language))}</span>
      {/* The ticking figure is not announced: a screen reader would read it every second. */}
      <span aria-hidden className="font-semibold tabular-nums text-plum-800">
        {t.expiresIn(left.minutes, left.seconds)}
      </span>
    </p>
  );
}

/**
 * Claims the offer and lands where a booking from the booking page lands: its confirmation page, or the
 * deposit's checkout when the salon asks one. Claiming an offer already claimed answers the same booking.
 */
function useBookOffer(token: string) {
  const [, navigate] = useLocation();
  const claim = useClaimOffer(token);
  const book = () =>
    claim.mutate(undefined, {
      onSuccess: (answer) => {
        if ("checkoutUrl" in answer) {
          window.location.assign(answer.checkoutUrl);
          return;
        }
        const state: BookingConfirmedState = { textMessages: answer.textMessages };
        navigate(bookingConfirmedPath(answer.manageToken), { state });
      },
    });
  return { claim, book };
}

/** An offer this customer already booked (the link opened again): the button leads to that booking. */
function ClaimedOffer({ token }: { token: string }) {
  const t = useWaitlistStrings();
  const { claim, book } = useBookOffer(token);
  return (
    <NoticeCard icon={<CalendarCheck className="size-10 text-emerald-700" aria-hidden />} title={t.claimedTitle}>
      <p className="text-stone-700">{t.claimed}</p>
      {claim.isError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {errorMessage(claim.error, t.claimFailed)}
        </p>
      ) : null}
      <Button type="button" disabled={claim.isPending} onClick={book}>
        {t.seeBooking}
      </Button>
    </NoticeCard>
  );
}

function OpenOffer({ token, offer, decline }: { token: string; offer: WaitlistOfferView; decline: ReturnType<typeof useDeclineOffer> }) {
  const t = useWaitlistStrings();
  const language = usePageLanguage();
  const baseId = useId();
  const { claim, book } = useBookOffer(token);
  const focusOnce = useCallback((node: HTMLHeadingElement | null) => node?.focus({ preventScroll: true }), []);
  // Someone else booked it first (409) or it ended (410): said at once, whatever the offer's reading says.
  if (isTaken(claim.error)) return <ClosedOffer state="taken" />;
  if (isExpired(claim.error)) return <ClosedOffer state="expired" />;
  const failure = claim.isError ? errorMessage(claim.error, t.claimFailed) : decline.isError ? errorMessage(decline.error, t.declineFailed) : null;
  const answering = claim.isPending || decline.isPending;

  return (
    <Card className="mx-auto max-w-2xl" data-testid="waitlist-offer">
      <CardHeader className="items-center gap-2 text-center">
        <CalendarCheck className="size-12 text-emerald-700" aria-hidden />
        <h1 ref={focusOnce} tabIndex={-1} className="font-display text-2xl font-semibold text-plum-950 focus:outline-none sm:text-3xl">
          {t.offerTitle}
        </h1>
        <p className="text-stone-700">{t.offerIntro}</p>
      </CardHeader>
      <CardContent className="space-y-6">
        <section aria-labelledby={`${baseId}-when`} className="space-y-2 rounded-xl bg-plum-50 p-4">
          <h2 id={`${baseId}-when`} className="font-display text-lg font-semibold text-plum-950">
            {t.when}
          </h2>
          <VisitWhen
            date={offer.appointmentDate}
            time={offer.appointmentTime}
            durationMinutes={offer.durationMinutes}
            language={language}
            labels={t}
            testId="offer-when"
          />
        </section>
        <PriceLinesTable
          lines={offer.lines}
          total={offer.totalPrice}
          caption={t.services}
          totalLabel={t.total}
          language={language}
          captionClassName="font-display text-lg text-plum-950"
          totalClassName="text-lg font-bold text-plum-800"
        />
        <Countdown expiresAt={offer.expiresAt} />
        {failure ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="button" size="lg" className="w-full sm:w-auto" disabled={answering} onClick={book}>
            <CalendarCheck aria-hidden />
            {claim.isPending ? t.booking : t.book}
          </Button>
          <Button type="button" size="lg" variant="outline" className="w-full sm:w-auto" disabled={answering} onClick={() => decline.mutate()}>
            {decline.isPending ? t.declining : t.decline}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** /waitlist/offer/{token}: a freed place offered to a customer on the waitlist, in their language, with a button to book it and one to say no. */
export default function OfferPage() {
  const t = useWaitlistStrings();
  const { token = "" } = useParams<{ token: string }>();
  const offer = useOffer(token);
  const inItsLanguage = useLinkLanguage(offer.data?.locale);
  // Held here, not in the open offer's card: the offer read again (every 30 s) is "declined" by then, and the
  // page keeps the answer's dates the customer still waits on.
  const decline = useDeclineOffer(token);
  if (decline.isSuccess) return <DeclinedOffer waitingDates={decline.data.waitingDates} />;

  if (offer.isError && !offer.data) {
    if (isUnknownOffer(offer.error)) {
      return (
        <NoticeCard icon={<CircleAlert className="size-10 text-red-700" aria-hidden />} title={t.invalidTitle}>
          <p className="text-stone-700">{t.invalid}</p>
          <BackToBooking />
        </NoticeCard>
      );
    }
    return (
      <NoticeCard icon={<CircleAlert className="size-10 text-red-700" aria-hidden />} title={t.connectionError}>
        <p className="text-stone-700">{t.loadFailed}</p>
        <Button type="button" variant="outline" onClick={() => void offer.refetch()}>
          {t.retry}
        </Button>
      </NoticeCard>
    );
  }
  if (!offer.data || !inItsLanguage) return <Spinner label={t.loading} className="py-16" />;
  if (offer.data.state === "claimed") return <ClaimedOffer token={token} />;
  if (offer.data.state !== "open" || remainingOf(offer.data.expiresAt, new Date()).total === 0) {
    return <ClosedOffer state={offer.data.state === "open" ? "expired" : offer.data.state} />;
  }
  return <OpenOffer token={token} offer={offer.data} decline={decline} />;
}
