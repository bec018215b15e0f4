import { Languages, Maximize, Minimize } from "lucide-react";
import { salonClock, salonDate } from "@shared/time";
import { SALON } from "@shared/salon";
import { useI18n } from "@/lib/i18n/use-i18n";
import { cn } from "@/lib/utils";
import type { BoardConnection } from "../api/watch-live-board";
import { useFullscreen } from "../hooks/use-fullscreen";
import { useNow } from "../hooks/use-now";
import { useLiveBoardStrings } from "../i18n/strings";
import { formatDay } from "../utils/format";

const CLOCK_TICK_MS = 1_000;

const headerButton =
  "inline-flex h-12 items-center justify-center gap-2 rounded-full border border-white/25 px-4 text-base font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&_svg]:size-5";

/** Salon date and wall-clock time, whatever zone the TV is set to. */
function SalonClock() {
  const s = useLiveBoardStrings();
  const now = useNow(CLOCK_TICK_MS);
  return (
    <div className="text-right leading-none">
      <p className="text-base text-stone-300 2xl:text-xl">{formatDay(salonDate(now), s.locale)}</p>
      <p className="font-display text-5xl font-semibold text-white tabular-nums" data-testid="salon-clock">
        <span className="sr-only">{s.salonTime}: </span>
        {salonClock(now)}
      </p>
    </div>
  );
}

function ConnectionIndicator({ connection }: { connection: BoardConnection }) {
  const s = useLiveBoardStrings();
  const label = { live: s.connectionLive, polling: s.connectionPolling, connecting: s.connectionConnecting }[connection];
  return (
    <p
      role="status"
      aria-label={`${s.connectionLabel}: ${label}`}
      className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-base font-semibold 2xl:text-lg"
      data-connection={connection}
    >
      <span
        aria-hidden
        className={cn(
          "size-3 rounded-full",
          connection === "live" ? "animate-pulse bg-emerald-400" : connection === "polling" ? "bg-amber-300" : "bg-stone-400",
        )}
      />
      {label}
    </p>
  );
}

export function BoardHeader({ connection }: { connection: BoardConnection }) {
  const s = useLiveBoardStrings();
  const { language, setLanguage } = useI18n();
  const fullscreen = useFullscreen();

  return (
    <header className="flex flex-wrap items-center justify-between gap-x-8 gap-y-3 border-b border-white/10 px-6 py-3 2xl:px-10">
      <h1 className="leading-tight">
        <span className="block text-sm font-semibold tracking-[0.2em] text-plum-300 uppercase 2xl:text-base">{SALON.name}</span>
        <span className="block font-display text-3xl font-semibold text-white 2xl:text-4xl">{s.title}</span>
      </h1>
      <div className="flex flex-wrap items-center gap-4 2xl:gap-6">
        <ConnectionIndicator connection={connection} />
        <button
          type="button"
          className={headerButton}
          aria-label={s.switchLanguage}
          onClick={() => setLanguage(language === "es" ? "en" : "es")}
        >
          <Languages aria-hidden />
          <span aria-hidden>{s.otherLanguage}</span>
        </button>
        {fullscreen.supported && (
          <button type="button" className={headerButton} onClick={fullscreen.toggle}>
            {fullscreen.active ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
            {fullscreen.active ? s.exitFullscreen : s.enterFullscreen}
          </button>
        )}
        <SalonClock />
      </div>
    </header>
  );
}
