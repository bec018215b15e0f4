import { and, eq, sql } from "drizzle-orm";
import { depositFor, type PaymentPolicy } from "@shared/payments-api";
import { appointments, users } from "@shared/schema";
import type { DbOrTx } from "../infra/db/database";

/**
 * What a booking must do before it is confirmed: pay a deposit (saving the card or not), or save a card;
 * with the policy that asked it, which is stored with the payment and later settles it.
 */
export type PaymentPlan = ({ kind: "deposit"; amount: number; saveCard: boolean } | { kind: "card_on_file"; amount: 0; saveCard: true }) & { policy: PaymentPolicy };

/** Whether the customer of `email` has ever come (a completed visit) or ever missed one. */
async function historyOf(db: DbOrTx, email: string): Promise<{ visits: number; noShows: number }> {
  const [row] = await db
    .select({
      visits: sql<number>`count(*) FILTER (WHERE ${appointments.status} = 'completed')::int`,
      noShows: sql<number>`count(*) FILTER (WHERE ${appointments.status} = 'no_show')::int`,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(and(eq(users.email, email)));
  return row ?? { visits: 0, noShows: 0 };
}

/**
 * The payment a booking of `total` (minor units, priced by the server) by `email` needs under the salon's
 * policy, or null when it needs none and books exactly as without payments.
 */
export async function planPayment(db: DbOrTx, policy: PaymentPolicy, booking: { email: string; total: number }): Promise<PaymentPlan | null> {
  const { appliesTo } = policy;
  let applies = appliesTo === "everyone";
  if (typeof appliesTo === "object") applies = booking.total > appliesTo.overAmount;
  else if (appliesTo !== "everyone") {
    const history = await historyOf(db, booking.email);
    applies = appliesTo === "new_clients" ? history.visits === 0 : history.noShows > 0;
  }
  if (!applies) return null;
  const saveCard = policy.noShow.kind === "charge_card";
  const amount = depositFor(policy, booking.total);
  if (amount > 0) return { kind: "deposit", amount, saveCard, policy };
  return saveCard ? { kind: "card_on_file", amount: 0, saveCard: true, policy } : null;
}
