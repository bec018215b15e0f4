import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { LiveBoard } from "@shared/api";
import { LIVE_BOARD_PATH } from "./get-live-board";

const LIVE_BOARD_EVENTS_PATH = "/api/live-board/events";

/**
 * A browser retries a dropped stream by itself (the server asks for 2 s), but gives up for good when an
 * attempt is answered with an HTTP error, as a proxy does while the app restarts: then the board opens
 * a new stream itself after this long, polling meanwhile.
 */
const REOPEN_AFTER_GIVING_UP_MS = 10_000;

/** `polling` while the stream is down: the board query then refetches on its own every 10 s. */
export type BoardConnection = "connecting" | "live" | "polling";

interface BoardEventHandlers {
  /** `date` is YYYY-MM-DD, or `*` when anything may have changed (the server lost its feed for a while). */
  onChange: (date: string) => void;
  onConnection: (connection: BoardConnection) => void;
}

/** Follows the server-sent events of the board until the returned function is called. */
function watchLiveBoard(handlers: BoardEventHandlers): () => void {
  let source: EventSource | undefined;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    const current = new EventSource(LIVE_BOARD_EVENTS_PATH);
    source = current;
    current.addEventListener("ready", () => {
      handlers.onConnection("live");
      // Whatever changed while the stream was down was never announced.
      handlers.onChange("*");
    });
    current.addEventListener("change", (event) => handlers.onChange(changedDate(event.data)));
    current.addEventListener("error", () => {
      handlers.onConnection("polling");
      if (current.readyState === EventSource.CLOSED) reopenTimer = setTimeout(open, REOPEN_AFTER_GIVING_UP_MS);
    });
  };
  open();

  return () => {
    clearTimeout(reopenTimer);
    source?.close();
  };
}

function changedDate(data: unknown): string {
  try {
    const parsed: unknown = JSON.parse(String(data));
    if (parsed && typeof parsed === "object" && typeof (parsed as { date?: unknown }).date === "string") {
      return (parsed as { date: string }).date;
    }
  } catch {
    // An unreadable event still means something changed.
  }
  return "*";
}

/** Refetches the board when a change touches one of its days; a date it does not show is ignored. */
function refreshIfShown(queryClient: QueryClient, date: string): void {
  const board = queryClient.getQueryData<LiveBoard>([LIVE_BOARD_PATH]);
  if (date !== "*" && board && !board.days.some((day) => day.date === date)) return;
  void queryClient.invalidateQueries({ queryKey: [LIVE_BOARD_PATH] });
}

export function useLiveBoardEvents(): BoardConnection {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<BoardConnection>("connecting");
  useEffect(
    () => watchLiveBoard({ onChange: (date) => refreshIfShown(queryClient, date), onConnection: setConnection }),
    [queryClient],
  );
  return connection;
}
