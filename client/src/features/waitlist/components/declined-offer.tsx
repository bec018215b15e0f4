import { CircleCheck } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button-variants";
import { NoticeCard } from "@/components/ui/notice-card";
import { formatDate, INTL_LOCALES } from "@/lib/format";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { useWaitlistStrings } from "../i18n/strings";

/**
 * An offer the customer said no to: its time went to the next person. Just declined, the server's answer
 * names the dates they still wait on; opened again later, the page says so without the dates.
 */
export function DeclinedOffer({ waitingDates }: { waitingDates?: string[] }) {
  const t = useWaitlistStrings();
  const language = usePageLanguage();
  // "Tuesday, November 24 and Thursday, November 26" / "… y …".
  const dates = waitingDates?.length
    ? new Intl.ListFormat(INTL_LOCALES[language], { type: "conjunction" }).format(waitingDates.map((date) => formatDate(date, language, "long")))
    : null;
  return (
    <NoticeCard icon={<CircleCheck className="size-10 text-emerald-700" aria-hidden />} title={t.declinedTitle}>
      <p className="text-stone-700" data-testid="offer-declined">
        {dates ? t.declinedStillWaiting(dates) : t.declined}
      </p>
      <Link href="/" className={buttonVariants({ variant: "outline" })}>
        {t.seeTimes}
      </Link>
    </NoticeCard>
  );
}
