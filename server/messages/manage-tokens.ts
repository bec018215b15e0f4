import { eq } from "drizzle-orm";
import { appointmentManageTokens, appointments, type Appointment } from "@shared/schema";
import type { DbOrTx } from "../infra/db/database";
import { hashToken, issueToken, isTokenShaped } from "../infra/tokens/tokens";

/**
 * A fresh manage link for an appointment, written on the caller's transaction: each customer email carries
 * its own, and every one stays valid until the appointment starts (the appointment's current start, so a
 * move carries its links along). Earlier links keep working: a customer may open any email they kept.
 */
export async function issueManageToken(tx: DbOrTx, appointmentId: number, now: Date): Promise<string> {
  const issued = issueToken();
  await tx.insert(appointmentManageTokens).values({ tokenHash: issued.hash, appointmentId, createdAt: now });
  return issued.token;
}

/** The appointment a manage token belongs to, if the token was ever issued (expiry is the caller's rule). */
export async function appointmentOfManageToken(tx: DbOrTx, token: string): Promise<Appointment | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const [row] = await tx
    .select({ appointment: appointments })
    .from(appointmentManageTokens)
    .innerJoin(appointments, eq(appointments.id, appointmentManageTokens.appointmentId))
    .where(eq(appointmentManageTokens.tokenHash, hashToken(token)));
  return row?.appointment;
}
