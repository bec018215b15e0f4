import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database } from "../db/database";
import { loadEnv } from "../env";
import { createLogger } from "../logger";
import { createTestContext, testClock, type TestContext } from "../../test/harness";
import { backupFileName } from "./backup-file";
import { backupDay, pruneBackups, runDailyBackup, startDailyBackups, type DailyBackupOptions } from "./daily";

let ctx: TestContext;
let dir: string;
let secondInstance: Database;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-daily-"));
  ctx = await createTestContext();
  secondInstance = await openDatabase({ databaseUrl: ctx.database.connectionUrl, poolSize: 3 });
});
afterAll(async () => {
  await secondInstance.close();
  await ctx.close();
  await fs.rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await ctx.database.pool.query("TRUNCATE backup_runs");
});

/** 03:00 in the salon (PST, UTC-8) on Tuesday 2026-11-24. */
const TUESDAY_3AM = "2026-11-24T11:00:00Z";

async function instance(name: string, pool = ctx.database.pool, at = TUESDAY_3AM): Promise<DailyBackupOptions & { clock: ReturnType<typeof testClock> }> {
  const dataDir = await fs.mkdtemp(path.join(dir, `${name}-`));
  return { pool, dataDir, clock: testClock(new Date(at)), hour: 3, retentionDays: 14 };
}

const backupsOf = async (options: DailyBackupOptions) => (await fs.readdir(path.join(options.dataDir, "backups")).catch(() => [])).sort();

describe("backupDay", () => {
  it("is the salon's day from the backup hour on, and the day before until then", () => {
    expect(backupDay(new Date("2026-11-24T10:59:00Z"), 3)).toBe("2026-11-23");
    expect(backupDay(new Date(TUESDAY_3AM), 3)).toBe("2026-11-24");
    expect(backupDay(new Date("2026-11-25T07:59:00Z"), 3)).toBe("2026-11-24");
    expect(backupDay(new Date("2026-11-25T07:59:00Z"), 0)).toBe("2026-11-24");
    expect(backupDay(new Date("2026-11-25T08:00:00Z"), 0)).toBe("2026-11-25");
  });
});

describe("the daily backup", () => {
  it("is written by exactly one of two instances running it at the same moment", async () => {
    const first = await instance("first");
    const second = await instance("second", secondInstance.pool);
    const rounds = await Promise.all([runDailyBackup(first), runDailyBackup(second)]);

    const written = rounds.map((round) => round.written).filter(Boolean);
    expect(written).toHaveLength(1);
    expect([...(await backupsOf(first)), ...(await backupsOf(second))]).toEqual([backupFileName(new Date(TUESDAY_3AM))]);
    const runs = await ctx.database.pool.query("SELECT day, file_name, host FROM backup_runs");
    expect(runs.rows).toEqual([{ day: "2026-11-24", file_name: path.basename(written[0]!), host: os.hostname() }]);
  });

  it("runs once per day: again only from the backup hour of the next day", async () => {
    const only = await instance("only");
    expect((await runDailyBackup(only)).written).toBeDefined();
    for (const later of ["2026-11-24T23:00:00Z", "2026-11-25T10:59:00Z"]) {
      only.clock.set(later);
      expect((await runDailyBackup(only)).written, later).toBeUndefined();
    }
    only.clock.set("2026-11-25T11:00:00Z");
    expect((await runDailyBackup(only)).written).toBeDefined();
    expect(await backupsOf(only)).toHaveLength(2);
  });

  it("skips its round while another instance holds the backup lock", async () => {
    const waiting = await instance("waiting");
    const holder = await secondInstance.pool.connect();
    try {
      await holder.query("SELECT pg_advisory_lock(hashtext('cita:daily-backup'))");
      expect(await runDailyBackup(waiting)).toEqual({ pruned: [] });
      expect(await backupsOf(waiting)).toEqual([]);
    } finally {
      await holder.query("SELECT pg_advisory_unlock(hashtext('cita:daily-backup'))");
      holder.release();
    }
    expect((await runDailyBackup(waiting)).written).toBeDefined();
  });

  it("deletes only Cita backups older than the retention, and only once the day's backup exists", async () => {
    const kept = await instance("retention");
    const folder = path.join(kept.dataDir, "backups");
    await fs.mkdir(folder);
    const daysBefore = (days: number) => new Date(new Date(TUESDAY_3AM).getTime() - days * 24 * 60 * 60_000);
    const old = [backupFileName(daysBefore(30)), backupFileName(daysBefore(14.01)), `${backupFileName(daysBefore(20))}.partial`];
    const recent = [backupFileName(daysBefore(13.99)), backupFileName(daysBefore(1))];
    const others = ["notes.txt", "cita-backup-mine.gz", "old-dump.sql.gz"];
    for (const name of [...old, ...recent, ...others]) await fs.writeFile(path.join(folder, name), "x");
    const past = new Date("2020-01-01T00:00:00Z");
    for (const name of others) await fs.utimes(path.join(folder, name), past, past);

    // The day's backup fails (an interrupted one left its .partial under the same name): nothing is deleted.
    const stuck = `${backupFileName(new Date(TUESDAY_3AM))}.partial`;
    await fs.writeFile(path.join(folder, stuck), "x");
    await expect(runDailyBackup(kept)).rejects.toThrow(/EEXIST/);
    expect(await backupsOf(kept)).toHaveLength(9);

    kept.clock.set("2026-11-24T11:00:01Z");
    const round = await runDailyBackup(kept);
    expect(round.pruned).toEqual([...old].sort());
    expect(await backupsOf(kept)).toEqual([...recent, ...others, stuck, backupFileName(new Date("2026-11-24T11:00:01Z"))].sort());
  });

  it("runs on its own in the app's job loop", async () => {
    const started = await instance("started");
    const job = startDailyBackups({ ...started, logger: createLogger("silent"), everyMs: 20 });
    try {
      await vi.waitFor(async () => expect(await backupsOf(started)).toHaveLength(1), { timeout: 30_000, interval: 50 });
    } finally {
      await job.stop();
    }
    expect(await backupsOf(started)).toHaveLength(1);
  });
});

describe("pruneBackups", () => {
  it("does nothing when there is no backups folder yet", async () => {
    expect(await pruneBackups(path.join(dir, "nowhere"), new Date(), 14)).toEqual([]);
  });
});

describe("BACKUP_HOUR and BACKUP_RETENTION_DAYS", () => {
  it("default to 03:00 and 14 days, and refuse what is not an hour or a positive number of days", () => {
    expect(loadEnv({})).toMatchObject({ BACKUP_HOUR: 3, BACKUP_RETENTION_DAYS: 14 });
    expect(loadEnv({ BACKUP_HOUR: "0", BACKUP_RETENTION_DAYS: "30" })).toMatchObject({ BACKUP_HOUR: 0, BACKUP_RETENTION_DAYS: 30 });
    expect(() => loadEnv({ BACKUP_HOUR: "24" })).toThrow(/BACKUP_HOUR/);
    expect(() => loadEnv({ BACKUP_HOUR: "3am" })).toThrow(/BACKUP_HOUR/);
    expect(() => loadEnv({ BACKUP_RETENTION_DAYS: "0" })).toThrow(/BACKUP_RETENTION_DAYS/);
  });
});
