import type pg from "pg";
import type { Database } from "../db/database";
import type { Logger } from "../logger";

/** The channel the `cita_notify_board` trigger (migration 0001) notifies on, with a date or '*'. */
export const BOARD_CHANNEL = "cita_board";
const RECONNECT_DELAY_MS = 2_000;

export type BoardChangeListener = (date: string) => void;

export interface ChangeFeed {
  subscribe(listener: BoardChangeListener): () => void;
  /** Ends the feed and tells every subscriber to let go (streams close so shutdown is not held up). */
  close(): Promise<void>;
  onClose(callback: () => void): () => void;
}

/**
 * Turns PostgreSQL notifications into an in-process event stream for the live board.
 *
 * One pooled connection is held with `LISTEN`, so every change committed by any app instance reaches
 * this one; it reports through `database.notifications`, where every pool connection reports.
 */
export async function startChangeFeed(database: Database, logger: Logger): Promise<ChangeFeed> {
  const listeners = new Set<BoardChangeListener>();
  const closers = new Set<() => void>();
  let listenClient: pg.PoolClient | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const forward = (message: pg.Notification) => {
    if (message.channel !== BOARD_CHANNEL) return;
    for (const listener of listeners) listener(message.payload ?? "*");
  };
  database.notifications.on("notification", forward);

  async function listen(): Promise<void> {
    let client: pg.PoolClient | undefined;
    try {
      client = await database.pool.connect();
      const connection = client;
      listenClient = connection;
      connection.on("error", (error) => {
        // Errors of a connection already handed back (after close or a reconnect) are the pool's business.
        if (listenClient !== connection) return;
        logger.warn({ err: error }, "live board listener lost its connection; reconnecting");
        listenClient = undefined;
        connection.release(error);
        scheduleReconnect();
      });
      await connection.query(`LISTEN ${BOARD_CHANNEL}`);
      // A change may have been missed while disconnected; a '*' makes every board refetch.
      for (const listener of listeners) listener("*");
    } catch (error) {
      logger.warn({ err: error }, "live board listener could not connect; retrying");
      if (client && listenClient === client) {
        listenClient = undefined;
        client.release(error as Error);
      }
      scheduleReconnect();
    }
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void listen();
    }, RECONNECT_DELAY_MS);
    retryTimer.unref();
  }

  await listen();

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onClose(callback) {
      closers.add(callback);
      return () => closers.delete(callback);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      for (const callback of closers) callback();
      closers.clear();
      listeners.clear();
      database.notifications.off("notification", forward);
      const client = listenClient;
      listenClient = undefined;
      if (client) {
        await client.query(`UNLISTEN ${BOARD_CHANNEL}`).catch(() => undefined);
        client.release();
      }
    },
  };
}
