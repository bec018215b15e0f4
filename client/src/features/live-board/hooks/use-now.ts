import { useEffect, useState } from "react";

/**
 * The current instant, refreshed every `intervalMs`. Only the clock and the "now" line use it, so the
 * rest of the board does not re-render on every tick.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
