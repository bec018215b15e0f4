import ical, { type VEvent } from "node-ical";
import { expect } from "vitest";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { eq, sql } from "drizzle-orm";
import { appointments } from "@shared/schema";
import type { Db, DbOrTx } from "../infra/db/database";
import { createLogger } from "../infra/logger";
import { requestReview } from "../messages/appointment-messages";
import { requestStaffConfirmation } from "../messages/staff-confirmation";
import { drainOutbox, type OutboxOptions } from "../messages/outbox";
import { createMailTransport, type MailTransport } from "../messages/email/transport";

/** A message as the in-test SMTP server received it. */
export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Received messages addressed to `address`. */
  to(address: string): ReceivedMail[];
  clear(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (smtp-server), keeping every message parsed (mailparser).
 * `beforeAccepting` runs once a message has arrived and before the server answers that it took it: the
 * moment between an email going out and its sender learning so.
 */
export async function startTestSmtp(port = 0, beforeAccepting?: () => Promise<void>): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        simpleParser(Buffer.concat(chunks))
          .then(async (parsed) => {
            await beforeAccepting?.();
            received.push({
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              parsed,
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: parsed.html || "",
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    to: (recipient) => received.filter((mail) => mail.envelopeTo.includes(recipient)),
    clear: () => received.splice(0, received.length),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (an SMTP server that is down). */
export async function closedPort(): Promise<number> {
  const probe = await startTestSmtp();
  await probe.close();
  return probe.port;
}

export function smtpTransport(url: string): MailTransport {
  return createMailTransport({ smtpUrl: url, mailFrom: "Cita <citas@cita.test>", dataDir: "/nonexistent", logger: createLogger("silent") });
}

export const TEST_PUBLIC_URL = "http://cita.test";

/** Sends what is due, as the running app's worker does. */
export function drain(db: Db, transport: MailTransport, clock: () => Date, options?: Partial<OutboxOptions>) {
  return drainOutbox({ db, transport, clock, logger: createLogger("silent"), publicUrl: TEST_PUBLIC_URL, options });
}

export async function resetEmailData(db: DbOrTx): Promise<void> {
  await db.execute(sql`TRUNCATE email_outbox RESTART IDENTITY`);
}

/** What the admin "assign manicurist" endpoint does: set the member and ask them, in one transaction. */
export async function assignAndRequest(db: Db, appointmentId: number, staffId: number, now: Date) {
  return db.transaction(async (tx) => {
    await tx.update(appointments).set({ staffId, staffAssignedAt: now }).where(eq(appointments.id, appointmentId));
    return requestStaffConfirmation(tx, appointmentId, now);
  });
}

/** What the admin "complete" endpoints do: complete and ask for a review, in one transaction. */
export async function completeAndRequestReview(db: Db, appointmentId: number, now: Date) {
  return db.transaction(async (tx) => {
    await tx.update(appointments).set({ status: "completed", completedAt: now, actualEndTime: "12:00" }).where(eq(appointments.id, appointmentId));
    return requestReview(tx, appointmentId, now);
  });
}

/** The token in a link of an email: /staff-confirm/<token>?action=… or /review/<token>. */
export function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const match = pattern.exec(mail.text);
  if (!match) throw new Error(`no link matching ${pattern} in:\n${mail.text}`);
  return match[0];
}

/** The calendar file of a received message, unfolded, with the METHOD its MIME part declares. */
export function calendarOf(mail: ReceivedMail): { ics: string; mimeMethod: string | undefined } {
  const attachment = mail.parsed.attachments.find((candidate) => candidate.filename === "cita.ics");
  expect(attachment?.contentType).toBe("text/calendar");
  const contentType = attachment!.headers.get("content-type") as { params: Record<string, string> };
  return { ics: attachment!.content.toString("utf8").replace(/\r\n /g, ""), mimeMethod: contentType.params.method };
}

/** The line of a calendar property ("SEQUENCE:1"); the property's first occurrence. */
export function icsLine(ics: string, name: string): string {
  const line = ics.split("\r\n").find((candidate) => candidate.startsWith(`${name}:`) || candidate.startsWith(`${name};`));
  expect(line, `${name} in\n${ics}`).toBeDefined();
  return line!;
}

/** A calendar file's one event, read by an iCalendar parser as a calendar program would. */
export function onlyEvent(text: string): VEvent {
  const events = Object.values(ical.sync.parseICS(text)).filter((entry): entry is VEvent => entry?.type === "VEVENT");
  expect(events).toHaveLength(1);
  return events[0];
}
