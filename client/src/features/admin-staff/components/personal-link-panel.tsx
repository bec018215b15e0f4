import { CalendarDays, Send } from "lucide-react";
import { useState } from "react";
import type { Locale } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatInstantDate } from "@/lib/format";
import { useI18n } from "@/lib/i18n/use-i18n";
import { usePersonalLinkStatus } from "../api/get-personal-link";
import { useRevokePersonalLink } from "../api/revoke-personal-link";
import { useSendPersonalLink } from "../api/send-personal-link";
import { useStaffStrings } from "../i18n/strings";

/**
 * Sends a manicurist their personal "My day" link (page and calendar address) in the language chosen,
 * sends a new one (which ends the old), or revokes it.
 */
export function PersonalLinkPanel({ staffId, name, hasEmail }: { staffId: number; name: string; hasEmail: boolean }) {
  const t = useStaffStrings().personalLink;
  const { language } = useI18n();
  const status = usePersonalLinkStatus(staffId);
  const send = useSendPersonalLink(staffId);
  const revoke = useRevokePersonalLink(staffId);
  const [locale, setLocale] = useState<Locale>("es");
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const active = status.data?.active === true;
  const selectId = `personal-link-language-${staffId}`;

  return (
    <section className="grid gap-2 rounded-xl border border-plum-100 p-3" aria-label={`${t.title}: ${name}`}>
      <h3 className="flex items-center gap-1.5 text-sm font-semibold text-stone-800">
        <CalendarDays className="size-4 text-plum-700" aria-hidden />
        {t.title}
      </h3>
      <p className="text-sm text-stone-600">{t.explain}</p>
      <p className="text-sm text-stone-800" data-testid="personal-link-status">
        {status.data?.active && status.data.issuedAt && status.data.expiresAt
          ? t.activeSince(formatInstantDate(status.data.issuedAt, language), formatInstantDate(status.data.expiresAt, language))
          : t.none}
      </p>
      {hasEmail ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="text-sm text-stone-700">
            {t.language}
          </label>
          <select
            id={selectId}
            value={locale}
            onChange={(event) => setLocale(event.target.value === "en" ? "en" : "es")}
            className="rounded-lg border border-stone-300 bg-white px-2 py-1 text-sm"
          >
            <option value="es">{t.languages.es}</option>
            <option value="en">{t.languages.en}</option>
          </select>
          <Button
            size="sm"
            disabled={send.isPending}
            onClick={() =>
              send.mutate(locale, {
                onSuccess: () => setNotice(t.sent),
                onError: () => setNotice(t.failed),
              })
            }
          >
            <Send aria-hidden />
            {send.isPending ? t.sending : active ? t.resend : t.send}
          </Button>
          {active ? (
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              {t.revoke}
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-stone-600">{t.noEmail}</p>
      )}
      {notice ? (
        <p role="status" className="text-sm text-stone-700">
          {notice}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.revokeTitle(name)}
        description={t.revokeText}
        cancelLabel={t.cancel}
        confirmLabel={t.revoke}
        pendingLabel={t.revoking}
        pending={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => setNotice(t.revoked),
            onError: () => setNotice(t.failed),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </section>
  );
}
