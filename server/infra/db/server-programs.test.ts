/**
 * The server's programs as root: the package's own when the postgres user can reach them, else a
 * cache under the system's temporary folder that only root may write in, refilled when files go missing.
 */
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { canReach, launchAs, serverAccount } from "./server-account";
import { installedPrograms, serverPrograms, type ServerPrograms } from "./server-programs";

const asRoot = process.getuid?.() === 0;
const run = promisify(execFile);
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

/** A copy (hard links) of the platform package inside a folder closed to other users, under a version of its own. */
async function packageBehindClosedFolder(): Promise<{ programs: ServerPrograms; version: string }> {
  const closed = await fs.mkdtemp(path.join(os.tmpdir(), "cita-programs-"));
  dirs.push(closed);
  const own = await installedPrograms();
  const nativeDir = path.dirname(path.dirname(own.postgres));
  const copy = path.join(closed, "package");
  await fs.mkdir(copy);
  execFileSync("cp", ["-al", nativeDir, path.join(copy, "native")]);
  const version = `test-${path.basename(closed)}`;
  await fs.writeFile(path.join(copy, "package.json"), JSON.stringify({ version }));
  const inCopy = (program: string) => path.join(copy, "native", path.relative(nativeDir, program));
  return { programs: { initdb: inCopy(own.initdb), postgres: inCopy(own.postgres) }, version };
}

describe("the embedded server's programs", () => {
  it.runIf(asRoot)("run from a cache only root may write in when the postgres user cannot reach the package's own, refilled when a file goes missing", async () => {
    const { programs: closedPrograms, version } = await packageBehindClosedFolder();
    const account = (await serverAccount(os.tmpdir(), [closedPrograms.initdb, closedPrograms.postgres]))!;
    expect(account.reachesPrograms).toBe(false);
    expect(await canReach(account, [closedPrograms.postgres])).toBe(false);
    const cache = path.join(os.tmpdir(), `cita-postgres-${version}`);
    dirs.push(cache);

    const logged: string[] = [];
    const programs = await serverPrograms(account, closedPrograms, (message) => logged.push(message));
    expect(programs.postgres).toBe(path.join(cache, "bin", "postgres"));
    expect(logged.join("\n")).toContain(`they run from ${cache}`);
    const stat = await fs.stat(cache);
    expect([stat.uid, stat.mode & 0o777]).toEqual([0, 0o755]);
    const version18 = launchAs(account, programs.postgres, ["--version"]);
    expect((await run(version18.command, version18.args)).stdout).toMatch(/^postgres \(PostgreSQL\) \d+/);

    // A temporary-folder cleaner took a library: the next start puts it back.
    const library = (await fs.readdir(path.join(cache, "lib"))).find((name) => name.startsWith("libpq.so."))!;
    await fs.rm(path.join(cache, "lib", library));
    await serverPrograms(account, closedPrograms, () => undefined);
    await expect(fs.stat(path.join(cache, "lib", library))).resolves.toBeTruthy();
  });

  it.runIf(asRoot)("refuses a cache folder that someone other than root could have written", async () => {
    const { programs, version } = await packageBehindClosedFolder();
    const account = (await serverAccount(os.tmpdir(), [programs.initdb, programs.postgres]))!;
    const cache = path.join(os.tmpdir(), `cita-postgres-${version}`);
    dirs.push(cache);
    await fs.mkdir(cache, { mode: 0o777 });
    await fs.chmod(cache, 0o777);
    await expect(serverPrograms(account, programs, () => undefined)).rejects.toThrow(`${cache}, which is not a folder that only root may write in; remove it`);
  });

  it("are the package's own when the server's account reaches them", async () => {
    const own = await installedPrograms();
    const account = await serverAccount(os.tmpdir(), [own.initdb, own.postgres]);
    if (account) expect(account.reachesPrograms).toBe(await canReach(account, [own.initdb, own.postgres]));
    if (account && !account.reachesPrograms) return;
    expect(await serverPrograms(account, own, () => undefined)).toEqual({ initdb: own.initdb, postgres: own.postgres });
  });
});
