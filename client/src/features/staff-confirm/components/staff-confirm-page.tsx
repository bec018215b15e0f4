import { CircleAlert, CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useParams, useSearch } from "wouter";
import type { StaffConfirmSummary } from "@shared/api";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { formatDate, formatTime, localizedName } from "@/lib/format";
import type { Locale } from "@shared/schema";
import { errorMessage, isNetworkFailure } from "@/lib/api-client";
import { answerAppointment, type StaffAction } from "../api/answer-appointment";
import { getConfirmSummary } from "../api/get-confirm-summary";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { useStaffConfirmStrings } from "../i18n/strings";

/** The page's steps: idle (summary and buttons), processing, result (confirmed, declined, or error). */
type PageState =
  | { step: "idle"; summary: StaffConfirmSummary | null }
  | { step: "processing" }
  | { step: "result"; outcome: "confirmed" | "declined" | "error"; message: string; retry?: () => void };

function parseAction(search: string): StaffAction | null {
  const action = new URLSearchParams(search).get("action");
  return action === "confirm" || action === "decline" ? action : null;
}

/**
 * The sentence shown for a failed call: the server's message, else "Error processing request", or
 * "Connection error" when the server could not be reached (each in the page's language).
 */
function failureMessage(error: unknown, strings: { processingError: string; connectionError: string }): string {
  return isNetworkFailure(error) ? strings.connectionError : errorMessage(error, strings.processingError);
}

function Summary({ summary, language }: { summary: StaffConfirmSummary; language: Locale }) {
  const t = useStaffConfirmStrings();
  const { appointment } = summary;
  const name = (item: { nameEn: string; nameEs: string }) => localizedName(item, language);
  const rows: [string, string][] = [
    [t.client, appointment.customerFirstName],
    [t.date, formatDate(appointment.appointmentDate, language, "full")],
    [t.time, formatTime(appointment.appointmentTime, language, "12-hour")],
    [t.duration, t.minutes(appointment.totalDuration)],
    [t.services, appointment.services.map(name).join(", ")],
  ];
  if (appointment.staff) rows.push([t.manicurist, name(appointment.staff)]);
  // A link for one part of a visit of several: the rows above are that part's.
  if (summary.part) rows.unshift([t.part, t.partOf(summary.part.id, summary.part.count)]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-plum-50 p-4 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="font-semibold text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ResultCard({ state }: { state: Extract<PageState, { step: "result" }> }) {
  const t = useStaffConfirmStrings();
  const visual = {
    confirmed: { Icon: CircleCheck, title: t.confirmedTitle, tone: "text-emerald-700" },
    declined: { Icon: CircleX, title: t.declinedTitle, tone: "text-plum-800" },
    error: { Icon: CircleAlert, title: t.errorTitle, tone: "text-red-700" },
  }[state.outcome];
  return (
    <Card className="mx-auto max-w-lg" aria-live="polite">
      <CardHeader className="items-center text-center">
        <visual.Icon className={`size-12 ${visual.tone}`} aria-hidden />
        <h1 className="font-display text-xl font-semibold text-plum-950">{visual.title}</h1>
      </CardHeader>
      <CardContent className="space-y-4 text-center">
        <p role={state.outcome === "error" ? "alert" : "status"} className="text-stone-700">
          {state.message}
        </p>
        {state.retry && (
          <Button variant="outline" onClick={state.retry}>
            {t.retry}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /staff-confirm/{token}[?action=confirm|decline]: the assigned manicurist answers from the emailed link; with
 * `action` the page acts at once on load (docs/product-rules.md, "Emailed links").
 */
export default function StaffConfirmPage() {
  const params = useParams<{ token?: string }>();
  const token = params.token?.trim() ?? "";
  const search = useSearch();
  const language = usePageLanguage();
  const t = useStaffConfirmStrings();
  const [state, setState] = useState<PageState>({ step: "idle", summary: null });
  // An emailed link with ?action= runs once, even when React mounts effects twice in development.
  const started = useRef(false);

  const act = useCallback(
    async (action: StaffAction) => {
      setState({ step: "processing" });
      try {
        const answer = await answerAppointment(token, action, language);
        setState({ step: "result", outcome: answer.status === "declined" ? "declined" : "confirmed", message: answer.message });
      } catch (error) {
        setState({
          step: "result",
          outcome: "error",
          message: failureMessage(error, t),
          // A dropped connection may not have reached the server: trying again is safe (a used link says so).
          retry: isNetworkFailure(error) ? () => void act(action) : undefined,
        });
      }
    },
    [token, language, t],
  );

  const loadSummary = useCallback(async () => {
    setState({ step: "idle", summary: null });
    try {
      setState({ step: "idle", summary: await getConfirmSummary(token, language) });
    } catch (error) {
      setState({
        step: "result",
        outcome: "error",
        message: failureMessage(error, t),
        retry: isNetworkFailure(error) ? () => void loadSummary() : undefined,
      });
    }
  }, [token, language, t]);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    const action = parseAction(search);
    void (action ? act(action) : loadSummary());
  }, [token, search, act, loadSummary]);

  if (!token) {
    return (
      <Card className="mx-auto max-w-lg">
        <CardHeader className="items-center text-center">
          <CircleAlert className="size-12 text-red-700" aria-hidden />
          <div role="alert">
            <h1 className="font-display text-xl font-semibold text-plum-950">{t.invalidTokenTitle}</h1>
          </div>
          <CardDescription>{t.invalidTokenText}</CardDescription>
        </CardHeader>
      </Card>
    );
  }

  if (state.step === "result") return <ResultCard state={state} />;

  const processing = state.step === "processing";
  const summary = state.step === "idle" ? state.summary : null;
  return (
    <Card className="mx-auto max-w-lg" aria-busy={processing || !summary}>
      <CardHeader>
        <h1 className="font-display text-2xl font-semibold text-plum-950">{t.title}</h1>
        <CardDescription>{t.subtitle}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {summary ? (
          <Summary summary={summary} language={language} />
        ) : (
          <div role="status" className="flex items-center justify-center gap-2 py-6 text-stone-600">
            <LoaderCircle className="size-5 animate-spin text-plum-700" aria-hidden />
            <span className="text-sm">{processing ? t.processing : t.loading}</span>
          </div>
        )}
        {summary && (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button className="flex-1" size="lg" disabled={processing} onClick={() => void act("confirm")}>
              <CircleCheck aria-hidden />
              {t.confirm}
            </Button>
            <Button className="flex-1" size="lg" variant="outline" disabled={processing} onClick={() => void act("decline")}>
              <CircleX aria-hidden />
              {t.decline}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
