import { fromMinutes, salonDate, salonMinutes } from "@shared/time";
import { useLiveBoardStrings } from "../i18n/strings";
import { useNow } from "../hooks/use-now";
import { AXIS_END_MINUTES, AXIS_START_MINUTES, axisFraction } from "../utils/timeline";

const TICK_MS = 15_000;

/** The current salon time across today's rows; hidden outside the axis and once the board shows another day. */
export function NowLine({ date }: { date: string }) {
  const s = useLiveBoardStrings();
  const now = useNow(TICK_MS);
  const minutes = salonMinutes(now);
  if (salonDate(now) !== date || minutes < AXIS_START_MINUTES || minutes > AXIS_END_MINUTES) return null;
  return (
    <div
      className="pointer-events-none absolute inset-y-0 z-10 w-[3px] -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(0_0_0/0.7)]"
      style={{ left: `calc(var(--label) + (100% - var(--label)) * ${axisFraction(minutes)})` }}
      data-testid="now-line"
      aria-hidden
    >
      <span className="absolute -top-6 left-1/2 -translate-x-1/2 rounded-full bg-white px-2 text-xs font-bold whitespace-nowrap text-stone-950 tabular-nums 2xl:-top-7 2xl:text-sm">
        {s.now} {fromMinutes(minutes)}
      </span>
    </div>
  );
}
