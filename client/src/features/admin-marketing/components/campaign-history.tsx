import { FolderOpen } from "lucide-react";
import { useId } from "react";
import type { CampaignAudience, CampaignSummary } from "@shared/campaigns-api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { LoadErrorCard } from "@/components/ui/load-error-card";
import { Spinner } from "@/components/ui/spinner";
import { formatInstantDate, formatInstantTime } from "@/lib/format";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { useCampaigns } from "../api/get-campaigns";
import { type MarketingStrings, useMarketingStrings } from "../i18n/strings";

function audienceText(s: MarketingStrings, audience: CampaignAudience): string {
  return typeof audience === "string" ? s.audienceSummary[audience] : s.audienceSummary.lapsed(audience.lastVisitBeforeDays);
}

function Figure({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="text-2xl font-semibold text-stone-900 tabular-nums">
        {value}
        {detail ? <span className="ml-2 text-sm font-normal text-stone-700">{detail}</span> : null}
      </dd>
    </div>
  );
}

function CampaignItem({ campaign, onOpen }: { campaign: CampaignSummary; onOpen: (campaign: CampaignSummary) => void }) {
  const s = useMarketingStrings();
  const language = usePageLanguage();
  const subject = language === "en" ? campaign.subjectEn : campaign.subjectEs;
  const textDetail = campaign.recipients.text > 0 ? s.byText(campaign.recipients.text) : undefined;
  let when: string;
  if (campaign.sentAt) {
    when = s.sentOn(formatInstantDate(campaign.sentAt, language), formatInstantTime(campaign.sentAt, language));
    if (campaign.sentBy) when = `${when} ${s.by(campaign.sentBy)}`;
  } else {
    when = s.savedOn(formatInstantDate(campaign.createdAt, language));
    if (campaign.createdBy) when = `${when} ${s.by(campaign.createdBy)}`;
  }
  return (
    <li className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm" data-campaign-id={campaign.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 className="text-lg font-semibold break-words text-plum-950">{subject}</h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
            {campaign.sentAt ? null : <Badge variant="muted">{s.draft}</Badge>}
            <span>{when}</span>
          </p>
          <p className="text-sm text-stone-600">{audienceText(s, campaign.audience)}</p>
        </div>
        {campaign.sentAt ? null : (
          <Button variant="outline" size="sm" aria-label={s.openDraftNamed(subject)} onClick={() => onOpen(campaign)}>
            <FolderOpen aria-hidden />
            {s.openDraft}
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {campaign.sentAt ? (
          <>
            <Figure label={s.recipientsLabel} value={campaign.recipients.email} detail={textDetail} />
            <Figure label={s.delivered} value={campaign.delivered} />
            <Figure label={s.failed} value={campaign.failed} />
            <Figure label={s.unsubscribed} value={campaign.unsubscribedSince} />
          </>
        ) : (
          <Figure label={s.wouldReceive} value={campaign.recipients.email} detail={textDetail} />
        )}
      </dl>
    </li>
  );
}

/** Every campaign, newest first: when it went and who sent it, or that it is a draft (which can be opened to send). */
export function CampaignHistory({ onOpen }: { onOpen: (campaign: CampaignSummary) => void }) {
  const s = useMarketingStrings();
  const headingId = useId();
  const campaigns = useCampaigns();
  let content;
  if (campaigns.isPending) content = <Spinner label={s.loading} />;
  else if (campaigns.isError) content = <LoadErrorCard message={s.historyLoadError} retryLabel={s.retry} onRetry={() => void campaigns.refetch()} />;
  else if (campaigns.data.length === 0) content = <p className="text-stone-600">{s.historyEmpty}</p>;
  else
    content = (
      <ul className="grid gap-4" aria-labelledby={headingId}>
        {campaigns.data.map((campaign) => (
          <CampaignItem key={campaign.id} campaign={campaign} onOpen={onOpen} />
        ))}
      </ul>
    );
  return (
    <Card aria-labelledby={headingId}>
      <CardContent className="grid gap-4 pt-5 sm:pt-6">
        <h2 id={headingId} className="font-display text-xl font-semibold text-plum-950">
          {s.historyTitle}
        </h2>
        {content}
      </CardContent>
    </Card>
  );
}
