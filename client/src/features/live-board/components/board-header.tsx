import { Languages, Maximize, Minimize } from "lucide-react";
import { salonClock } from "@shared/time";
import { SALON } from "@shared/salon";
import { useI18n } from "@/lib/i18n/use-i18n";
import { cn } from "@/lib/utils";
import type { BoardConnection } from "../api/watch-live-board";
import { useFullscreen } from "../hooks/use-fullscreen";
import { useNow } from "@/lib/use-now";
import { useLiveBoardStrings } from "../i18n/strings";

const CLOCK_TICK_MS = 1_000;

const headerButton =
  "inline-flex h-[2.25rem] items-center justify-center gap-2 rounded-full border border-white/25 px-3 text-base font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&_svg]:size-[1em]";

/** The salon's wall-clock time, whatever zone the TV is set to (today's date heads today's timeline). */
function SalonClock() {
  const s = useLiveBoardStrings();
  const now = useNow(CLOCK_TICK_MS);
  return (
    <p className="font-display text-4xl leading-none font-semibold text-white tabular-nums" data-testid="salon-clock">
      <span className="sr-only">{s.salonTime}: </span>
      {salonClock(now)}
    </p>
  );
}

function ConnectionIndicator({ connection }: { connection: BoardConnection }) {
  const s = useLiveBoardStrings();
  const label = { live: s.connectionLive, polling: s.connectionPolling, connecting: s.connectionConnecting }[connection];
  return (
    <p
      role="status"
      aria-label={`${s.connectionLabel}: ${label}`}
      className="flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-base font-semibold"
      data-connection={connection}
    >
      <span
        aria-hidden
        className={cn(
          "size-[0.5em] rounded-full",
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
  const otherLanguage = language === "es" ? "en" : "es";
  const fullscreen = useFullscreen();

  return (
    <header className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-b border-white/10 px-6 py-1.5">
      <h1 className="flex flex-wrap items-baseline gap-x-4 leading-tight">
        <span className="font-display text-3xl font-semibold text-white">{s.title}</span>
        <span className="text-base font-semibold text-plum-300">{SALON.name}</span>
      </h1>
      <div className="flex flex-wrap items-center gap-3">
        <ConnectionIndicator connection={connection} />
        {/* Named by the code it shows first, then in the language it offers ("EN Switch to English"). */}
        <button type="button" className={headerButton} onClick={() => setLanguage(otherLanguage)}>
          <Languages aria-hidden />
          <span>{s.otherLanguage}</span>{" "}
          <span className="sr-only" lang={otherLanguage}>
            {s.switchLanguage}
          </span>
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
