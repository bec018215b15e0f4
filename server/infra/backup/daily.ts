import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import { addDays, salonDate, salonMinutes } from "@shared/time";
import type { Clock } from "../clock";
import { repeatEvery, type RepeatingTask } from "../jobs/repeat-every";
import type { Logger } from "../logger";
import { backupFileName, backupFileTime, backupsDir } from "./backup-file";
import { writeBackup } from "./dump";

/** How often an instance looks whether the day's backup is due. */
export const DAILY_BACKUP_CHECK_EVERY_MS = 15 * 60_000;

/** Held while an instance writes the day's backup; another instance finding it taken skips its round. */
const DAILY_BACKUP_LOCK = "cita:daily-backup";

export interface DailyBackupOptions {
  pool: pg.Pool;
  /** Backups go to DATA_DIR/backups of the instance that writes them. */
  dataDir: string;
  clock: Clock;
  /** The salon's hour (0–23) from which a day's backup is due. */
  hour: number;
  retentionDays: number;
}

/** The day whose backup is due at `now`: the salon's today from `hour` on, yesterday before it. */
export function backupDay(now: Date, hour: number): string {
  const today = salonDate(now);
  return salonMinutes(now) >= hour * 60 ? today : addDays(today, -1);
}

/** Deletes backups (and `.partial` files of interrupted ones) named for an instant more than `retentionDays` before `now`. */
export async function pruneBackups(dir: string, now: Date, retentionDays: number): Promise<string[]> {
  const cutoff = now.getTime() - retentionDays * 24 * 60 * 60_000;
  const names = await fsp.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const old = names.filter((name) => (backupFileTime(name)?.getTime() ?? Infinity) < cutoff).sort();
  for (const name of old) await fsp.rm(path.join(dir, name), { force: true });
  return old;
}

export interface DailyBackupRound {
  /** The backup this instance wrote, if the day's was due and no other instance had written it. */
  written?: string;
  /** Old backups deleted from this instance's folder. */
  pruned: string[];
}

/**
 * Writes the day's backup unless an instance already has (recorded in backup_runs) or is writing it now
 * (holding the advisory lock), then applies the retention. Old backups are deleted only once the day's
 * backup exists, so a backup failing for days never leaves the salon with none.
 */
export async function runDailyBackup(options: DailyBackupOptions): Promise<DailyBackupRound> {
  const now = options.clock();
  const day = backupDay(now, options.hour);
  const dir = backupsDir(options.dataDir);
  let written: string | undefined;
  const client = await options.pool.connect();
  try {
    const lock = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock(hashtext($1)) AS locked", [DAILY_BACKUP_LOCK]);
    if (!lock.rows[0].locked) return { pruned: [] };
    try {
      const done = await client.query("SELECT 1 FROM backup_runs WHERE day = $1", [day]);
      if (done.rowCount === 0) {
        const file = path.join(dir, backupFileName(now));
        await writeBackup(options.pool, file);
        await client.query("INSERT INTO backup_runs (day, file_name, host) VALUES ($1, $2, $3)", [day, path.basename(file), os.hostname()]);
        written = file;
      }
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext($1))", [DAILY_BACKUP_LOCK]);
    }
  } finally {
    client.release();
  }
  return { written, pruned: await pruneBackups(dir, now, options.retentionDays) };
}

/** Checks every 15 minutes whether the day's backup is due (see runDailyBackup), until stopped. */
export function startDailyBackups(options: DailyBackupOptions & { logger: Logger; everyMs?: number }): RepeatingTask {
  const { logger } = options;
  return repeatEvery(options.everyMs ?? DAILY_BACKUP_CHECK_EVERY_MS, async () => {
    try {
      const { written, pruned } = await runDailyBackup(options);
      if (written) logger.info({ file: written }, "daily backup written");
      if (pruned.length > 0) logger.info({ deleted: pruned }, `backups older than ${options.retentionDays} days deleted`);
    } catch (error) {
      logger.error({ err: error }, "daily backup failed; it is tried again in the next round");
    }
  });
}
