import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { LiveBoard } from "@shared/api";
import { LIVE_BOARD_PATH } from "./get-live-board";
import { apiPath } from "@shared/api/paths";

const LIVE_BOARD_EVENTS_PATH = apiPath("GET /api/live-board/events");

/**
 * A browser retries a dropped stream by itself (the server asks for 2 s), but gives up for good when an
 * attempt is answered with an HTTP error, as a proxy does while the app restarts: then the board opens
 * a new stream itself after this long, polling meanwhile.
 */
const REOPEN_AFTER_GIVING_UP_MS = 10_000;

/** `polling` while the stream is down: the board query then refetches on its own every 10 s. */
export type BoardConnection = "connecting" | "live" | "polling";

interface BoardEventHandlers {
  /** The whole board, sent when the stream opens and after every change. */
  onBoard: (board: LiveBoard) => void;
  /** The server could not send the changed board: fetch it. */
  onStale: () => void;
  onConnection: (connection: BoardConnection) => void;
}

/** Follows the server-sent events of the board until the returned function is called. */
function watchLiveBoard(handlers: BoardEventHandlers): () => void {
  let source: EventSource | undefined;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    const current = new EventSource(LIVE_BOARD_EVENTS_PATH);
    source = current;
    // Whatever changed while the stream was down comes with the board the stream opens with.
    current.addEventListener("ready", () => handlers.onConnection("live"));
    current.addEventListener("board", (event) => {
      const board = parseBoard(event.data);
      if (board) handlers.onBoard(board);
      else handlers.onStale();
    });
    current.addEventListener("stale", () => handlers.onStale());
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

function parseBoard(data: unknown): LiveBoard | undefined {
  try {
    const parsed: unknown = JSON.parse(String(data));
    if (parsed && typeof parsed === "object" && Array.isArray((parsed as { days?: unknown }).days)) return parsed as LiveBoard;
  } catch {
    // An unreadable board is fetched instead.
  }
  return undefined;
}

/**
 * Keeps the board query fed from the stream: each pushed board replaces the cached one, so a change costs
 * no request; the board is fetched only when the server says it could not send it.
 */
export function useLiveBoardEvents(): BoardConnection {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<BoardConnection>("connecting");
  useEffect(
    () =>
      watchLiveBoard({
        onBoard: (board) => queryClient.setQueryData<LiveBoard>([LIVE_BOARD_PATH], board),
        onStale: () => void queryClient.invalidateQueries({ queryKey: [LIVE_BOARD_PATH] }),
        onConnection: setConnection,
      }),
    [queryClient],
  );
  return connection;
}
