import { BellOff, CircleAlert, CircleCheck } from "lucide-react";
import { Link, useParams } from "wouter";
import { buttonVariants } from "@/components/ui/button-variants";
import { Button } from "@/components/ui/button";
import { NoticeCard } from "@/components/ui/notice-card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { useLinkLanguage } from "@/lib/i18n/use-link-language";
import { useLeaveLink } from "../api/get-leave-link";
import { isInvalidLeaveLink, useLeaveWaitlist } from "../api/leave-waitlist";
import { useWaitlistStrings } from "../i18n/strings";

function BackToBooking() {
  const t = useWaitlistStrings();
  return (
    <Link href="/" className={buttonVariants({ variant: "outline" })}>
      {t.backToBooking}
    </Link>
  );
}

function InvalidLink({ error }: { error: unknown }) {
  const t = useWaitlistStrings();
  return (
    <NoticeCard icon={<CircleAlert className="size-10 text-red-700" aria-hidden />} title={t.invalidTitle}>
      <p className="text-stone-700">{errorMessage(error, t.invalid)}</p>
      <BackToBooking />
    </NoticeCard>
  );
}

/**
 * /waitlist/leave/{token}: leaving takes a press, never the visit alone (mail scanners open links), and
 * says when it is done; pressing again on a link already used is harmless. The page reads the link first
 * (which changes nothing) and opens in the language the customer joined in, unless the visitor switches.
 */
export default function LeavePage() {
  const t = useWaitlistStrings();
  const { token = "" } = useParams<{ token: string }>();
  const link = useLeaveLink(token);
  const inItsLanguage = useLinkLanguage(link.data?.locale);
  const leave = useLeaveWaitlist(token);

  if (leave.isSuccess) {
    return (
      <NoticeCard icon={<CircleCheck className="size-10 text-emerald-700" aria-hidden />} title={t.leftTitle}>
        <p className="text-stone-700">{t.left}</p>
        <BackToBooking />
      </NoticeCard>
    );
  }
  if (link.isError && isInvalidLeaveLink(link.error)) return <InvalidLink error={link.error} />;
  if (leave.isError && isInvalidLeaveLink(leave.error)) return <InvalidLink error={leave.error} />;
  if (link.isError) {
    return (
      <NoticeCard icon={<CircleAlert className="size-10 text-red-700" aria-hidden />} title={t.connectionError}>
        <p className="text-stone-700">{t.leaveLoadFailed}</p>
        <Button type="button" variant="outline" onClick={() => void link.refetch()}>
          {t.retry}
        </Button>
      </NoticeCard>
    );
  }
  if (!link.data || !inItsLanguage) return <Spinner label={t.loading} className="py-16" />;
  return (
    <NoticeCard icon={<BellOff className="size-10 text-plum-700" aria-hidden />} title={t.leaveTitle}>
      <p className="text-stone-700">{t.leaveText}</p>
      {leave.isError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {errorMessage(leave.error, t.leaveFailed)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Button type="button" variant="destructive" disabled={leave.isPending} onClick={() => leave.mutate()}>
          {leave.isPending ? t.leaving : t.leave}
        </Button>
        <BackToBooking />
      </div>
    </NoticeCard>
  );
}
