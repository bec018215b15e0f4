import path from "node:path";
import { z } from "zod";
import { DEFAULT_CANCEL_CUTOFF_HOURS } from "@shared/manage-api";
import { DEFAULT_WAITLIST_OFFER_MINUTES } from "@shared/waitlist-api";
import { toE164 } from "@shared/phone";

// Features read their configuration from here; this file imports no feature (docs/decisions/011-server-layers.md).

/** How many hours before its start an appointment is reminded, unless REMINDER_HOURS says otherwise. */
export const DEFAULT_REMINDER_HOURS = 24;

export type TextChannelKind = "sms" | "whatsapp";

/** Minutes a slot is held for a customer sent to pay a deposit, unless PAYMENT_HOLD_MINUTES says otherwise. */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 15;

/** The payment provider, from the STRIPE_* variables (server/payments/provider.ts speaks to it). */
export interface PaymentProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another base than Stripe's own (tests, a self-hosted gateway): passed to the package's host, port and protocol. */
  apiBase?: { host: string; port: number; protocol: "http" | "https" };
  /** ISO 4217, lower case as Stripe writes it, e.g. "usd". */
  currency: string;
  holdMinutes: number;
}

/** An http(s) URL as the stripe package's host, port and protocol. */
export function apiBaseOf(url: string): PaymentProviderConfig["apiBase"] {
  const parsed = new URL(url);
  const protocol = parsed.protocol === "http:" ? "http" : "https";
  return { host: parsed.hostname, port: parsed.port ? Number(parsed.port) : protocol === "http" ? 80 : 443, protocol };
}

/** The text channel's provider, from the SMS_* variables (server/messages/text/sender.ts speaks to it). */
export interface TextProviderConfig {
  /** The provider's base URL, e.g. https://api.twilio.com. */
  url: string;
  accountSid: string;
  authToken: string;
  /** The salon's sending number (E.164) or WhatsApp sender. */
  from: string;
  channel: TextChannelKind;
}

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    SESSION_SECRET: optionalString,
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().default("Cita <no-reply@cita.local>"),
    PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    ADMIN_USERNAME: optionalString,
    ADMIN_PASSWORD: optionalString.pipe(
      z
        .string()
        .min(8, "ADMIN_PASSWORD must be at least 8 characters")
        .max(128, "ADMIN_PASSWORD must be at most 128 characters")
        .optional(),
    ),
    TRUST_PROXY: optionalString,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    PUBLIC_WRITE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    /** The salon's hour (0–23) from which each day's automatic backup is due (server/infra/backup/daily.ts). */
    BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
    /** Automatic backups older than this many days are deleted from DATA_DIR/backups. */
    BACKUP_RETENTION_DAYS: z.coerce.number().int().min(1).default(14),
    /** Hours before an appointment until which its customer may cancel or reschedule it through their link. */
    CANCEL_CUTOFF_HOURS: z.coerce.number().int().min(0).max(72).default(DEFAULT_CANCEL_CUTOFF_HOURS),
    /** Hours before an appointment its reminder goes out (only to appointments booked further ahead than that). */
    REMINDER_HOURS: z.coerce.number().int().min(1).max(168).default(DEFAULT_REMINDER_HOURS),
    /** Minutes a waitlist offer holds its freed place for the customer it went to, before the next in line gets it. */
    WAITLIST_OFFER_MINUTES: z.coerce.number().int().min(1).max(1440).default(DEFAULT_WAITLIST_OFFER_MINUTES),
    /** A provider speaking Twilio's Messages API (e.g. https://api.twilio.com); unset: no text messages. */
    SMS_PROVIDER_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    SMS_ACCOUNT_SID: optionalString,
    SMS_AUTH_TOKEN: optionalString,
    /**
     * The salon's sending number (or its WhatsApp sender), kept in E.164: the sender adds "whatsapp:" itself,
     * so "whatsapp:+14155238886" or "619 555 0142" are read as the number they name.
     */
    SMS_FROM: optionalString.pipe(
      z
        .string()
        .transform((value, ctx) => {
          const number = toE164(value);
          if (number) return number;
          ctx.addIssue({ code: "custom", message: "must be a phone number, e.g. +16195550142" });
          return z.NEVER;
        })
        .optional(),
    ),
    /** sms, or whatsapp (the same provider call with "whatsapp:" numbers). */
    SMS_CHANNEL: z.enum(["sms", "whatsapp"]).default("sms"),
    /** The salon's Stripe secret key (sk_live_… or sk_test_…); unset: no deposits, no card asked for anywhere. */
    STRIPE_SECRET_KEY: optionalString,
    /** The signing secret of the salon's webhook endpoint (whsec_…); required with STRIPE_SECRET_KEY. */
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Another API base than https://api.stripe.com (tests, a self-hosted gateway). */
    STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** The currency of the salon's prices and deposits (ISO 4217, e.g. USD or MXN). */
    SALON_CURRENCY: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, "must be a three-letter ISO 4217 currency code, e.g. USD")
      .transform((value) => value.toLowerCase())
      .default("usd"),
    /** Minutes a slot is held while its customer pays the deposit (5–60). */
    PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(5).max(60).default(DEFAULT_PAYMENT_HOLD_MINUTES),
    /** "1" adds the benchmark's `SELECT 1` route (server/health/bench-router.ts); never set it in production. */
    CITA_BENCH: z.enum(["0", "1"]).default("0"),
    /** Tests only (NODE_ENV=test): the instant the server's clock starts from, e.g. two weeks after today. */
    CITA_CLOCK_START: optionalString.pipe(z.iso.datetime({ offset: true }).optional()),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET?.replace(/[\s,]/g, "")) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required when NODE_ENV=production" });
    }
    if (env.CITA_CLOCK_START && env.NODE_ENV !== "test") {
      ctx.addIssue({ code: "custom", path: ["CITA_CLOCK_START"], message: "is only for tests (NODE_ENV=test)" });
    }
    if (env.SMS_PROVIDER_URL) {
      for (const name of ["SMS_ACCOUNT_SID", "SMS_AUTH_TOKEN", "SMS_FROM"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when SMS_PROVIDER_URL is set" });
      }
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_WEBHOOK_SECRET"], message: "is required when STRIPE_SECRET_KEY is set" });
    }
    if (env.ADMIN_PASSWORD && !env.ADMIN_USERNAME) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_USERNAME"], message: "is required when ADMIN_PASSWORD is set" });
    }
  });

