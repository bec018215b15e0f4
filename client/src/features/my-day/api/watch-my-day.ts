import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiPath } from "@shared/api/paths";
import { myDayKey } from "./get-my-day";

/** A browser gives up on a stream answered with an HTTP error: the page opens a new one after this long. */
const REOPEN_AFTER_GIVING_UP_MS = 15_000;
/** Changes often come in bursts (a move writes two dates): one refetch for the burst. */
const REFETCH_DELAY_MS = 250;

/**
 * Follows the page's event stream: each `changed` (something in the salon changed, from any instance)
 * makes the page fetch its data again, so a new job shows without a reload. `setLive` hears whether the
 * stream is live; while it is not, the page polls.
 */
export function useMyDayEvents(token: string, enabled: boolean, setLive: (live: boolean) => void): void {
  const queryClient = useQueryClient();
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
      current.addEventListener("changed", refetch);
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
