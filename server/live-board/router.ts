import express, { type Router } from "express";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { concurrentStreamLimit } from "../infra/http/stream-limit";
import type { Logger } from "../infra/logger";
import type { ChangeFeed } from "../infra/db/change-feed";
import { createLiveBoardHub } from "./hub";

const HEARTBEAT_MS = 20_000;
/** How soon a browser reconnects after the stream drops (server restart, network). */
const RECONNECT_HINT_MS = 2_000;

/**
 * The wall board's data and its push channel. `/live-board/events` is a server-sent-events stream that
 * sends the whole board (`board`) when it opens and after every change, says which date changed
 * (`change`), and sends `stale` when a changed board could not be built, so the board fetches
 * `/live-board` itself. Changes come from PostgreSQL notifications, so a booking made through any app
 * instance reaches boards connected to any other.
 */
export function liveBoardRouter(deps: { db: Db; clock: Clock; feed: ChangeFeed; logger: Logger }): Router {
  const router = express.Router();
  const hub = createLiveBoardHub(deps);
  router.get("/live-board", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.type("json").send(await hub.json(deps.clock()));
  });

  router.get("/live-board/events", concurrentStreamLimit(), (req, res) => {
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform also keeps the compression middleware (and proxies) from buffering events.
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      // Reverse proxies must pass events through as they come.
      "X-Accel-Buffering": "no",
    });
    res.write(`retry: ${RECONNECT_HINT_MS}\nevent: ready\ndata: {}\n\n`);
    const unsubscribe = deps.feed.subscribe((date) => {
      res.write(`event: change\ndata: ${JSON.stringify({ date })}\n\n`);
    });
    let pushed = false;
    const stopUpdates = hub.subscribe((update) => {
      pushed = true;
      res.write(update.kind === "board" ? `event: board\ndata: ${update.json}\n\n` : "event: stale\ndata: {}\n\n");
    });
    // The board as it is now, unless a newer one was pushed meanwhile or the stream is gone.
    const first = (event: string) => {
      if (!pushed && !res.destroyed) res.write(event);
    };
    hub.json(deps.clock()).then(
      (board) => first(`event: board\ndata: ${board}\n\n`),
      () => first("event: stale\ndata: {}\n\n"),
    );
    const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), HEARTBEAT_MS);
    const stopOnClose = deps.feed.onClose(() => res.end());
    req.on("close", () => {
      clearInterval(heartbeat);
      unsubscribe();
      stopUpdates();
      stopOnClose();
    });
  });
  return router;
}
