import { useEffect, useState } from "react";

/** The current instant, refreshed every `intervalMs`, so past slots turn unavailable while the page is open. */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
