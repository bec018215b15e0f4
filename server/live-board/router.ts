import express, { type Router } from "express";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { openEventStream } from "../infra/http/event-stream";
import { concurrentStreamLimit } from "../infra/http/stream-limit";
import type { Logger } from "../infra/logger";
import type { ChangeFeed } from "../infra/db/change-feed";
import { createLiveBoardHub } from "./hub";

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
    const stream = openEventStream(req, res, { feed: deps.feed });
    stream.onClose(deps.feed.subscribe((date) => stream.send("change", JSON.stringify({ date }))));
    let pushed = false;
    stream.onClose(
      hub.subscribe((update) => {
        pushed = true;
        if (update.kind === "board") stream.send("board", update.json);
        else stream.send("stale");
      }),
    );
    // The board as it is now, unless a newer one was pushed meanwhile (the stream drops it once ended).
    hub.json(deps.clock()).then(
      (board) => pushed || stream.send("board", board),
      () => pushed || stream.send("stale"),
    );
  });
  return router;
}
