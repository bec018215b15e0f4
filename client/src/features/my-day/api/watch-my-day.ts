import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { apiPath } from "@shared/api/paths";
import { myDayKey } from "./get-my-day";

/** A browser gives up on a stream answered with an HTTP error: the page opens a new one after this long. */
const REOPEN_AFTER_GIVING_UP_MS = 15_000;
/** Changes often come in bursts (a move writes two dates): one refetch for the burst. */
const REFETCH_DELAY_MS = 250;

/**
 * Follows the page's event stream: each `changed` of one of the page's `dates` (or of no single date, as
 * a schedule change) makes the page fetch its data again, so a new job shows without a reload; changes
 * on other days cost nothing. `setLive` hears whether the stream is live; while it is not, the page polls.
 */
export function useMyDayEvents(token: string, dates: readonly string[] | undefined, setLive: (live: boolean) => void): void {
  const queryClient = useQueryClient();
  const shown = useRef(dates);
  shown.current = dates;
  const enabled = dates !== undefined;
  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let refetchTimer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      clearTimeout(refetchTimer);
      refetchTimer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: myDayKey(token) }), REFETCH_DELAY_MS);
    };
    const open = () => {
      const current = new EventSource(apiPath("GET /api/my-day/:token/stream", { token }));
      source = current;
      // Whatever changed while the stream was down is read once it is back.
      current.addEventListener("ready", () => {
        setLive(true);
        refetch();
      });
      current.addEventListener("changed", (event) => {
        if (concerns(event.data, shown.current)) refetch();
      });
      current.addEventListener("revoked", () => {
        current.close();
        setLive(false);
        refetch();
      });
      current.addEventListener("error", () => {
        setLive(false);
        if (current.readyState === EventSource.CLOSED) reopenTimer = setTimeout(open, REOPEN_AFTER_GIVING_UP_MS);
      });
    };
    open();
    return () => {
      clearTimeout(reopenTimer);
      clearTimeout(refetchTimer);
      source?.close();
    };
  }, [enabled, queryClient, token, setLive]);
}

/** Whether a `changed` event's date is one the page shows; anything unreadable is taken as a change. */
function concerns(data: unknown, dates: readonly string[] | undefined): boolean {
  try {
    const { date } = JSON.parse(String(data)) as { date?: unknown };
    return typeof date !== "string" || date === "*" || !dates || dates.includes(date);
  } catch {
    return true;
  }
}