/** The name of every variable the app reads, for the check that `.env.example` and the docs list each one. */
export const ENV_VARIABLE_NAMES: readonly string[] = Object.keys(envSchema.shape);

/** Express's "trust proxy" setting: a hop count, true/false, or addresses/subnets such as "loopback". */
export type TrustProxy = boolean | number | string;

export type Env = z.infer<typeof envSchema> & {
  /** The text channel, when SMS_PROVIDER_URL and its credentials are set. */
  textProvider?: TextProviderConfig;
  /** The payment provider, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. */
  paymentProvider?: PaymentProviderConfig;
  dataDir: string;
  publicUrl: string;
  /** SESSION_SECRET split on commas: the first signs new cookies, every one verifies (rotation). */
  sessionSecrets: string[];
  trustProxy?: TrustProxy;
};

function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  if (value === undefined) return undefined;
  if (value === "true" || value === "false") return value === "true";
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Parses the environment once at start-up; a bad value stops the app with a readable list. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "env"}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    sessionSecrets: (env.SESSION_SECRET ?? "").split(",").map((secret) => secret.trim()).filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    textProvider:
      env.SMS_PROVIDER_URL && env.SMS_ACCOUNT_SID && env.SMS_AUTH_TOKEN && env.SMS_FROM
        ? { url: env.SMS_PROVIDER_URL, accountSid: env.SMS_ACCOUNT_SID, authToken: env.SMS_AUTH_TOKEN, from: env.SMS_FROM, channel: env.SMS_CHANNEL }
        : undefined,
    paymentProvider:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE ? apiBaseOf(env.STRIPE_API_BASE) : undefined,
            currency: env.SALON_CURRENCY,
            holdMinutes: env.PAYMENT_HOLD_MINUTES,
          }
        : undefined,
  };
}
