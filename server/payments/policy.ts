import { eq, sql } from "drizzle-orm";
import { NO_PAYMENT_POLICY, type PaymentPolicy, paymentPolicySchema } from "@shared/payments-api";
import { paymentPolicy } from "@shared/schema";
import type { DbOrTx } from "../infra/db/database";

/** The salon's payment policy; one that was never set asks for nothing. */
export async function readPolicy(db: DbOrTx): Promise<PaymentPolicy> {
  const [row] = await db.select({ policy: paymentPolicy.policy }).from(paymentPolicy).where(eq(paymentPolicy.id, 1));
  if (!row) return NO_PAYMENT_POLICY;
  const parsed = paymentPolicySchema.safeParse(row.policy);
  // A row written by hand into a shape this version does not know asks for nothing rather than failing every booking.
  return parsed.success ? parsed.data : NO_PAYMENT_POLICY;
}

/** Replaces the policy (validated by the caller's parse); answers it as stored. */
export async function writePolicy(db: DbOrTx, policy: PaymentPolicy, adminId: string, now: Date): Promise<PaymentPolicy> {
  await db
    .insert(paymentPolicy)
    .values({ id: 1, policy, updatedById: adminId, updatedAt: now })
    .onConflictDoUpdate({ target: paymentPolicy.id, set: { policy: sql`excluded.policy`, updatedById: adminId, updatedAt: now } });
  return policy;
}

/** Whether the policy can ask anything of a booking at all (a deposit, or a card to charge a no-show). */
export const policyAsksAnything = (policy: PaymentPolicy): boolean => policy.deposit.kind !== "none" || policy.noShow.kind === "charge_card";
