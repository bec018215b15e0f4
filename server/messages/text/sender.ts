import type { TextProviderConfig } from "../../infra/env";

/**
 * Text messages go out through a provider speaking Twilio's Messages API (Twilio itself, or any service
 * or local stand-in implementing it): `POST {base}/2010-04-01/Accounts/{sid}/Messages.json` with a form
 * body of To, From and Body, authenticated with the account's SID and token. WhatsApp is the same call
 * with both numbers prefixed `whatsapp:`.
 */

export interface OutgoingText {
  /** E.164. */
  to: string;
  body: string;
}

export interface TextSender {
  send(text: OutgoingText): Promise<void>;
}

/** The provider refused this message for good (400: a number it cannot reach, a body it will not carry); retrying cannot help. */
export class TextRefused extends Error {
  readonly permanent = true;
}

/** A provider that does not answer must fail the attempt in seconds, not hold the outbox worker. */
const PROVIDER_TIMEOUT_MS = 10_000;

export function twilioSender(config: TextProviderConfig, timeoutMs = PROVIDER_TIMEOUT_MS): TextSender {
  const endpoint = `${config.url.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const address = (number: string) => (config.channel === "whatsapp" ? `whatsapp:${number}` : number);
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;
  return {
    async send(text) {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { Authorization: authorization, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ To: address(text.to), From: address(config.from), Body: text.body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) {
        // Accepted, so nothing after this may throw (that would send it again); an unread body holds its connection.
        await response.body?.cancel().catch(() => undefined);
        return;
      }
      const detail = (await response.text()).slice(0, 500);
      const failure = `text provider answered ${response.status}: ${detail}`;
      // A 400 is about this message. Anything else (credentials the salon is fixing, 429, 5xx) may pass: retried.
      if (response.status === 400) throw new TextRefused(failure);
      throw new Error(failure);
    },
  };
}
