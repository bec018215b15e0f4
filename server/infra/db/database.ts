import { EventEmitter } from "node:events";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "@shared/schema";
import { startEmbeddedServer, type EmbeddedServerOptions } from "./embedded-server";

export type Db = NodePgDatabase<typeof schema>;
/** The handle a transaction callback receives; services accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  kind: "embedded" | "postgres";
  pool: pg.Pool;
  db: Db;
  /** Every LISTEN/NOTIFY notification a pool connection receives (the change feed's own connection included), with that connection. */
  notifications: EventEmitter<{ notification: [message: pg.Notification, client: pg.ClientBase] }>;
  /** Settings for one more connection to the same database (the change feed's listener, tools). */
  connectionConfig: pg.ClientConfig;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the embedded server is used. */
  databaseUrl?: string;
  /** The embedded server's cluster folder (`$DATA_DIR/postgres`); required without `databaseUrl`. */
  embeddedDir?: string;
  /** "app" adopts a server left running by a crashed app; see embedded-server.ts. */
  embeddedRole?: EmbeddedServerOptions["role"];
  embeddedLog?: EmbeddedServerOptions["log"];
  poolSize?: number;
  /** How long a request may wait for a free connection before it is refused. */
  connectionTimeoutMillis?: number;
  /** How long one statement may run or wait on a lock before PostgreSQL cancels it (SQLSTATE 57014). */
  statementTimeoutMillis?: number;
}

const POOL_SIZE = 10;

function createPool(config: pg.PoolConfig): { pool: pg.Pool; notifications: Database["notifications"] } {
  const notifications: Database["notifications"] = new EventEmitter();
  const pool = new pg.Pool({
    max: POOL_SIZE,
    // A query waiting on a client held by an open transaction must fail fast, not hang.
    connectionTimeoutMillis: 10_000,
    // A statement stuck behind a lock or an overloaded server is cancelled and the request answered 503.
    statement_timeout: 10_000,
    idleTimeoutMillis: 30_000,
    ...config,
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("notification", (message) => notifications.emit("notification", message, client)));
  return { pool, notifications };
}

/** The pool, drizzle and the change channel on `connectionConfig`; `stopServer` runs after the pool has ended. */
function connect(
  kind: Database["kind"],
  connectionConfig: pg.ClientConfig,
  options: DatabaseOptions,
  stopServer: () => Promise<void> = async () => undefined,
): Database {
  const { pool, notifications } = createPool({
    ...connectionConfig,
    max: options.poolSize ?? POOL_SIZE,
    ...(options.connectionTimeoutMillis ? { connectionTimeoutMillis: options.connectionTimeoutMillis } : {}),
    ...(options.statementTimeoutMillis ? { statement_timeout: options.statementTimeoutMillis } : {}),
  });
  return {
    kind,
    pool,
    notifications,
    connectionConfig,
    db: drizzle(pool, { schema }),
    async close() {
      await pool.end();
      await stopServer();
    },
  };
}

/**
 * A real PostgreSQL server started from the npm-shipped binaries on a cluster in `embeddedDir`,
 * reached over a private unix socket. See docs/decisions/007-embedded-postgresql-server.md.
 */
async function openEmbedded(options: DatabaseOptions): Promise<Database> {
  if (!options.embeddedDir) throw new Error("openDatabase needs databaseUrl or embeddedDir");
  const server = await startEmbeddedServer({ clusterDir: options.embeddedDir, role: options.embeddedRole, log: options.embeddedLog });
  return connect("embedded", server.connection, options, () => server.stop());
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return Promise.resolve(connect("postgres", { connectionString: options.databaseUrl }, options));
  return openEmbedded(options);
}

/** Postgres error code of a failed query, looking through drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = "23505";
export const PG_FOREIGN_KEY_VIOLATION = "23503";
export const PG_DEADLOCK_DETECTED = "40P01";
