import type { Request, Response } from "express";
import type { ChangeFeed } from "../db/change-feed";

/** How often an idle stream sends a comment, so proxies and phones do not drop it as dead. */
const HEARTBEAT_MS = 20_000;
/** How soon a browser reconnects after the stream drops (server restart, network). */
const RECONNECT_HINT_MS = 2_000;

export interface EventStream {
  /** Writes one event; `data` is JSON text. Nothing is written once the stream has ended. */
  send(event: string, data?: string): void;
  /** The heartbeat's own line: a comment the browser ignores. */
  keepAlive(): void;
  end(): void;
  /** Runs `stop` when the stream ends, from either side: where a stream's subscriptions are let go. */
  onClose(stop: () => void): void;
}

export interface EventStreamOptions {
  /** The app's change feed: when it closes (shutdown), open streams end, so they do not hold up a restart. */
  feed: Pick<ChangeFeed, "onClose">;
  /** What each heartbeat does instead of the plain keep-alive (e.g. check the stream may go on). */
  heartbeat?: (stream: EventStream) => void;
  heartbeatMs?: number;
}

/**
 * Answers `req` with a server-sent-events stream: the headers that keep it flowing through the compression
 * middleware and reverse proxies, the browser's reconnect delay and a first `ready` event, a heartbeat,
 * and the clean-up when the client goes away or the app shuts down.
 */
export function openEventStream(req: Request, res: Response, options: EventStreamOptions): EventStream {
  res.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    // no-transform also keeps the compression middleware (and proxies) from buffering events.
    "Cache-Control": "no-store, no-transform",
    Connection: "keep-alive",
    // Reverse proxies must pass events through as they come.
    "X-Accel-Buffering": "no",
  });
  const open = () => !res.writableEnded && !res.destroyed;
  const stops: (() => void)[] = [];
  const stream: EventStream = {
    send(event, data = "{}") {
      if (open()) res.write(`event: ${event}\ndata: ${data}\n\n`);
    },
    keepAlive() {
      if (open()) res.write(": keep-alive\n\n");
    },
    end() {
      if (open()) res.end();
    },
    onClose(stop) {
      stops.push(stop);
    },
  };
  res.write(`retry: ${RECONNECT_HINT_MS}\n`);
  stream.send("ready");
  const heartbeat = setInterval(() => (options.heartbeat ?? ((s: EventStream) => s.keepAlive()))(stream), options.heartbeatMs ?? HEARTBEAT_MS);
  stops.push(() => clearInterval(heartbeat), options.feed.onClose(() => stream.end()));
  req.on("close", () => {
    for (const stop of stops) stop();
  });
  return stream;
}
