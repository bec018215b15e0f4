import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appointmentManageTokens,
  appointments,
  campaignRecipients,
  campaigns,
  customerLinkTokens,
  emailOutbox,
  idempotencyKeys,
  loginAttempts,
  rateLimitHits,
  users,
  waitlistEntries,
  waitlistOffers,
} from "@shared/schema";
import type { Database } from "../db/database";
import { DEFAULT_TEST_NOW } from "../../test/harness";
import { openTestDatabase } from "../../test/test-database";
import { pruneExpiredRows, WAITLIST_RETENTION_DAYS } from "./service";

const NOW = DEFAULT_TEST_NOW;
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const minutesAhead = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe("pruneExpiredRows", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("deletes only bookkeeping that can no longer change an answer, and the waitlist of a season gone", async () => {
    const { db } = database;
    const answer = { requestHash: "h", responseStatus: 201, responseBody: {} };
    await db.insert(idempotencyKeys).values([
      { key: "yesterday", ...answer, createdAt: hoursAgo(25) },
      { key: "this-morning", ...answer, createdAt: hoursAgo(3) },
    ]);
    await db.insert(loginAttempts).values([
      { key: "quiet-for-two-days", failures: 3, updatedAt: hoursAgo(48) },
      { key: "lock-ran-out-long-ago", failures: 10, lockedUntil: hoursAgo(40), updatedAt: hoursAgo(41) },
      { key: "failed-an-hour-ago", failures: 4, updatedAt: hoursAgo(1) },
      { key: "still-locked", failures: 10, lockedUntil: minutesAhead(10), updatedAt: hoursAgo(30) },
    ]);
    await db.insert(rateLimitHits).values([
      { key: "window-over", hits: 30, resetAt: hoursAgo(0.5) },
      { key: "window-open", hits: 2, resetAt: minutesAhead(1) },
    ]);

    const [customer] = await db.insert(users).values({ email: "ana@example.com" }).returning({ id: users.id });
    const appointmentOn = async (appointmentDate: string) =>
      (
        await db
          .insert(appointments)
          .values({ userId: customer.id, serviceId: "lash-lifting", appointmentDate, appointmentTime: "10:00" })
          .returning({ id: appointments.id })
      )[0].id;
    const yesterdays = await appointmentOn("2026-11-22");
    const todays = await appointmentOn("2026-11-23");
    await db.insert(appointmentManageTokens).values([
      { tokenHash: "a".repeat(64), appointmentId: yesterdays },
      { tokenHash: "b".repeat(64), appointmentId: todays },
    ]);
    await db.insert(customerLinkTokens).values([
      { tokenHash: "c".repeat(64), email: "ana@example.com", expiresAt: hoursAgo(1) },
      { tokenHash: "d".repeat(64), email: "ana@example.com", expiresAt: minutesAhead(60) },
    ]);

    const daysAgo = (days: number) => hoursAgo(days * 24);
    const message = (kind: string, status: "pending" | "sent" | "failed" | "skipped", at: Date) => ({
      kind,
      recipient: "ana@example.com",
      payload: {},
      status,
      createdAt: at,
      sentAt: status === "sent" ? at : null,
    });
    const outbox = await db
      .insert(emailOutbox)
      .values([
        message("sent-last-season", "sent", daysAgo(31)),
        message("withdrawn-last-season", "skipped", daysAgo(40)),
        message("sent-last-week", "sent", daysAgo(7)),
        message("failed-last-season", "failed", daysAgo(60)),
        message("waiting", "pending", daysAgo(45)),
        message("campaign-last-season", "sent", daysAgo(90)),
      ])
      .returning({ id: emailOutbox.id, kind: emailOutbox.kind });
    const [campaign] = await db
      .insert(campaigns)
      .values({ subjectEs: "s", bodyEs: "b", subjectEn: "s", bodyEn: "b", audience: "all" })
      .returning({ id: campaigns.id });
    await db.insert(campaignRecipients).values({
      campaignId: campaign.id,
      userId: customer.id,
      channel: "email",
      unsubscribeTokenHash: "e".repeat(64),
      outboxId: outbox.find((row) => row.kind === "campaign-last-season")!.id,
    });

    // The waitlist: NOW is 2026-11-23, so entries of dates before 2026-08-25 (90 days back) go with their offers.
    expect(WAITLIST_RETENTION_DAYS).toBe(90);
    let tokens = 0;
    const entryOn = async (date: string, state: "waiting" | "booked" | "left" | "ended", offers: Array<"open" | "claimed" | "expired" | "withdrawn">) => {
      const [entry] = await db
        .insert(waitlistEntries)
        .values({
          date,
          earliest: "09:00",
          latest: "12:00",
          request: { services: [{ serviceId: "lash-lifting", optionIds: [] }], needsAcrylicRemoval: false, needsGelishRemoval: false, pedicureType: null },
          customerName: "Ana Pérez",
          customerEmail: "ana@example.com",
          customerPhone: "+16195550123",
          state,
          leaveTokenHash: "f".repeat(64),
        })
        .returning({ id: waitlistEntries.id });
      for (const [index, offerState] of offers.entries()) {
        tokens += 1;
        await db.insert(waitlistOffers).values({
          entryId: entry.id,
          date,
          time: `${String(9 + index).padStart(2, "0")}:00`,
          durationMinutes: 120,
          tokenHash: String(tokens).padStart(64, "0"),
          state: offerState,
          customerEmail: "ana@example.com",
          offeredOn: date,
          expiresAt: offerState === "open" ? minutesAhead(20) : hoursAgo(24 * 100),
        });
      }
    };
    await entryOn("2026-08-01", "booked", ["claimed"]);
    await entryOn("2026-08-20", "left", ["expired", "withdrawn"]);
    await entryOn("2026-08-24", "ended", []);
    await entryOn("2026-08-25", "ended", ["expired"]);
    await entryOn("2026-11-24", "waiting", ["expired", "open"]);

    // Two rows a statement: the three old entries take two batches.
    expect(await pruneExpiredRows(db, NOW, 2)).toEqual({
      idempotencyKeys: 1,
      loginAttempts: 2,
      rateLimitHits: 1,
      manageLinks: 1,
      customerLinks: 1,
      sentMessages: 2,
      waitlistEntries: 3,
      waitlistOffers: 3,
    });
    expect(await db.select({ date: waitlistEntries.date, state: waitlistEntries.state }).from(waitlistEntries).orderBy(waitlistEntries.date)).toEqual([
      { date: "2026-08-25", state: "ended" },
      { date: "2026-11-24", state: "waiting" },
    ]);
    expect(await db.select({ date: waitlistOffers.date, state: waitlistOffers.state }).from(waitlistOffers).orderBy(waitlistOffers.date, waitlistOffers.id)).toEqual([
      { date: "2026-08-25", state: "expired" },
      { date: "2026-11-24", state: "expired" },
      { date: "2026-11-24", state: "open" },
    ]);
    expect((await db.select({ kind: emailOutbox.kind }).from(emailOutbox).orderBy(emailOutbox.kind)).map((row) => row.kind)).toEqual([
      "campaign-last-season",
      "failed-last-season",
      "sent-last-week",
      "waiting",
    ]);
    const keys = async (table: "idempotency_keys" | "login_attempts" | "rate_limit_hits") =>
      (await db.execute<{ key: string }>(sql.raw(`SELECT key FROM ${table} ORDER BY key`))).rows.map((row) => row.key);
    expect(await keys("idempotency_keys")).toEqual(["this-morning"]);
    expect(await keys("login_attempts")).toEqual(["failed-an-hour-ago", "still-locked"]);
    expect(await keys("rate_limit_hits")).toEqual(["window-open"]);
    expect(await db.select({ appointmentId: appointmentManageTokens.appointmentId }).from(appointmentManageTokens)).toEqual([{ appointmentId: todays }]);
    expect(await db.select({ hash: customerLinkTokens.tokenHash }).from(customerLinkTokens)).toEqual([{ hash: "d".repeat(64) }]);

    expect(await pruneExpiredRows(db, NOW)).toEqual({
      idempotencyKeys: 0,
      loginAttempts: 0,
      rateLimitHits: 0,
      manageLinks: 0,
      customerLinks: 0,
      sentMessages: 0,
      waitlistEntries: 0,
      waitlistOffers: 0,
    });
  });
});
