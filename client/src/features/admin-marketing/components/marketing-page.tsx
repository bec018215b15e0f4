import { useCallback, useState } from "react";
import type { CampaignSummary } from "@shared/campaigns-api";
import { PageHeader } from "@/components/ui/page-header";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { useMarketingStrings } from "../i18n/strings";
import { type Draft, draftOf, EMPTY_DRAFT } from "../utils/draft";
import { CampaignHistory } from "./campaign-history";
import { ComposeForm } from "./compose-form";

interface Composer {
  /** A new key mounts a fresh form: after a send, for "Write another", or for a draft opened from the history. */
  key: number;
  draft: Draft;
  savedId: number | null;
  opened: boolean;
}

const FRESH: Composer = { key: 0, draft: EMPTY_DRAFT, savedId: null, opened: false };

/** /admin/marketing: compose a campaign in both languages, see who would receive it, test it, send it; and the history. */
export default function MarketingPage() {
  const s = useMarketingStrings();
  const language = usePageLanguage();
  const [composer, setComposer] = useState(FRESH);
  const [sent, setSent] = useState<CampaignSummary | null>(null);
  // The send's dialog and button are gone with the form it came from: focus goes to what the send produced.
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);

  const start = (next: Omit<Composer, "key">) => setComposer((current) => ({ ...next, key: current.key + 1 }));

  return (
    <div className="grid gap-6">
      <PageHeader title={s.title} description={s.subtitle} />
      {sent ? (
        <p
          key={sent.id}
          ref={focusOnMount}
          tabIndex={-1}
          role="status"
          className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 focus:outline-none"
        >
          {s.sent(language === "en" ? sent.subjectEn : sent.subjectEs)}
        </p>
      ) : null}
      <ComposeForm
        key={composer.key}
        initialDraft={composer.draft}
        savedId={composer.savedId}
        focusOnShow={composer.opened}
        onSent={(campaign) => {
          setSent(campaign);
          start(FRESH);
        }}
        onComposeAnother={() => start({ ...FRESH, opened: true })}
      />
      <CampaignHistory
        onOpen={(campaign) => {
          setSent(null);
          start({ draft: draftOf(campaign), savedId: campaign.id, opened: true });
        }}
      />
    </div>
  );
}
