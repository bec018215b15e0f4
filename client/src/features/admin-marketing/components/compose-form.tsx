import { FlaskConical, PenLine, Save, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { CAMPAIGN_BODY_MAX, CAMPAIGN_SUBJECT_MAX, type CampaignSummary } from "@shared/campaigns-api";
import type { Locale } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField, InputField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useCreateCampaign } from "../api/create-campaign";
import { useAudiencePreview } from "../api/preview-audience";
import { useSendCampaign } from "../api/send-campaign";
import { useSendTestCampaign } from "../api/send-test-campaign";
import { useMarketingStrings } from "../i18n/strings";
import { audienceOf, checkDraft, type Draft, type DraftField } from "../utils/draft";
import { AudienceFields } from "./audience-fields";
import { CampaignPreview } from "./campaign-preview";

interface VersionFieldsProps {
  legend: string;
  lang: Locale;
  subject: string;
  body: string;
  onChange: (next: { subject?: string; body?: string }) => void;
  fieldId: (field: DraftField) => string;
  invalid: (field: DraftField) => boolean;
  readOnly: boolean;
}

/** One language's subject and message, marked with that language for spell checking and screen readers. */
function VersionFields({ legend, lang, subject, body, onChange, fieldId, invalid, readOnly }: VersionFieldsProps) {
  const s = useMarketingStrings();
  const [subjectField, bodyField] = lang === "es" ? (["subjectEs", "bodyEs"] as const) : (["subjectEn", "bodyEn"] as const);
  const hintId = `${fieldId(bodyField)}-hint`;
  return (
    <fieldset className="grid content-start gap-4 rounded-2xl border border-plum-100 p-4">
      <legend className="px-1 font-display text-lg font-semibold text-plum-950">{legend}</legend>
      <InputField
        id={fieldId(subjectField)}
        label={s.subject}
        required
        lang={lang}
        maxLength={CAMPAIGN_SUBJECT_MAX}
        readOnly={readOnly}
        error={invalid(subjectField) ? s.subjectRequired : undefined}
        value={subject}
        onValueChange={(next) => onChange({ subject: next })}
      />
      <FormField id={fieldId(bodyField)} label={s.body} required error={invalid(bodyField) ? s.bodyRequired : undefined}>
        {(control) => (
          <>
            <Textarea
              {...control}
              aria-describedby={[control["aria-describedby"], hintId].filter(Boolean).join(" ")}
              lang={lang}
              rows={8}
              maxLength={CAMPAIGN_BODY_MAX}
              readOnly={readOnly}
              value={body}
              onChange={(event) => onChange({ body: event.target.value })}
            />
            <p id={hintId} className="text-xs text-stone-600">
              {s.bodyHint}
            </p>
          </>
        )}
      </FormField>
    </fieldset>
  );
}

interface ComposeFormProps {
  initialDraft: Draft;
  /** A draft opened from the history: already saved, so it can be tested and sent. */
  savedId: number | null;
  /** Focus the form's heading once shown: it was opened from the history, below. */
  focusOnShow: boolean;
  onSent: (campaign: CampaignSummary) => void;
  onComposeAnother: () => void;
}

type Notice = { tone: "ok" | "error"; text: string };

/**
 * Compose, save, test, send. A saved campaign is not edited (the server keeps it as saved): its fields
 * turn read-only and "Write another" starts over. Focus follows what each step produced, since the
 * button that was pressed may be gone.
 */
