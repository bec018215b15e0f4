/**
 * The account the embedded server runs as under root: the postgres user, given the capability to pass
 * through folders only when one on the way is closed to it, and a clear refusal when nothing works.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverAccount, ServerCannotStartError } from "./server-account";

const asRoot = process.getuid?.() === 0;
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

async function folderIn(parentMode: number): Promise<string> {
  const parent = await fs.mkdtemp(path.join(os.tmpdir(), "cita-account-"));
  dirs.push(parent);
  await fs.chmod(parent, parentMode);
  const folder = path.join(parent, "data");
  await fs.mkdir(folder, { mode: 0o755 });
  return folder;
}

describe("the embedded server's account", () => {
  it.runIf(!asRoot)("is this process's own when it is not root", async () => {
    expect(await serverAccount(await folderIn(0o700))).toBeUndefined();
  });

  it.runIf(asRoot)("is the postgres user, without any capability, when every folder on the way lets it pass", async () => {
    const account = await serverAccount(await folderIn(0o711));
    expect(account).toMatchObject({ passThrough: false });
    expect(account!.uid).not.toBe(0);
  });

  it.runIf(asRoot)("gives the postgres user the capability to pass through when a folder on the way is closed to it", async () => {
    const folder = await folderIn(0o700);
    expect(await serverAccount(folder)).toMatchObject({ passThrough: true });
    expect((await fs.stat(path.dirname(folder))).mode & 0o777).toBe(0o700);
  });

  it.runIf(asRoot)("refuses with one sentence saying what to do when the server could not reach its files even so", async () => {
    const missing = path.join(await folderIn(0o700), "nowhere", "postgres");
    const account = serverAccount(missing);
    await expect(account).rejects.toThrow(ServerCannotStartError);
    await expect(account).rejects.toThrow(`who cannot reach ${missing}`);
    await expect(account).rejects.toThrow("set DATABASE_URL to a PostgreSQL server");
  });
});
