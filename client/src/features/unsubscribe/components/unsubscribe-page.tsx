import { CircleAlert, MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { NoticeCard } from "@/components/ui/notice-card";
import { Spinner } from "@/components/ui/spinner";
import { useLinkLanguage } from "@/lib/i18n/use-link-language";
import { isInvalidLink, useUnsubscribe } from "../api/unsubscribe";
import { useUnsubscribeStrings } from "../i18n/strings";

function BackToBooking() {
  const t = useUnsubscribeStrings();
  return (
    <Button asChild variant="outline">
      <Link href="/">{t.backToBooking}</Link>
    </Button>
  );
}

/**
 * /unsubscribe/{token}: the visible link of every campaign email. Opening it is the one click: the page
 * unsubscribes at once and confirms in the language the client received the campaign in, unless the
 * visitor switches.
 */
export default function UnsubscribePage() {
  const { token = "" } = useParams<{ token?: string }>();
  const t = useUnsubscribeStrings();
  const request = useUnsubscribe();
  const inLanguage = useLinkLanguage(request.data?.locale);
  const { mutate } = request;
  // Strict mode runs a mount's effects twice; the ref keeps that to one request per token.
  const requested = useRef<string | null>(null);
  useEffect(() => {
    if (requested.current === token) return;
    requested.current = token;
    mutate(token);
  }, [token, mutate]);

  if (request.isError && isInvalidLink(request.error)) {
    return (
      <NoticeCard icon={<CircleAlert className="size-12 text-red-700" aria-hidden />} title={t.invalidTitle}>
        <p className="text-stone-700">{t.invalid}</p>
        <BackToBooking />
      </NoticeCard>
    );
  }
  if (request.isError) {
    return (
      <NoticeCard icon={<CircleAlert className="size-12 text-red-700" aria-hidden />} title={t.connectionError}>
        <p className="text-stone-700">{t.failed}</p>
        <Button variant="outline" onClick={() => mutate(token)}>
          {t.retry}
        </Button>
      </NoticeCard>
    );
  }
  if (!request.data || !inLanguage) return <Spinner label={t.working} className="py-16" />;
  return (
    <NoticeCard icon={<MailCheck className="size-12 text-emerald-700" aria-hidden />} title={t.doneTitle}>
      <p className="text-stone-800">{request.data.message}</p>
      <p className="text-sm text-stone-700">{t.changedMind}</p>
      <BackToBooking />
    </NoticeCard>
  );
}
