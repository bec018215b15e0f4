import type pg from "pg";
import type { Database } from "./database";
import type { Logger } from "../logger";

/** The channel the `cita_notify_board` trigger (migrations 0001, 0003) notifies on, with a date or '*'. */
export const BOARD_CHANNEL = "cita_board";
/** The channel the `cita_notify_catalogue` trigger (migration 0003) notifies on when services or options change. */
export const CATALOGUE_CHANNEL = "cita_catalogue";
const RECONNECT_DELAY_MS = 2_000;

export type BoardChangeListener = (date: string) => void;

export interface ChangeFeed {
  /** Board changes as the held listening connection hears them: once per notification. */
  subscribe(listener: BoardChangeListener): () => void;
  /**
   * Board changes as soon as any pool connection hears them: the writing connection hears its own before
   * its COMMIT returns (read-your-writes for per-instance caches), so one change may arrive several times.
   * Meant for idempotent invalidation only.
   */
  subscribeEarliest(listener: BoardChangeListener): () => void;
  /** Called whenever services or options may have changed, here or on another instance. */
  subscribeCatalogue(listener: () => void): () => void;
  /** Ends the feed and tells every subscriber to let go (streams close so shutdown is not held up). */
  close(): Promise<void>;
  /** `callback` runs when the feed closes, or at once if it already has (a stream opened during shutdown). */
  onClose(callback: () => void): () => void;
}

/**
 * Turns PostgreSQL notifications (LISTEN/NOTIFY) into in-process events: the live board's streams and
 * the per-instance caches (the catalogue's, the booking page's availability) subscribe to it.
 *
 * One pooled connection is held with `LISTEN`, so every change committed by any app instance reaches
 * this one; it reports through `database.notifications`, where every pool connection reports.
 *
 * Every pool connection also listens on both channels: PostgreSQL hands a listening session its own
 * notifications before its COMMIT returns, so a write made through this instance has emptied the
 * catalogue cache and the availability cache by the time the writer carries on. Board `subscribe`
 * listeners still hear each change once, from the held connection; `subscribeEarliest` listeners hear it
 * from whichever connection hears it (several times).
 */
export async function startChangeFeed(database: Database, logger: Logger): Promise<ChangeFeed> {
  const listeners = new Set<BoardChangeListener>();
  const earliestListeners = new Set<BoardChangeListener>();
  const catalogueListeners = new Set<() => void>();
  const closers = new Set<() => void>();
  let listenClient: pg.PoolClient | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const forward = (message: pg.Notification, client?: pg.ClientBase) => {
    if (message.channel === CATALOGUE_CHANNEL) {
      for (const listener of catalogueListeners) listener();
      return;
    }
    if (message.channel !== BOARD_CHANNEL) return;
    const date = message.payload ?? "*";
    for (const listener of earliestListeners) listener(date);
    // Each change once: from the held connection (every pool connection hears it too).
    if (client && client !== listenClient) return;
    for (const listener of listeners) listener(date);
  };
  database.notifications.on("notification", forward);

  const listening = new WeakSet<pg.ClientBase>();
  // One simple-protocol round trip for both channels.
  const LISTEN_ALL = `LISTEN ${CATALOGUE_CHANNEL}; LISTEN ${BOARD_CHANNEL}`;
  // A new connection listens before the pool hands it out (pg-pool awaits onConnect)...
  const previousOnConnect = database.pool.options.onConnect;
  database.pool.options.onConnect = async (client) => {
    await previousOnConnect?.(client);
    await client.query(LISTEN_ALL);
    listening.add(client);
  };
  // ...and one opened before the feed started (migrations, seeding) at its next checkout, when it is idle,
  // so the LISTEN runs at once and whatever the client was taken for follows it.
  const listenOnCheckout = (client: pg.PoolClient) => {
    if (listening.has(client)) return;
    listening.add(client);
    client.query(LISTEN_ALL).catch(() => listening.delete(client));
  };
  database.pool.on("acquire", listenOnCheckout);

  async function listen(): Promise<void> {
    let client: pg.PoolClient | undefined;
    try {
      client = await database.pool.connect();
      const connection = client;
      listenClient = connection;
      listening.add(connection);
      connection.on("error", (error) => {
        // Errors of a connection already handed back (after close or a reconnect) are the pool's business.
        if (listenClient !== connection) return;
        logger.warn({ err: error }, "change feed lost its listening connection; reconnecting");
        listenClient = undefined;
        connection.release(error);
        scheduleReconnect();
      });
      await connection.query(LISTEN_ALL);
      // A change may have been missed while disconnected; a '*' makes every board refetch.
      for (const listener of earliestListeners) listener("*");
      for (const listener of listeners) listener("*");
      for (const listener of catalogueListeners) listener();
    } catch (error) {
      logger.warn({ err: error }, "change feed could not connect; retrying");
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
    subscribeEarliest(listener) {
      earliestListeners.add(listener);
      return () => earliestListeners.delete(listener);
    },
    subscribeCatalogue(listener) {
      catalogueListeners.add(listener);
      return () => catalogueListeners.delete(listener);
    },
    onClose(callback) {
      if (closed) {
        callback();
        return () => undefined;
      }
      closers.add(callback);
      return () => closers.delete(callback);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      for (const callback of closers) callback();
      closers.clear();
      listeners.clear();
      earliestListeners.clear();
      catalogueListeners.clear();
      database.notifications.off("notification", forward);
      database.pool.off("acquire", listenOnCheckout);
      database.pool.options.onConnect = previousOnConnect;
      const client = listenClient;
      listenClient = undefined;
      if (client) {
        await client.query("UNLISTEN *").catch(() => undefined);
        client.release();
      }
    },
  };
}
