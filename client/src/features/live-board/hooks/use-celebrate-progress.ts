import { useEffect, useRef, useState } from "react";
import type { LiveBoardDay } from "@shared/api";
import { fireConfetti } from "@/lib/confetti";
import { dayProgress, progressed, type DayProgress } from "../utils/timeline";

const PARTICLES = 300;
const SECOND_BURST_DELAY_MS = 250;

function throwConfetti(): void {
  // Two bursts from the lower corners, so the whole room sees it; reduced-motion screens skip it.
  const burst = (x: number) => fireConfetti({ particleCount: PARTICLES / 2, spread: 80, startVelocity: 55, origin: { x, y: 0.9 } });
  burst(0.15);
  setTimeout(() => burst(0.85), SECOND_BURST_DELAY_MS);
}

export interface Celebration {
  /** How many times the board has celebrated since it opened; a new value means a new celebration. */
  count: number;
  /** What rose: a confirmation is news even when an assignment came with it. */
  reason: "confirmed" | "assigned";
}

/**
 * Confetti when today's count of confirmed appointments, or of those with a manicurist assigned, goes up
 * compared with the previous data. The first data only sets the baseline, so opening or reloading the
 * board never celebrates. The returned celebration lets the page say in words what the confetti shows.
 */
export function useCelebrateProgress(today: LiveBoardDay | undefined): Celebration | undefined {
  const previous = useRef<DayProgress | undefined>(undefined);
  const [celebration, setCelebration] = useState<Celebration>();
  useEffect(() => {
    if (!today) return;
    const before = previous.current;
    const next = dayProgress(today);
    previous.current = next;
    if (!before || !progressed(before, next)) return;
    throwConfetti();
    const reason = next.confirmed > before.confirmed ? "confirmed" : "assigned";
    setCelebration((current) => ({ count: (current?.count ?? 0) + 1, reason }));
  }, [today]);
  return celebration;
}
