import { EventEmitter } from "node:events";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "@shared/schema";

export type Db = NodePgDatabase<typeof schema>;
/** The handle a transaction callback receives; services accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  kind: "embedded" | "postgres";
  pool: pg.Pool;
  db: Db;
  /**
   * Every LISTEN/NOTIFY notification any pool connection receives. On the embedded engine all
   * connections share one session, so a notification arrives on whichever connection committed.
   */
  notifications: EventEmitter<{ notification: [pg.Notification] }>;
  /** The embedded engine, when there is one (tests snapshot it). */
  embedded?: PGlite;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the embedded engine is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; omitted means in memory. */
  embeddedDir?: string;
  /** A data-dir snapshot to start the embedded database from (tests). */
  embeddedSnapshot?: Blob;
  poolSize?: number;
}

const POOL_SIZE = 10;
/**
 * The embedded engine runs one session for every socket connection, and its socket server can
 * interleave two connections' extended-protocol messages (Parse/Bind/Execute), losing the unnamed
 * statement or portal of one of them under concurrent load. One connection makes every query whole;
 * PGlite executes one statement at a time anyway, so no throughput is lost.
 */
const EMBEDDED_POOL_SIZE = 1;

function createPool(config: pg.PoolConfig): { pool: pg.Pool; notifications: Database["notifications"] } {
  const notifications: Database["notifications"] = new EventEmitter();
  const pool = new pg.Pool({
    max: POOL_SIZE,
    // A query waiting on a client held by an open transaction must fail fast, not hang (stack notes).
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    ...config,
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("notification", (message) => notifications.emit("notification", message)));
  return { pool, notifications };
}

/**
 * The embedded engine is PGlite served on a private unix socket, so the app talks to it through the
 * same `pg` driver, drizzle dialect, migrator and session store as it does to a real server.
 * See docs/decisions/001-embedded-postgres-over-a-socket.md.
 */
async function openEmbedded(options: DatabaseOptions): Promise<Database> {
  if (options.embeddedDir) await fs.mkdir(options.embeddedDir, { recursive: true });
  const engine = await PGlite.create({
    dataDir: options.embeddedDir,
    loadDataDir: options.embeddedSnapshot,
    // A salon's data fits in a few MB; PostgreSQL's default 128 MB of buffers only grows the WASM heap
    // (the serving process peaked at 555 MB with it, 415 MB without, in `npm run bench`).
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
  });
  const socketDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-pg-"));
  const port = 5432;
  const poolSize = options.poolSize ?? EMBEDDED_POOL_SIZE;
  const server = new PGLiteSocketServer({
    db: engine,
    path: path.join(socketDir, `.s.PGSQL.${port}`),
    maxConnections: poolSize + 4,
  });
  await server.start();
  const { pool, notifications } = createPool({ host: socketDir, port, user: "postgres", database: "postgres", max: poolSize });
  return {
    kind: "embedded",
    pool,
    notifications,
    db: drizzle(pool, { schema }),
    embedded: engine,
    async close() {
      await pool.end();
      await server.stop();
      await engine.close();
      await fs.rm(socketDir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(databaseUrl: string, poolSize = POOL_SIZE): Promise<Database> {
  const { pool, notifications } = createPool({ connectionString: databaseUrl, max: poolSize });
  return {
    kind: "postgres",
    pool,
    notifications,
    db: drizzle(pool, { schema }),
    async close() {
      await pool.end();
    },
  };
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize) : openEmbedded(options);
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
export const PG_SERIALIZATION_FAILURE = "40001";
export const PG_DEADLOCK = "40P01";
