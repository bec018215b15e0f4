import { RefreshCw, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { useLiveBoard } from "../api/get-live-board";
import { useLiveBoardEvents } from "../api/watch-live-board";
import { useCelebrateProgress } from "../hooks/use-celebrate-progress";
import { useLiveBoardStrings } from "../i18n/strings";
import { daySummary, formatDay } from "../utils/format";
import { BoardHeader } from "./board-header";
import { DayTimeline } from "./day-timeline";
import { ServiceLegend } from "./service-legend";

function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/**
 * The salon's wall board at /live-board: public, full screen without the site's header and
 * footer. Built for a 1920x1080 TV seen from 3 metres (no text under 24 px, no scrolling on a busy day)
 * and scaled to any screen from a laptop's to a 4K TV's. Changes arrive over server-sent events; while
 * the stream is down it polls every 10 s.
 */
export default function LiveBoardPage() {
  const s = useLiveBoardStrings();
  const connection = useLiveBoardEvents();
  const board = useLiveBoard(connection === "live");
  const data = board.data;
  const today = data?.days[0];
  const celebration = useCelebrateProgress(today);
  useDocumentTitle(s.pageTitle);

  return (
    // data-live-board scales the whole board with the screen (index.css): laid out for a 1920-pixel-wide
    // TV at 24 px to the rem, so no text is under 24 px there, and the same layout at any size.
    <div className="flex min-h-dvh flex-col bg-stone-950 text-base text-stone-100" data-live-board>
      <BoardHeader connection={connection} />
      <main className="flex flex-1 flex-col">
        <ServiceLegend />
        {/* The confetti's text alternative. */}
        <p role="status" className="sr-only" data-celebrations={celebration?.count ?? 0}>
          {celebration && (celebration.reason === "confirmed" ? s.celebrateConfirmed : s.celebrateAssigned)}
        </p>
        {board.isError && data && (
          <p role="alert" className="mx-6 flex items-center gap-2 rounded-lg bg-amber-300 px-4 py-1 font-semibold text-stone-950">
            <TriangleAlert aria-hidden className="size-[1em]" />
            {s.refreshFailed}
          </p>
        )}
        {!data && board.isPending && (
          <p role="status" className="m-auto text-2xl text-stone-300">
            {s.loading}
          </p>
        )}
        {!data && board.isError && (
          <div role="alert" className="m-auto flex flex-col items-center gap-4 text-2xl">
            <p>{s.loadError}</p>
            <button
              type="button"
              onClick={() => void board.refetch()}
              className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 text-lg font-semibold text-stone-950 hover:bg-stone-200"
            >
              <RefreshCw aria-hidden className="size-5" />
              {s.retry}
            </button>
          </div>
        )}
        {data && today && (
          // Below a laptop's width the timelines keep a readable scale and scroll sideways instead.
          <div className="flex flex-1 flex-col gap-2 overflow-x-auto px-6 pt-0.5 pb-1.5 *:min-w-[46rem]">
            <DayTimeline
              className="flex-1"
              day={today}
              staff={data.staff}
              heading={s.today}
              summary={`${formatDay(today.date, s.locale)} · ${daySummary(today, s)}`}
              today
            />
            <div className="grid gap-x-8 gap-y-3 lg:grid-cols-2">
              {data.days.slice(1).map((day) => (
                <DayTimeline key={day.date} day={day} staff={data.staff} heading={formatDay(day.date, s.locale)} today={false} />
              ))}
            </div>
          </div>
        )}
      </main>
    </div>
  );
}
