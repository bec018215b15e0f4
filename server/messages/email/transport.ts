import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions, type TransportOptions } from "nodemailer";
import type { Logger } from "../../infra/logger";
/** A message as the templates render it: what any transport needs to send it. */
export interface RenderedEmail {
  subject: string;
  /** The Content-Language header: the language (or languages) the message is written in. */
  language: string;
  /** Further headers of the message (a campaign's one-click unsubscribe). */
  headers: Record<string, string>;
  text: string;
  html: string;
  attachments: { filename: string; content: string; contentType: string }[];
  /** Every link in the message, for the log of the file transport. */
  links: string[];
}

export interface OutgoingEmail extends RenderedEmail {
  to: string;
  /** Outbox row id and kind: the file name and log line of the file transport. */
  outboxId: number;
  kind: string;
}

/** Where rendered emails go: an SMTP server, or `.eml` files for a single-machine setup. */
export interface MailTransport {
  readonly kind: "smtp" | "file";
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  /** smtp:// or smtps:// URL (credentials and options in it, as nodemailer reads them). Unset: files. */
  smtpUrl?: string;
  mailFrom: string;
  /** The app's data folder; files go to `<dataDir>/mail/`. */
  dataDir: string;
  logger: Logger;
}

/** An SMTP server that does not answer must fail the attempt in seconds, not hold the worker for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function message(from: string, email: OutgoingEmail): SendMailOptions {
  return {
    from,
    to: email.to,
    subject: email.subject,
    headers: { ...email.headers, "Content-Language": email.language },
    text: email.text,
    html: email.html,
    attachments: email.attachments.map((attachment) => ({
      filename: attachment.filename,
      content: attachment.content,
      contentType: attachment.contentType,
    })),
  };
}

function smtpTransport(options: MailTransportOptions & { smtpUrl: string }): MailTransport {
  const transporter = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS } as TransportOptions);
  return {
    kind: "smtp",
    async send(email) {
      await transporter.sendMail(message(options.mailFrom, email));
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Without SMTP_URL each message becomes `<dataDir>/mail/<time>-<id>-<kind>.eml` (open it in any mail
 * program) and its links are logged, so every flow can be followed on one machine.
 */
function fileTransport(options: MailTransportOptions): MailTransport {
  const folder = path.join(options.dataDir, "mail");
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(email) {
      const info = await transporter.sendMail(message(options.mailFrom, email));
      await fs.mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(folder, `${stamp}-${email.outboxId}-${email.kind}-${crypto.randomBytes(3).toString("hex")}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.logger.info({ to: email.to, subject: email.subject, file, links: email.links }, `email written to ${file}`);
    },
    close() {
      transporter.close();
    },
  };
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport({ ...options, smtpUrl: options.smtpUrl }) : fileTransport(options);
}
