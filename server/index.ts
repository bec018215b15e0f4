import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import { clockStartingAt, systemClock } from "./infra/clock";
import { openDatabaseFromEnv } from "./infra/db/open-from-env";
import { runMigrations } from "./infra/db/migrate";
import { loadEnv } from "./infra/env";
import { createLogger, credentialsNotice } from "./infra/logger";
import { WEB_APP_FOLDER } from "./infra/paths";
import { seedIfEmpty } from "./seed/seed";
import { ensureSuperAdmin } from "./auth/bootstrap";
import { DEFAULT_SESSION_LIMITS } from "./auth/session";
import { resolveSessionSecrets } from "./auth/session-secret";
import { startMessageJobs } from "./messages/jobs";
import { startChangeFeed } from "./infra/db/change-feed";
import { createMailTransport } from "./messages/email/transport";
import { startHousekeeping } from "./infra/housekeeping/jobs";
import { startDailyBackups } from "./infra/backup/daily";
import { setTextChannel } from "./messages/text/enqueue";
import { twilioSender } from "./messages/text/sender";
import { startPaymentJobs } from "./payments/jobs";
import { createPaymentProvider } from "./payments/provider";
import { startWaitlistJobs } from "./waitlist/jobs";
import { createCatalogueCache } from "./catalogue/service";

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = loadEnv();
  const clock = env.CITA_CLOCK_START ? clockStartingAt(new Date(env.CITA_CLOCK_START)) : systemClock;
  const interactive = process.stdout.isTTY === true;
  const logger = createLogger(env.LOG_LEVEL, { pretty: interactive });
  const database = await openDatabaseFromEnv(env, { embeddedRole: "app", embeddedLog: (message) => logger.info(message) });
  logger.info({ database: database.kind }, database.kind === "embedded" ? `embedded database in ${env.dataDir}` : "PostgreSQL");
  await runMigrations(database.pool);
  if (await seedIfEmpty(database.db)) logger.info("loaded the default catalogue and demo data");
  await ensureSuperAdmin(
    database.db,
    {
      ...env,
      showCredentials: interactive ? (credentials) => process.stdout.write(`\n${credentialsNotice(credentials, `${env.publicUrl}/admin`)}\n\n`) : undefined,
    },
    logger,
  );
  const production = env.NODE_ENV === "production";
  if (production && env.trustProxy === undefined) {
    logger.warn("NODE_ENV=production marks the session cookie Secure: behind an HTTPS proxy, set TRUST_PROXY or sign-in will not hold");
  }

  if (database.kind === "postgres" && env.sessionSecrets.length === 0) {
    logger.warn(
      "DATABASE_URL is set without SESSION_SECRET: this instance signs sessions with a secret of its own DATA_DIR, so other instances on the database will not accept its sign-ins. Give every instance the same SESSION_SECRET.",
    );
  }

  const feed = await startChangeFeed(database, logger);
  setTextChannel(env.textProvider !== undefined);
  logger.info(env.textProvider ? `text messages go out by ${env.textProvider.channel}` : "no SMS_PROVIDER_URL: no text messages are sent");
  const app = createApp({
    database,
    logger,
    clock,
    feed,
    config: {
      staticDir: WEB_APP_FOLDER,
      publicUrl: env.publicUrl,
      publicWriteRateLimit: { windowMs: 60_000, limit: env.PUBLIC_WRITE_LIMIT_PER_MINUTE },
      session: { ...DEFAULT_SESSION_LIMITS, secrets: await resolveSessionSecrets(env), secureCookies: production },
      trustProxy: env.trustProxy,
      benchRoute: env.CITA_BENCH === "1",
      cancelCutoffHours: env.CANCEL_CUTOFF_HOURS,
      payments: env.paymentProvider,
      waitlistOfferMinutes: env.WAITLIST_OFFER_MINUTES,
    },
  });
  logger.info(env.paymentProvider ? `deposits and no-show protection through the payment provider (${env.paymentProvider.currency})` : "no STRIPE_SECRET_KEY: no payment is asked for");
  // Frees unpaid holds and settles cancelled and missed appointments' payments until shutdown.
  const paymentJobs = env.paymentProvider
    ? startPaymentJobs({ db: database.db, clock, logger, provider: createPaymentProvider(env.paymentProvider), cancelCutoffHours: env.CANCEL_CUTOFF_HOURS })
    : undefined;
  // Sends the outbox (emails and texts) and queues the reminders until shutdown.
  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, mailFrom: env.MAIL_FROM, dataDir: env.dataDir, logger });
  logger.info(transport.kind === "smtp" ? "emails go out over SMTP" : `no SMTP_URL: emails are written to ${env.dataDir}/mail`);
  const messageJobs = startMessageJobs({
    db: database.db,
    transport,
    clock,
    logger,
    publicUrl: env.publicUrl,
    cancelCutoffHours: env.CANCEL_CUTOFF_HOURS,
    reminderHours: env.REMINDER_HOURS,
    textSender: env.textProvider ? twilioSender(env.textProvider) : undefined,
  });
  const housekeeping = startHousekeeping({ db: database.db, clock, logger });
  // Offers freed places to the waitlist after every change the feed reports, and expires offers, until shutdown.
  const waitlistJobs = startWaitlistJobs({
    db: database.db,
    clock,
    logger,
    feed,
    catalogue: createCatalogueCache(database.db, feed),
    offerMinutes: env.WAITLIST_OFFER_MINUTES,
  });
  const backups = startDailyBackups({
    pool: database.pool,
    dataDir: env.dataDir,
    clock,
    logger,
    hour: env.BACKUP_HOUR,
    retentionDays: env.BACKUP_RETENTION_DAYS,
  });
  const server = app.listen(env.PORT, () => {
    const { port } = server.address() as AddressInfo;
    logger.info(`Cita is running at http://localhost:${port}`);
  });

  let stopping = false;
  // While draining, every answer closes its connection, so a browser that asks again on a kept-alive
  // connection (a wall board reconnecting its stream or polling) does not hold the shutdown open; and a
  // connection whose answer was under way when the drain began (a board's stream, ended by the feed) is
  // closed once that answer has gone out: not before (a stream cut mid-chunk is a broken response to the
  // browser), and not as late as its keep-alive timeout.
  server.prependListener("request", (_req, res) => {
    if (stopping) res.setHeader("Connection", "close");
    res.once("finish", () => {
      if (stopping) server.closeIdleConnections();
    });
  });
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("in-flight requests did not finish in time; closing anyway");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    const messageJobsStopped = messageJobs.stop();
    const housekeepingStopped = housekeeping.stop();
    const waitlistStopped = waitlistJobs.stop();
    const paymentJobsStopped = paymentJobs?.stop();
    const backupsStopped = backups.stop();
    // Stop accepting first (closing the idle connections; a stream still open is not idle), then end the
    // live-board streams, which never end by themselves: each closes its connection once it has gone out.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const feedClosed = feed.close();
    void closed.then(async () => {
      try {
        await messageJobsStopped;
        await housekeepingStopped;
        await waitlistStopped;
        await paymentJobsStopped;
        await backupsStopped;
        await feedClosed;
        await database.close();
        logger.info("stopped cleanly");
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      }
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
