import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "@shared/schema";
import { addAdmin, TEST_PASSWORD } from "../test/factories";
import { createTestContext, type TestContext } from "../test/harness";
import { credentialsNotice } from "../infra/logger";
import { ensureSuperAdmin } from "./bootstrap";
import { resolveSessionSecrets } from "./session-secret";

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

/** A logger whose lines the test can read, as an operator reads the console. */
function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, messages: () => lines.map((line) => line.msg) };
}

function login(username: string, password: string) {
  return request(ctx.app).post("/api/admin/login").send({ username, password });
}

async function superAdmins() {
  return ctx.database.db.select().from(users).where(eq(users.adminLevel, "superadmin"));
}

describe("the first superadmin", () => {
  it("is created from ADMIN_USERNAME and ADMIN_PASSWORD, without printing the password", async () => {
    const { logger, messages } = capturingLogger();
    await ensureSuperAdmin(ctx.database.db, { ADMIN_USERNAME: "Owner", ADMIN_PASSWORD: "s3cret-enough" }, logger);
    expect(messages()).toEqual(['Created superadmin "owner" from ADMIN_USERNAME/ADMIN_PASSWORD']);
    const res = await login("owner", "s3cret-enough");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ adminLevel: "superadmin", isAdmin: true });
  });

  it("is user admin with a random password printed once when the variables are unset", async () => {
    const { logger, messages } = capturingLogger();
    await ensureSuperAdmin(ctx.database.db, {}, logger);
    expect(messages()).toHaveLength(1);
    const match = /^Created admin user "admin" with password: (\S{34}) {2}\(change it with npm run admin -- reset-password admin\)$/.exec(
      messages()[0],
    );
    expect(match, messages()[0]).not.toBeNull();
    expect((await login("admin", match![1])).status).toBe(200);

    await ensureSuperAdmin(ctx.database.db, {}, logger);
    expect(messages()).toHaveLength(1);
    expect(await superAdmins()).toHaveLength(1);
  });

  it("shows a generated password at the terminal in a framed notice, and keeps it out of the log", async () => {
    const { logger, messages } = capturingLogger();
    const shown: string[] = [];
    await ensureSuperAdmin(ctx.database.db, { showCredentials: (credentials) => shown.push(credentialsNotice(credentials, "http://localhost:5000/admin")) }, logger);
    expect(messages()).toEqual(['Created admin user "admin"; its password is shown in the notice above, once']);
    expect(shown).toHaveLength(1);
    const lines = shown[0].split("\n");
    expect(lines[0]).toMatch(/^┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    const password = /│ {3}password: (\S{34}) +│/.exec(shown[0])?.[1];
    expect(password, shown[0]).toBeDefined();
    expect(shown[0]).toContain("Sign in at http://localhost:5000/admin");
    expect((await login("admin", password!)).status).toBe(200);
  });

  it("is not created when a superadmin exists, whatever the variables say", async () => {
    await addAdmin(ctx.database.db, { username: "boss", level: "superadmin" });
    const { logger, messages } = capturingLogger();
    await ensureSuperAdmin(ctx.database.db, { ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "s3cret-enough" }, logger);
    expect(messages()).toEqual([]);
    expect((await superAdmins()).map((user) => user.username)).toEqual(["boss"]);
  });

  it("is made by exactly one of several instances starting together", async () => {
    const { logger, messages } = capturingLogger();
    await Promise.all(Array.from({ length: 3 }, () => ensureSuperAdmin(ctx.database.db, {}, logger)));
    expect(messages()).toHaveLength(1);
    expect(await superAdmins()).toHaveLength(1);
  });

  it("promotes an existing plain admin of that name and keeps the password they know", async () => {
    await addAdmin(ctx.database.db, { username: "admin", level: "admin" });
    const { logger, messages } = capturingLogger();
    await ensureSuperAdmin(ctx.database.db, {}, logger);
    expect(messages()).toEqual(['No superadmin existed: promoted user "admin" to superadmin; its password is unchanged']);
    const res = await login("admin", TEST_PASSWORD);
    expect(res.body).toMatchObject({ adminLevel: "superadmin", isAdmin: true });
  });

  it("promotes an existing user of that name with the password from the environment", async () => {
    await addAdmin(ctx.database.db, { username: "owner", level: "none" });
    const { logger } = capturingLogger();
    await ensureSuperAdmin(ctx.database.db, { ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "s3cret-enough" }, logger);
    expect((await login("owner", TEST_PASSWORD)).status).toBe(401);
    expect((await login("owner", "s3cret-enough")).body).toMatchObject({ adminLevel: "superadmin" });
  });

  it("names a bad ADMIN_USERNAME", async () => {
    const { logger } = capturingLogger();
    await expect(ensureSuperAdmin(ctx.database.db, { ADMIN_USERNAME: "bad name" }, logger)).rejects.toThrow(
      "ADMIN_USERNAME: A username may hold letters, digits and . _ @ - only",
    );
  });
});

describe("the session secret", () => {
  it("comes from SESSION_SECRET, several separated by commas", async () => {
    expect(await resolveSessionSecrets({ sessionSecrets: ["new", "old"], dataDir: "/nonexistent" })).toEqual(["new", "old"]);
  });

  it("is otherwise made once and kept in DATA_DIR, so sign-ins survive a restart", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-secret-"));
    try {
      const first = await resolveSessionSecrets({ sessionSecrets: [], dataDir });
      expect(first).toHaveLength(1);
      expect(first[0].length).toBeGreaterThanOrEqual(43);
      expect(await resolveSessionSecrets({ sessionSecrets: [], dataDir })).toEqual(first);
      const stat = await fs.stat(path.join(dataDir, "session-secret"));
      expect(stat.mode & 0o777).toBe(0o600);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
