import { useEffect, useState } from "react";

/**
 * The current instant, refreshed every `intervalMs`: past slots turn unavailable while the booking page is
 * open, and the board's clock and "now" line move. Only the components that show the time call it, so the
 * rest of a page does not re-render on every tick.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
