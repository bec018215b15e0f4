import { CircleCheck, CircleX, NotebookPen, Phone, Users } from "lucide-react";
import { useState } from "react";
import type { MyDayJob } from "@shared/my-day-api";
import type { Locale } from "@shared/schema";
import { fromMinutes, toMinutes } from "@shared/time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage, isNetworkFailure } from "@/lib/api-client";
import { formatTime, localizedName } from "@/lib/format";
import { useAnswerJob, type JobAnswer } from "../api/answer-job";
import { useMyDayStrings } from "../i18n/strings";

/**
 * One job: when, for whom, what, its status, and the answer buttons while it waits for hers. Her part of a
 * visit of several shows her part's times and services, and who does the other part and when.
 */
export function JobCard({ job, token, language }: { job: MyDayJob; token: string; language: Locale }) {
  const t = useMyDayStrings();
  const answer = useAnswerJob(token);
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const end = fromMinutes(toMinutes(job.time) + job.durationMinutes);
  const awaiting = job.status === "pending" || job.status === "pending_staff_confirmation";

  const send = (action: JobAnswer) => {
    setAsking(false);
    answer.mutate(
      { appointmentId: job.id, action },
      {
        onSuccess: (result) => setOutcome({ tone: "ok", text: result.message }),
        onError: (error) => setOutcome({ tone: "error", text: isNetworkFailure(error) ? t.connectionError : errorMessage(error, t.errorTitle) }),
      },
    );
  };

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="my-day-job">
      <div className="flex items-start justify-between gap-3">
        <p className="font-display text-lg font-semibold text-plum-950">
          {formatTime(job.time, language, "12-hour")} – {formatTime(end, language, "12-hour")}
        </p>
        <Badge variant={job.status === "confirmed" ? "default" : awaiting ? "soft" : "muted"}>{awaiting ? t.toConfirm : t.status[job.status]}</Badge>
      </div>
      <p className="mt-1 text-stone-800">{job.services.map((line) => localizedName(line, language)).join(" · ")}</p>
      <p className="mt-1 text-sm text-stone-600">
        {t.client}: <span className="font-semibold text-stone-900">{job.customerFirstName}</span> · {t.minutes(job.durationMinutes)}
      </p>
      {job.part && (
        <div className="mt-2 flex gap-2 rounded-lg bg-plum-50 p-2 text-sm text-plum-950" data-testid="my-day-part">
          <Users className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{t.part(job.part.id, job.part.count)}</p>
            {job.part.others.map((other) => (
              <p key={`${other.start}-${other.end}`}>
                {t.otherPart(
                  formatTime(other.start, language, "12-hour"),
                  formatTime(other.end, language, "12-hour"),
                  other.staff && localizedName(other.staff, language),
                )}
              </p>
            ))}
          </div>
        </div>
      )}
      {/* The server sends the note and the phone only when the salon shares them. */}
      {job.clientNote && (
        <p className="mt-2 flex gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950" data-testid="my-day-note">
          <NotebookPen className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold">{t.note}:</span> <span className="whitespace-pre-line">{job.clientNote}</span>
          </span>
        </p>
      )}
      {job.customerPhone && (
        <p className="mt-2 flex items-center gap-2 text-sm text-stone-700">
          <Phone className="size-4 shrink-0" aria-hidden />
          {t.phone}:{" "}
          <a className="font-semibold text-plum-800 underline" href={`tel:${job.customerPhone}`}>
            {job.customerPhone}
          </a>
        </p>
      )}
      {outcome && (
        <p role={outcome.tone === "error" ? "alert" : "status"} className={`mt-3 text-sm ${outcome.tone === "error" ? "text-red-700" : "text-emerald-700"}`}>
          {outcome.text}
        </p>
      )}
      {job.canAnswer && !asking && (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <Button disabled={answer.isPending} onClick={() => send("confirm")}>
            <CircleCheck aria-hidden />
            {answer.isPending ? t.working : t.confirm}
          </Button>
          <Button variant="outline" disabled={answer.isPending} onClick={() => setAsking(true)}>
            <CircleX aria-hidden />
            {t.decline}
          </Button>
        </div>
      )}
      {job.canAnswer && asking && (
        <div className="mt-3 space-y-2 rounded-lg bg-plum-50 p-3">
          <p className="text-sm text-stone-800">{t.declineQuestion}</p>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="outline" onClick={() => setAsking(false)}>
              {t.cancel}
            </Button>
            <Button onClick={() => send("decline")}>{t.decline}</Button>
          </div>
        </div>
      )}
    </li>
  );
}
