import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { bookingPayload } from "../../test/booking-fixtures";
import { addStaff } from "../../test/factories";
import { createTestContext, type TestContext } from "../../test/harness";

const root = path.resolve(import.meta.dirname, "../..");
let ctx: TestContext;
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-backup-cli-"));
  ctx = await createTestContext();
  await addStaff(ctx.database.db, { name: "Camila", serviceIds: ["lash-lifting"], workingDates: ["2026-11-24"] });
  for (const appointmentTime of ["09:00", "14:00"]) {
    expect((await request(ctx.app).post("/api/appointments/public").send(bookingPayload({ appointmentTime }))).status).toBe(201);
  }
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** `npm run <script> -- <args>` as a user types it, with DATABASE_URL set only when given. */
async function npmRun(script: string, args: string[], env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn("npm", ["run", "--silent", script, "--", ...args], { cwd: root, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, stdout, stderr };
}

async function appointmentsIn(dataDir: string) {
  const database = await openDatabase({ embeddedDir: path.join(dataDir, "postgres"), poolSize: 1 });
  try {
    return (await database.pool.query("SELECT id, appointment_time, user_id FROM appointments ORDER BY id")).rows;
  } finally {
    await database.close();
  }
}

describe("npm run backup and npm run restore as processes", () => {
  // The restore creates a new embedded database (initdb: seconds, many more on a busy machine).
  it("backs up a PostgreSQL database and restores it into a fresh embedded DATA_DIR, refusing to overwrite without --force", { timeout: 180_000 }, async () => {
    const serverDataDir = path.join(dir, "server");
    const backup = await npmRun("backup", [], { DATA_DIR: serverDataDir, DATABASE_URL: ctx.database.connectionUrl });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain("Backed up the database at DATABASE_URL: 2 bookings,");
    const [file] = await fs.readdir(path.join(serverDataDir, "backups"));
    expect(file).toMatch(/^cita-backup-\d{4}-\d{2}-\d{2}T\d{6}\.\d{3}Z\.gz$/);

    const freshDataDir = path.join(dir, "fresh");
    const restore = await npmRun("restore", [path.join(serverDataDir, "backups", file)], { DATA_DIR: freshDataDir });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`into the embedded database in ${freshDataDir}: 2 bookings,`);
    const original = (await ctx.database.pool.query("SELECT id, appointment_time, user_id FROM appointments ORDER BY id")).rows;
    expect(await appointmentsIn(freshDataDir)).toEqual(original);

    // A file name alone is looked for in DATA_DIR/backups.
    await fs.cp(path.join(serverDataDir, "backups"), path.join(freshDataDir, "backups"), { recursive: true });
    const refused = await npmRun("restore", [file], { DATA_DIR: freshDataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Restore failed, nothing was changed: The database already holds 2 bookings.");
    expect(refused.stderr).toContain("--force");

    const forced = await npmRun("restore", [file, "--force"], { DATA_DIR: freshDataDir });
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain("It replaced the 2 bookings the database held.");
    expect(await appointmentsIn(freshDataDir)).toEqual(original);
  });

  it("prints the usage without a file", async () => {
    const usage = await npmRun("restore", [], { DATA_DIR: path.join(dir, "unused") });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run restore -- <backup file> [--force]");
  });
});
