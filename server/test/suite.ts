import { afterAll, beforeAll, beforeEach } from "vitest";
import type { AdminLevel } from "@shared/schema";
import type { MailTransport } from "../messages/email/transport";
import { signedInAgent, type SignedInAgent } from "./agents";
import { resetBookingData } from "./booking-fixtures";
import { createTestContext, type TestContext } from "./harness";
import { resetEmailData, smtpTransport, startTestSmtp, type TestSmtp } from "./mail";

export interface ApiSuiteOptions {
  /** Sign in a new agent of this level before each test, as `suite.admin`. */
  signIn?: AdminLevel;
  /** Start a test SMTP server and a transport to it (`suite.smtp`, `suite.transport`), emptied before each test. */
  mail?: boolean;
}

export interface ApiSuite {
  ctx: TestContext;
  /** Only with `signIn`. */
  admin: SignedInAgent;
  /** Only with `mail`. */
  smtp: TestSmtp;
  /** Only with `mail`. */
  transport: MailTransport;
}

/**
 * Registers the hooks shared by the API tests: one app (and database) per file, and before each test the
 * booking and email data reset, the clock back on DEFAULT_TEST_NOW (Monday 2026-11-23 08:00 in the salon),
 * the test SMTP server emptied and a freshly signed-in agent, as the options ask. The fields are filled in
 * by the hooks, so read them inside tests and hooks (`suite.ctx.app`), not at the top of the file. A file's
 * own beforeEach, registered after this call, runs after these.
 */
export function registerApiSuite(options: ApiSuiteOptions = {}): ApiSuite {
  const suite = {} as ApiSuite;
  beforeAll(async () => {
    suite.ctx = await createTestContext();
    if (options.mail) {
      suite.smtp = await startTestSmtp();
      suite.transport = smtpTransport(suite.smtp.url);
    }
  });
  afterAll(async () => {
    if (options.mail) {
      suite.transport.close();
      await suite.smtp.close();
    }
    await suite.ctx.close();
  });
  beforeEach(async () => {
    await resetBookingData(suite.ctx.database.db);
    await resetEmailData(suite.ctx.database.db);
    suite.ctx.clock.reset();
    if (options.mail) suite.smtp.clear();
    if (options.signIn) suite.admin = await signedInAgent(suite.ctx, { level: options.signIn });
  });
  return suite;
}