export function ComposeForm({ initialDraft, savedId: initialSavedId, focusOnShow, onSent, onComposeAnother }: ComposeFormProps) {
  const s = useMarketingStrings();
  const baseId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState(initialDraft);
  const [savedId, setSavedId] = useState(initialSavedId);
  const [attempted, setAttempted] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [focusHeading, setFocusHeading] = useState(focusOnShow);
  const create = useCreateCampaign();
  const sendTest = useSendTestCampaign();
  const send = useSendCampaign();
  const audience = audienceOf(draft);
  const preview = useAudiencePreview(audience);
  const saved = savedId !== null;

  useEffect(() => {
    if (!focusHeading) return;
    heading.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  const checked = checkDraft(draft);
  const fieldId = (field: DraftField) => `${baseId}-${field}`;
  const invalid = (field: DraftField) => (attempted || field === "days") && checked.invalid.includes(field);
  const update = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));

  let count: string;
  if (audience === null) count = "";
  else if (preview.isError) count = errorMessage(preview.error, s.countFailed);
  else count = preview.data ? s.recipients(preview.data.email, preview.data.text) : s.counting;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setNotice(null);
    if (!checked.request) {
      document.getElementById(fieldId(checked.invalid[0]))?.focus();
      return;
    }
    create.mutate(checked.request, {
      onSuccess: (created) => {
        setSavedId(created.id);
        setFocusHeading(true);
      },
      onError: (error) => setNotice({ tone: "error", text: errorMessage(error, s.saveFailed) }),
    });
  };

  const test = () => {
    if (savedId === null) return;
    setNotice(null);
    sendTest.mutate(savedId, {
      onSuccess: ({ sentTo }) => setNotice({ tone: "ok", text: s.testSent(sentTo) }),
      onError: (error) => setNotice({ tone: "error", text: errorMessage(error, s.testFailed) }),
    });
  };

  const confirmSend = () => {
    if (savedId === null) return;
    send.mutate(savedId, {
      onSuccess: (campaign) => {
        setConfirming(false);
        onSent(campaign);
      },
      onError: (error) => {
        setConfirming(false);
        setNotice({ tone: "error", text: errorMessage(error, s.sendFailed) });
      },
    });
  };

  return (
    <Card aria-labelledby={`${baseId}-title`}>
      <CardContent className="grid gap-6 pt-5 sm:pt-6">
        <div className="grid gap-1">
          <h2 id={`${baseId}-title`} ref={heading} tabIndex={-1} className="font-display text-xl font-semibold text-plum-950 focus:outline-none">
            {saved ? s.savedTitle : s.composeTitle}
          </h2>
          {saved ? <p className="text-sm text-stone-700">{s.savedNote}</p> : null}
        </div>
        <form className="grid gap-6" onSubmit={save} noValidate>
          <div className="grid gap-4 lg:grid-cols-2">
            <VersionFields
              legend={s.spanishVersion}
              lang="es"
              subject={draft.subjectEs}
              body={draft.bodyEs}
              onChange={({ subject = draft.subjectEs, body = draft.bodyEs }) => update({ subjectEs: subject, bodyEs: body })}
              fieldId={fieldId}
              invalid={invalid}
              readOnly={saved}
            />
            <VersionFields
              legend={s.englishVersion}
              lang="en"
              subject={draft.subjectEn}
              body={draft.bodyEn}
              onChange={({ subject = draft.subjectEn, body = draft.bodyEn }) => update({ subjectEn: subject, bodyEn: body })}
              fieldId={fieldId}
              invalid={invalid}
              readOnly={saved}
            />
          </div>
          <AudienceFields
            choice={draft.audience}
            days={draft.days}
            daysId={fieldId("days")}
            onChoiceChange={(choice) => update({ audience: choice })}
            onDaysChange={(days) => update({ days })}
            daysInvalid={invalid("days")}
            readOnly={saved}
            count={count}
          />
          <CampaignPreview subjectEs={draft.subjectEs} bodyEs={draft.bodyEs} subjectEn={draft.subjectEn} bodyEn={draft.bodyEn} />
          {notice ? (
            <p
              role={notice.tone === "error" ? "alert" : "status"}
              className={cn("rounded-xl px-4 py-3 text-sm font-medium", notice.tone === "error" ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-900")}
            >
              {notice.text}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            {saved ? (
              <>
                <Button type="button" variant="ghost" onClick={onComposeAnother}>
                  <PenLine aria-hidden />
                  {s.composeAnother}
                </Button>
                <Button type="button" variant="outline" disabled={sendTest.isPending} onClick={test}>
                  <FlaskConical aria-hidden />
                  {sendTest.isPending ? s.sendingTest : s.sendTest}
                </Button>
                <ConfirmDialog
                  open={confirming}
                  onOpenChange={setConfirming}
                  trigger={
                    <Button type="button" disabled={!preview.data}>
                      <Send aria-hidden />
                      {s.send}
                    </Button>
                  }
                  title={s.confirmTitle}
                  description={s.confirmDescription(preview.data ? s.recipients(preview.data.email, preview.data.text) : "")}
                  cancelLabel={s.confirmCancel}
                  confirmLabel={s.confirmSend}
                  pendingLabel={s.sending}
                  pending={send.isPending}
                  onConfirm={confirmSend}
                  destructive={false}
                />
              </>
            ) : (
              <Button type="submit" disabled={create.isPending}>
                <Save aria-hidden />
                {create.isPending ? s.saving : s.save}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
