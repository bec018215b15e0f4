import { eq, sql } from "drizzle-orm";
import { users } from "@shared/schema";
import type { Db } from "../infra/db/database";
import type { Logger } from "../infra/logger";
import { createAdminAccount, findUserByUsername, setPassword, usernameSchema } from "./accounts";
import { generatePassword } from "./passwords";

/** Any fixed number; every app instance must use the same one. */
const BOOTSTRAP_LOCK_KEY = 727_002;

export interface BootstrapSettings {
  ADMIN_USERNAME?: string;
  ADMIN_PASSWORD?: string;
  /** Shows a generated password to the person at the terminal; without it the password goes to the log. */
  showCredentials?: (credentials: { username: string; password: string }) => void;
}

function changeHint(username: string): string {
  return `(change it with npm run admin -- reset-password ${username})`;
}

function announce(settings: BootstrapSettings, logger: Logger, what: string, credentials: { username: string; password: string }): void {
  if (settings.showCredentials) {
    settings.showCredentials(credentials);
    logger.warn(`${what}; its password is shown in the notice above, once`);
  } else {
    logger.warn(`${what} with password: ${credentials.password}  ${changeHint(credentials.username)}`);
  }
}

/**
 * Makes sure someone can sign in to a new installation: when no superadmin exists, creates one from
 * ADMIN_USERNAME/ADMIN_PASSWORD, or user "admin" with a random password printed once in the log.
 * When that username already exists (an admin demoted or created by the CLI) it is promoted instead.
 * Instances starting together take turns on an advisory lock, so only one of them acts.
 */
export async function ensureSuperAdmin(db: Db, settings: BootstrapSettings, logger: Logger): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY})`);
    const [superAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.adminLevel, "superadmin")).limit(1);
    if (superAdmin) return;

    const parsed = usernameSchema.safeParse(settings.ADMIN_USERNAME ?? "admin");
    if (!parsed.success) throw new Error(`ADMIN_USERNAME: ${parsed.error.issues[0]?.message}`);
    const username = parsed.data;
    const chosenPassword = settings.ADMIN_PASSWORD;
    const existing = await findUserByUsername(tx, username);
    if (!existing) {
      const password = chosenPassword ?? generatePassword();
      await createAdminAccount(tx, { username, password, level: "superadmin" });
      if (chosenPassword) logger.info(`Created superadmin "${username}" from ADMIN_USERNAME/ADMIN_PASSWORD`);
      else announce(settings, logger, `Created admin user "${username}"`, { username, password });
      return;
    }

    await tx.update(users).set({ adminLevel: "superadmin", isAdmin: true, updatedAt: sql`now()` }).where(eq(users.id, existing.id));
    if (chosenPassword) {
      await setPassword(tx, existing, chosenPassword);
      logger.info(`No superadmin existed: promoted user "${username}" and set its password from ADMIN_PASSWORD`);
    } else if (!existing.passwordHash) {
      const password = generatePassword();
      await setPassword(tx, existing, password);
      announce(settings, logger, `No superadmin existed: promoted user "${username}"`, { username, password });
    } else {
      logger.warn(`No superadmin existed: promoted user "${username}" to superadmin; its password is unchanged`);
    }
  });
}
