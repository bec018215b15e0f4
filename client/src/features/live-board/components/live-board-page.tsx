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
 * footer. Built for a 1920x1080 TV seen across the room (no scrolling on a normal day) and still usable
 * on a laptop. Changes arrive over server-sent events; while the stream is down it polls every 10 s.
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
    <div className="flex min-h-dvh flex-col bg-stone-950 text-stone-100">
      <BoardHeader connection={connection} />
      <main className="flex flex-1 flex-col">
        <ServiceLegend />
        {/* The confetti's text alternative. */}
        <p role="status" className="sr-only" data-celebrations={celebration?.count ?? 0}>
          {celebration && (celebration.reason === "confirmed" ? s.celebrateConfirmed : s.celebrateAssigned)}
        </p>
        {board.isError && data && (
          <p role="alert" className="mx-6 flex items-center gap-2 rounded-lg bg-amber-300 px-4 py-2 font-semibold text-stone-950 2xl:mx-10">
            <TriangleAlert aria-hidden className="size-5" />
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
          <div className="flex flex-1 flex-col gap-4 overflow-x-auto px-6 pt-1 pb-3 *:min-w-[46rem] 2xl:px-10">
            <DayTimeline
              className="flex-1"
              day={today}
              staff={data.staff}
              heading={s.today}
              summary={daySummary(today, s)}
              today
            />
            <div className="grid gap-x-10 gap-y-5 lg:grid-cols-2">
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
