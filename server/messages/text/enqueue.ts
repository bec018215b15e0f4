import type { Locale } from "@shared/schema";
import { toE164 } from "@shared/phone";
import type { DbOrTx } from "../../infra/db/database";
import type { EmailKind, OutboxPayload } from "../payloads";
import { enqueueMessage } from "../outbox";

/**
 * Whether the salon has a text channel. Set once at start-up from the environment, so it is the same in
 * every instance: without a provider no text row is ever written, and nothing promises one.
 */
let textChannelOn = false;

export function setTextChannel(on: boolean): void {
  textChannelOn = on;
}

export function textChannelEnabled(): boolean {
  return textChannelOn;
}

/**
 * Writes a text message into the outbox on the caller's transaction, as `enqueueEmail` writes an email:
 * the same claim, retries and single delivery. Nothing is written without a text channel or for a phone
 * that is not a number; answers the row's id, or null.
 */
export async function enqueueText(
  tx: DbOrTx,
  text: { kind: EmailKind; phone: string | null; locale: Locale; payload: OutboxPayload },
  now: Date,
  notBefore: Date = now,
): Promise<number | null> {
  const to = textChannelOn && text.phone ? toE164(text.phone) : null;
  if (!to) return null;
  return enqueueMessage(tx, { channel: "text", kind: text.kind, recipient: to, locale: text.locale, payload: text.payload }, now, notBefore);
}
