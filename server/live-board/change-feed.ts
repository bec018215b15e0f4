import type pg from "pg";
import type { Database } from "../db/database";
import type { Logger } from "../logger";

/** The channel the `cita_notify_board` trigger (migrations 0001, 0003) notifies on, with a date or '*'. */
export const BOARD_CHANNEL = "cita_board";
/** The channel the `cita_notify_catalogue` trigger (migration 0003) notifies on when services or options change. */
export const CATALOGUE_CHANNEL = "cita_catalogue";
const RECONNECT_DELAY_MS = 2_000;

export type BoardChangeListener = (date: string) => void;

export interface ChangeFeed {
  subscribe(listener: BoardChangeListener): () => void;
  /** Called whenever services or options may have changed, here or on another instance. */
  subscribeCatalogue(listener: () => void): () => void;
  /** Ends the feed and tells every subscriber to let go (streams close so shutdown is not held up). */
  close(): Promise<void>;
  onClose(callback: () => void): () => void;
}

/**
 * Turns PostgreSQL notifications into an in-process event stream for the live board.
 *
 * One pooled connection is held with `LISTEN`, so every change committed by any app instance reaches
 * this one; it reports through `database.notifications`, where every pool connection reports.
 *
 * Every pool connection also listens for catalogue changes: PostgreSQL hands a listening session its own
 * notifications before its COMMIT returns, so a catalogue write made through this instance has emptied
 * its catalogue cache by the time the writer carries on. Catalogue writes are rare; board changes are
 * not, so those reach the held connection only.
 */
export async function startChangeFeed(database: Database, logger: Logger): Promise<ChangeFeed> {
  const listeners = new Set<BoardChangeListener>();
  const catalogueListeners = new Set<() => void>();
  const closers = new Set<() => void>();
  let listenClient: pg.PoolClient | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const forward = (message: pg.Notification) => {
    if (message.channel === CATALOGUE_CHANNEL) {
      for (const listener of catalogueListeners) listener();
      return;
    }
    if (message.channel !== BOARD_CHANNEL) return;
    for (const listener of listeners) listener(message.payload ?? "*");
  };
  database.notifications.on("notification", forward);

  const listeningToCatalogue = new WeakSet<pg.ClientBase>();
  // A new connection listens before the pool hands it out (pg-pool awaits onConnect)...
  const previousOnConnect = database.pool.options.onConnect;
  database.pool.options.onConnect = async (client) => {
    await previousOnConnect?.(client);
    await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    listeningToCatalogue.add(client);
  };
  // ...and one opened before the feed started (migrations, seeding) at its next checkout, when it is idle,
  // so the LISTEN runs at once and whatever the client was taken for follows it.
  const listenToCatalogue = (client: pg.PoolClient) => {
    if (listeningToCatalogue.has(client)) return;
    listeningToCatalogue.add(client);
    client.query(`LISTEN ${CATALOGUE_CHANNEL}`).catch(() => listeningToCatalogue.delete(client));
  };
  database.pool.on("acquire", listenToCatalogue);

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
      await connection.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      // A change may have been missed while disconnected; a '*' makes every board refetch.
      for (const listener of listeners) listener("*");
      for (const listener of catalogueListeners) listener();
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
    subscribeCatalogue(listener) {
      catalogueListeners.add(listener);
      return () => catalogueListeners.delete(listener);
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
      catalogueListeners.clear();
      database.notifications.off("notification", forward);
      database.pool.off("acquire", listenToCatalogue);
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
