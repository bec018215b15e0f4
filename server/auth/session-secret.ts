import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * The secrets that sign session cookies: SESSION_SECRET when set (required in production). Otherwise a
 * random secret kept in DATA_DIR/session-secret, made on first start, so a development or demo
 * instance keeps its sign-ins across restarts without anyone choosing a secret. Instances that share a
 * database must share SESSION_SECRET.
 */
export async function resolveSessionSecrets(env: { sessionSecrets: string[]; dataDir: string }): Promise<string[]> {
  if (env.sessionSecrets.length > 0) return env.sessionSecrets;
  const file = path.join(env.dataDir, "session-secret");
  const existing = await readSecret(file);
  if (existing) return [existing];
  await fs.mkdir(env.dataDir, { recursive: true });
  try {
    await fs.writeFile(file, `${crypto.randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    // Another process starting on the same DATA_DIR wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const created = await readSecret(file);
  if (!created) throw new Error(`${file} is empty: delete it or set SESSION_SECRET`);
  return [created];
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    return (await fs.readFile(file, "utf8")).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
