import { fromMinutes, salonDate, salonMinutes } from "@shared/time";
import { cn } from "@/lib/utils";
import { useLiveBoardStrings } from "../i18n/strings";
import { useNow } from "@/lib/use-now";
import { AXIS_END_MINUTES, AXIS_START_MINUTES, axisFraction } from "../utils/timeline";

const TICK_MS = 15_000;
/** Within this fraction of the axis's ends, the pill no longer centres on the line. */
const PILL_LEANS_AT = 0.08;

/**
 * The current salon time across today's rows; hidden outside the axis and once the board shows another
 * day. Its pill sits below the rows (the day's section keeps a lane free for it), never over the hour
 * labels above them.
 */
export function NowLine({ date }: { date: string }) {
  const s = useLiveBoardStrings();
  const now = useNow(TICK_MS);
  const minutes = salonMinutes(now);
  if (salonDate(now) !== date || minutes < AXIS_START_MINUTES || minutes > AXIS_END_MINUTES) return null;
  const fraction = axisFraction(minutes);
  return (
    <div
      className={cn(
        "pointer-events-none absolute top-0 bottom-[-1.6rem] z-10 flex w-[3px] -translate-x-1/2 flex-col",
        // Near either end the pill leans inwards, so it never sticks out of the board.
        fraction < PILL_LEANS_AT ? "items-start" : fraction > 1 - PILL_LEANS_AT ? "items-end" : "items-center",
      )}
      style={{ left: `calc(var(--label) + (100% - var(--label)) * ${fraction})` }}
      data-testid="now-line"
      aria-hidden
    >
      <span className="w-full flex-1 bg-white shadow-[0_0_0_1px_rgb(0_0_0/0.7)]" />
      <span className="rounded-full bg-white px-2 text-base leading-snug font-bold whitespace-nowrap text-stone-950 tabular-nums" data-now-pill>
        {s.now} {fromMinutes(minutes)}
      </span>
    </div>
  );
}
