import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginAttempts, sessions, users } from "@shared/schema";
import { openDatabase } from "../infra/db/database";
import { addAdmin } from "../test/factories";
import { createTestContext, type TestContext } from "../test/harness";
import { runAdminCommand, USAGE, type CliIO } from "./admin-commands";
import { verifyPassword } from "./passwords";

const root = path.resolve(import.meta.dirname, "../..");
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.execute(sql`TRUNCATE users, sessions, login_attempts CASCADE`);
});

function fakeIO(options: { env?: NodeJS.ProcessEnv; answers?: string[] } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const answers = options.answers ? [...options.answers] : undefined;
  const io: CliIO = {
    env: options.env ?? {},
    askHidden: answers ? async () => answers.shift() ?? "" : undefined,
    print: (line) => out.push(line),
    printError: (line) => err.push(line),
  };
  return { io, out, err };
}

const run = (args: string[], io: CliIO) => runAdminCommand(ctx.database.db, args, io);

function login(username: string, password: string) {
  return request(ctx.app).post("/api/admin/login").send({ username, password });
}

describe("npm run admin -- create", () => {
  it("creates an admin with the password from CITA_ADMIN_PASSWORD", async () => {
    const { io, out } = fakeIO({ env: { CITA_ADMIN_PASSWORD: "from-the-env" } });
    expect(await run(["create", "Maria"], io)).toBe(0);
    expect(out).toEqual(['Created admin "maria".']);
    expect((await login("maria", "from-the-env")).body).toMatchObject({ adminLevel: "admin", isAdmin: true });
  });

  it("creates a superadmin with a password typed twice on the terminal", async () => {
    const { io } = fakeIO({ answers: ["typed-password", "typed-password"] });
    expect(await run(["create", "boss", "--superadmin"], io)).toBe(0);
    expect((await login("boss", "typed-password")).body).toMatchObject({ adminLevel: "superadmin" });
  });

  it("refuses typed passwords that differ or are short", async () => {
    const differ = fakeIO({ answers: ["typed-password", "typed-passw0rd"] });
    expect(await run(["create", "boss"], differ.io)).toBe(1);
    expect(differ.err).toEqual(["The passwords differ"]);
    const short = fakeIO({ answers: ["short"] });
    expect(await run(["create", "boss"], short.io)).toBe(1);
    expect(short.err).toEqual(["The password must be at least 8 characters"]);
    expect(await ctx.database.db.$count(users)).toBe(0);
  });

  it("generates and prints a password when there is no terminal", async () => {
    const { io, out } = fakeIO();
    expect(await run(["create", "maria"], io)).toBe(0);
    const password = /^Password for "maria": (\S{34})$/.exec(out[1])?.[1];
    expect(password, out.join("\n")).toBeDefined();
    expect((await login("maria", password!)).status).toBe(200);
  });

  it("refuses a username that is taken or malformed", async () => {
    await addAdmin(ctx.database.db, { username: "maria" });
    const taken = fakeIO({ env: { CITA_ADMIN_PASSWORD: "from-the-env" } });
    expect(await run(["create", "MARIA"], taken.io)).toBe(1);
    expect(taken.err).toEqual(['A user named "maria" already exists']);
    const malformed = fakeIO({ env: { CITA_ADMIN_PASSWORD: "from-the-env" } });
    expect(await run(["create", "maria lópez"], malformed.io)).toBe(1);
    expect(malformed.err).toEqual(["A username may hold letters, digits and . _ @ - only"]);
  });

  it("prints the usage for anything else", async () => {
    for (const args of [[], ["create"], ["create", "maria", "--owner"], ["reset-password", "maria", "--superadmin"], ["drop", "maria"]]) {
      const { io, err } = fakeIO();
      expect(await run(args, io), args.join(" ")).toBe(2);
      expect(err).toEqual([USAGE]);
    }
  });
});

describe("npm run admin -- reset-password", () => {
  it("sets the password, signs the account out everywhere and lifts a lock-out", async () => {
    const maria = await addAdmin(ctx.database.db, { username: "maria" });
    const other = await addAdmin(ctx.database.db, { username: "other" });
    await login("maria", maria.password);
    await login("other", other.password);
    await ctx.database.db.insert(loginAttempts).values({ key: "maria|::ffff:127.0.0.1", failures: 10, lockedUntil: new Date("2030-01-01") });

    const { io, out } = fakeIO({ env: { CITA_ADMIN_PASSWORD: "brand-new-password" } });
    expect(await run(["reset-password", "maria"], io)).toBe(0);
    expect(out).toEqual(['Changed the password of "maria" and signed out their sessions.']);

    const remaining = await ctx.database.db.select({ sess: sessions.sess }).from(sessions);
    expect(remaining.map((row) => (row.sess as { userId: string }).userId)).toEqual([other.id]);
    expect(await ctx.database.db.$count(loginAttempts)).toBe(0);
    expect((await login("maria", maria.password)).status).toBe(401);
    expect((await login("maria", "brand-new-password")).status).toBe(200);
  });

  it("names an unknown user", async () => {
    const { io, err } = fakeIO({ env: { CITA_ADMIN_PASSWORD: "brand-new-password" } });
    expect(await run(["reset-password", "nobody"], io)).toBe(1);
    expect(err).toEqual(['No user named "nobody"']);
  });
});

describe("the admin command as a process", () => {
  // A new embedded database runs initdb (seconds, many more on a busy machine).
  it("migrates a brand-new embedded database and creates the admin there", { timeout: 120_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-cli-"));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, CITA_ADMIN_PASSWORD: "from-the-env" };
      delete env.DATABASE_URL;
      const child = spawn(process.execPath, ["--import", "tsx", "server/auth/admin-cli.ts", "create", "maria", "--superadmin"], {
        cwd: root,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code, output).toBe(0);
      expect(output).toContain('Created superadmin "maria".');

      const database = await openDatabase({ embeddedDir: path.join(dataDir, "postgres") });
      try {
        const [maria] = await database.db.select().from(users).where(eq(users.username, "maria"));
        expect(maria).toMatchObject({ adminLevel: "superadmin", isAdmin: true });
        expect(await verifyPassword(maria.passwordHash!, "from-the-env")).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
