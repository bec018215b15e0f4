import { CircleAlert, Radio } from "lucide-react";
import { useState } from "react";
import { useParams } from "wouter";
import type { MyDay } from "@shared/my-day-api";
import type { Locale } from "@shared/schema";
import { Card, CardDescription, CardHeader } from "@/components/ui/card";
import { LoadErrorCard } from "@/components/ui/load-error-card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, isNetworkFailure } from "@/lib/api-client";
import { formatDate, formatTime, localizedName } from "@/lib/format";
import { useLinkLanguage } from "@/lib/i18n/use-link-language";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { useMyDay } from "../api/get-my-day";
import { useMyDayEvents } from "../api/watch-my-day";
import { useMyDayStrings } from "../i18n/strings";
import { JobCard } from "./job-card";
import { ScheduleSection } from "./schedule-section";

type Day = MyDay["days"][number];

function DayHours({ day, language }: { day: Day; language: Locale }) {
  const t = useMyDayStrings();
  if (day.source === "time_off") return <span>{t.timeOffDay}</span>;
  if (!day.startTime || !day.endTime) return <span>{t.notWorking}</span>;
  const time = (value: string) => formatTime(value, language, "12-hour");
  return (
    <span>
      {t.hours(time(day.startTime), time(day.endTime))}
      {day.breakStartTime ? ` · ${t.breakAt(time(day.breakStartTime))}` : ""}
    </span>
  );
}

function DaySection({ day, today, token, language }: { day: Day; today: string; token: string; language: Locale }) {
  const t = useMyDayStrings();
  const isToday = day.date === today;
  const headingId = `my-day-${day.date}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={headingId} className="font-display text-lg font-semibold text-plum-950">
          {isToday ? `${t.today} · ` : ""}
          {formatDate(day.date, language, "long")}
        </h2>
        <p className="text-sm text-stone-600">
          <DayHours day={day} language={language} />
        </p>
      </div>
      {day.jobs.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 px-4 py-3 text-sm text-stone-600">{t.noJobs}</p>
      ) : (
        <ul className="space-y-2">
          {day.jobs.map((job) => (
            <JobCard key={`${job.id}-${job.part?.id ?? 1}`} job={job} token={token} language={language} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InvalidLink() {
  const t = useMyDayStrings();
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader className="items-center text-center">
        <CircleAlert className="size-12 text-red-700" aria-hidden />
        <div role="alert">
          <h1 className="font-display text-xl font-semibold text-plum-950">{t.invalidTitle}</h1>
        </div>
        <CardDescription>{t.invalidText}</CardDescription>
      </CardHeader>
    </Card>
  );
}

/**
 * /my-day/{token}: a manicurist's own day on her phone, opened from the personal link the salon emailed
 * her. Today and the next days with her jobs in order, the answer buttons of the ones waiting for her,
 * her week and time off; it follows the salon's changes live and opens in the language the link was sent in.
 */
export default function MyDayPage() {
  const params = useParams<{ token: string }>();
  const token = params.token?.trim() ?? "";
  const t = useMyDayStrings();
  const language = usePageLanguage();
  const [live, setLive] = useState(false);
  const query = useMyDay(token, live);
  useMyDayEvents(token, query.data?.days.map((entry) => entry.date), setLive);
  const inLanguage = useLinkLanguage(query.data?.locale);

  if (query.error instanceof ApiError && query.error.status === 404) return <InvalidLink />;
  if (query.error && !query.data) {
    return (
      <div className="mx-auto max-w-lg">
        <LoadErrorCard
          title={t.errorTitle}
          headingLevel={2}
          message={isNetworkFailure(query.error) ? t.connectionError : t.errorTitle}
          retryLabel={t.retry}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const day = query.data;
  if (!day || !inLanguage) return <Spinner label={t.loading} className="py-16" />;
  return (
    <div className="mx-auto max-w-lg space-y-5 pb-8">
      <header className="space-y-1">
        <div className="flex items-center justify-between gap-3">
          <h1 className="font-display text-2xl font-semibold text-plum-950">{t.title}</h1>
          <span role="status" className={`inline-flex items-center gap-1 text-xs font-medium ${live ? "text-emerald-700" : "text-stone-500"}`}>
            <Radio className="size-4" aria-hidden />
            {live ? t.live : t.offline}
          </span>
        </div>
        <p className="text-stone-700">{t.greeting(localizedName(day.staff, language))}</p>
      </header>
      {day.days.map((entry) => (
        <DaySection key={entry.date} day={entry} today={day.today} token={token} language={language} />
      ))}
      <ScheduleSection day={day} language={language} />
      <p className="text-center text-xs text-stone-500">{t.private}</p>
    </div>
  );
}
