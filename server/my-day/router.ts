import express, { type RequestHandler, type Router } from "express";
import { myDayAppointmentParam, myDayTokenParam } from "@shared/my-day-api";
import type { Clock } from "../infra/clock";
import type { ChangeFeed } from "../infra/db/change-feed";
import type { Db } from "../infra/db/database";
import { openEventStream } from "../infra/http/event-stream";
import { requestLocale } from "../infra/http/locale";
import { concurrentStreamLimit } from "../infra/http/stream-limit";
import { tokenPageHeaders } from "../infra/tokens/page-headers";
import { staffFeed } from "./feed";
import { linkHolder } from "./links";
import { answerFromMyDay, myDay } from "./service";

/** A salon's whole team on the salon's one Wi-Fi address, each with the page open. */
const STREAMS_PER_ADDRESS = 20;

/**
 * The token routes' own limit per client address: the team's phones on the salon's one address refetch
 * after the salon's changes and calendars poll the feed, so it is well above what they use, while a guess
 * at a 256-bit token still costs a counted request.
 */
export const MY_DAY_RATE_LIMIT = { windowMs: 60_000, limit: 300 };

export interface MyDayDeps {
  db: Db;
  clock: Clock;
  feed: ChangeFeed;
  /** The token routes' limiter: guessing tokens costs a request each, counted across instances. */
  limiter: RequestHandler;
}

/**
 * The manicurist's own page (mounted at /api): the day's data, the answer to a job, and `stream`, a
 * server-sent-events stream that says `changed` whenever PostgreSQL reports a change to appointments,
 * schedules or time off (from any app instance), so the page fetches its data again. The stream carries
 * no data itself: what the page shows is always read through the token's own scoped query.
 */
export function myDayRouter(deps: MyDayDeps): Router {
  const router = express.Router();
  router.use("/my-day", tokenPageHeaders, deps.limiter, (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.get("/my-day/:token", async (req, res) => {
    res.json(await myDay(deps.db, myDayTokenParam.parse(req.params.token), deps.clock()));
  });
  router.post("/my-day/:token/appointments/:appointmentId/answer", async (req, res) => {
    const appointmentId = myDayAppointmentParam.parse(req.params.appointmentId);
    res.json(await answerFromMyDay(deps.db, myDayTokenParam.parse(req.params.token), appointmentId, req.body, deps.clock(), requestLocale(req)));
  });
  router.get("/my-day/:token/stream", concurrentStreamLimit(STREAMS_PER_ADDRESS), async (req, res) => {
    const token = myDayTokenParam.parse(req.params.token);
    await linkHolder(deps.db, token, deps.clock());
    const stream = openEventStream(req, res, {
      feed: deps.feed,
      // A revoked link stops its open pages too: checked with each keep-alive.
      heartbeat: (open) =>
        linkHolder(deps.db, token, deps.clock()).then(
          () => open.keepAlive(),
          () => {
            open.send("revoked");
            open.end();
          },
        ),
    });
    // The changed date ('*' when a change has none, e.g. a schedule): the page refetches only for its days.
    stream.onClose(deps.feed.subscribe((date) => stream.send("changed", JSON.stringify({ date }))));
  });
  return router;
}

/** GET /staff-feed/{token}.ics (mounted at the root: calendar programs subscribe to it by webcal://). */
export function staffFeedRouter(deps: Omit<MyDayDeps, "feed"> & { publicUrl: string }): Router {
  const router = express.Router();
  router.get("/staff-feed/:token.ics", tokenPageHeaders, deps.limiter, async (req, res) => {
    const feed = await staffFeed(deps.db, myDayTokenParam.parse(req.params.token), deps.clock(), deps.publicUrl, req.get("if-none-match"));
    // Private (it names customers) but revalidated on every poll: the ETag makes an unchanged one a 304.
    res.setHeader("Cache-Control", "private, no-cache");
    res.setHeader("ETag", feed.etag);
    if (feed.body === undefined) {
      res.status(304).end();
      return;
    }
    res.type("text/calendar; charset=utf-8").send(feed.body);
  });
  return router;
}
