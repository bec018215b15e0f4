import { salonClock } from "@shared/time";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import type { Logger } from "../infra/logger";
import type { ChangeFeed } from "../infra/db/change-feed";
import { boardDates, prepareBoardReads, type BoardContent } from "./service";

/** What a board stream is sent after a change: the new board (as JSON), or word that it could not be built. */
export type BoardUpdate = { kind: "board"; json: string } | { kind: "stale" };

export interface LiveBoardHub {
  /** The board at `now` as JSON: the one built since the last change when there is one, else a new one. */
  json(now: Date): Promise<string>;
  /** Every board built after a change, while subscribed. */
  subscribe(listener: (update: BoardUpdate) => void): () => void;
}

/**
 * One instance's live board: built from two queries, kept until PostgreSQL reports a change (the board
 * and catalogue notifications, whichever instance made the change), and rebuilt once per change for every
 * stream of this instance together. A build that overlaps a change is handed to the requests already
 * waiting for it but never kept, and another build follows it.
 */
export function createLiveBoardHub(deps: { db: Db; clock: Clock; feed: ChangeFeed; logger: Logger }): LiveBoardHub {
  const build = prepareBoardReads(deps.db);
  const listeners = new Set<(update: BoardUpdate) => void>();
  let cached: { today: string; content: Promise<BoardContent> } | undefined;
  /** The last answer, reused while neither the board nor its minute changes. */
  let serialized: { content: BoardContent; now: string; json: string } | undefined;
  let pushing = false;
  let changedWhilePushing = false;

  function content(now: Date): Promise<BoardContent> {
    const dates = boardDates(now);
    if (cached?.today === dates[0]) return cached.content;
    const building = build(dates);
    const entry = { today: dates[0], content: building };
    cached = entry;
    building.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return building;
  }

  async function json(now: Date): Promise<string> {
    const board = await content(now);
    const clock = salonClock(now);
    if (serialized?.content !== board || serialized.now !== clock) {
      serialized = { content: board, now: clock, json: JSON.stringify({ ...board, now: clock }) };
    }
    return serialized.json;
  }

  async function push(): Promise<void> {
    if (pushing) {
      changedWhilePushing = true;
      return;
    }
    pushing = true;
    try {
      do {
        changedWhilePushing = false;
        let update: BoardUpdate;
        try {
          update = { kind: "board", json: await json(deps.clock()) };
        } catch (error) {
          deps.logger.warn({ err: error }, "live board could not be rebuilt after a change; boards will fetch it");
          update = { kind: "stale" };
        }
        for (const listener of listeners) listener(update);
      } while (changedWhilePushing && listeners.size > 0);
    } finally {
      pushing = false;
    }
  }

  const changed = () => {
    cached = undefined;
    if (listeners.size > 0) void push();
  };
  deps.feed.subscribe(changed);
  deps.feed.subscribeCatalogue(changed);

  return {
    json,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
