import { afterAll, beforeAll, beforeEach } from "vitest";
import { signedInAgent, type SignedInAgent } from "./agents";
import { resetBookingData } from "./booking-fixtures";
import { createTestContext, type TestContext } from "./harness";

export interface AdminSuite {
  ctx: TestContext;
  admin: SignedInAgent;
}

/**
 * Registers the hooks shared by the admin API tests: one app per file, and before each test the booking
 * data reset, the clock on Monday 2026-11-23 08:00 in the salon and a freshly signed-in admin. The fields
 * are filled in by the hooks, so read them inside tests, not at the top of the file.
 */
export function registerAdminSuite(): AdminSuite {
  const suite = {} as AdminSuite;
  beforeAll(async () => {
    suite.ctx = await createTestContext();
  });
  afterAll(async () => {
    await suite.ctx.close();
  });
  beforeEach(async () => {
    await resetBookingData(suite.ctx.database.db);
    suite.ctx.clock.set("2026-11-23T16:00:00Z");
    suite.admin = await signedInAgent(suite.ctx, { level: "admin" });
  });
  return suite;
}
