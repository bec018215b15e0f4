import { and, eq, ne, sql } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { CampaignRequest } from "@shared/campaigns-api";
import { appointments, campaignRecipients, emailOutbox, users } from "@shared/schema";
import type { CampaignPayload } from "../messages/payloads";
import { hashToken } from "../infra/tokens/tokens";
import { signedInAgent } from "../test/agents";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { drain, type ReceivedMail } from "../test/mail";
import { registerApiSuite } from "../test/suite";
import { CAMPAIGN_MESSAGES_PER_MINUTE } from "./service";

const suite = registerApiSuite({ signIn: "admin", mail: true });
const db = () => suite.ctx.database.db;

const COMPOSED: CampaignRequest = {
  subjectEs: "Noviembre: 20 % en pedicura",
  bodyEs: "Hola:\n\nEste mes la pedicura Jelly tiene 20 % de descuento.\n\nTe esperamos.",
  subjectEn: "November: 20% off pedicures",
  bodyEn: "Hi,\n\nThis month the Jelly pedicure is 20% off.\n\nSee you soon.",
  audience: "all",
};

interface ClientFixture {
  email: string;
  optIn?: boolean;
  vip?: boolean;
  /** Days before the test's today of a completed visit. */
  visitedDaysAgo?: number;
  /** The language of their last booking. */
  locale?: "es" | "en";
}

async function addClient(fixture: ClientFixture): Promise<string> {
  const [client] = await db()
    .insert(users)
    .values({
      email: fixture.email,
      firstName: fixture.email.split("@")[0],
      phone: "+16195550100",
      marketingOptIn: fixture.optIn ?? true,
      membershipTier: fixture.vip ? "vip" : "regular",
    })
    .returning({ id: users.id });
  if (fixture.visitedDaysAgo !== undefined || fixture.locale) {
    const visited = new Date(Date.UTC(2026, 10, 23 - (fixture.visitedDaysAgo ?? 1)));
    await db()
      .insert(appointments)
      .values({
        userId: client.id,
        serviceId: "lash-lifting",
        appointmentDate: visited.toISOString().slice(0, 10),
        appointmentTime: "10:00",
        status: fixture.visitedDaysAgo === undefined ? "cancelled" : "completed",
        locale: fixture.locale ?? "es",
      });
  }
  return client.id;
}

/** Ana (VIP, English, came 90 days ago), Bea (came 10 days ago), Carla (never came), Dora (said no). */
async function salonClients() {
  return {
    ana: await addClient({ email: "ana@example.com", vip: true, visitedDaysAgo: 90, locale: "en" }),
    bea: await addClient({ email: "bea@example.com", visitedDaysAgo: 10 }),
    carla: await addClient({ email: "carla@example.com" }),
    dora: await addClient({ email: "dora@example.com", optIn: false, visitedDaysAgo: 200 }),
  };
}

async function compose(overrides: Partial<CampaignRequest> = {}): Promise<number> {
  const res = await suite.admin.post("/api/admin/campaigns").send({ ...COMPOSED, ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

async function campaignOutbox() {
  return db().select().from(emailOutbox).where(eq(emailOutbox.kind, "campaign")).orderBy(emailOutbox.id);
}

const unsubscribeTokenOf = (row: typeof emailOutbox.$inferSelect) => (row.payload as CampaignPayload).unsubscribeToken!;

describe("composing and choosing recipients", () => {
  it("counts the clients who said yes, for everyone, VIPs, or those whose last visit is older than N days", async () => {
    await salonClients();
    // An admin's account never receives marketing, whatever its switch says.
    await db().update(users).set({ marketingOptIn: true, email: "boss@example.com" }).where(eq(users.isAdmin, true));

    const all = await suite.admin.post("/api/admin/campaigns").send(COMPOSED);
    expect(all.status).toBe(201);
    expect(all.body).toEqual({ id: expect.any(Number), recipientCount: 3 });
    expect((await suite.admin.post("/api/admin/campaigns").send({ ...COMPOSED, audience: "vip" })).body.recipientCount).toBe(1);
    expect((await suite.admin.post("/api/admin/campaigns").send({ ...COMPOSED, audience: { lastVisitBeforeDays: 30 } })).body.recipientCount).toBe(1);
    expect((await suite.admin.post("/api/admin/campaigns").send({ ...COMPOSED, audience: { lastVisitBeforeDays: 5 } })).body.recipientCount).toBe(2);
    expect((await suite.admin.post("/api/admin/campaigns/preview").send({ audience: "all" })).body).toEqual({ email: 3, text: 0 });
  });

  it("follows each client's last completed visit as appointments are completed, moved back, or deleted", async () => {
    const bea = await addClient({ email: "bea@example.com", visitedDaysAgo: 100 });
    const lastVisitOver30Days = async () => (await suite.admin.post("/api/admin/campaigns/preview").send({ audience: { lastVisitBeforeDays: 30 } })).body.email;
    expect(await lastVisitOver30Days()).toBe(1);
    const [recent] = await db()
      .insert(appointments)
      .values({ userId: bea, serviceId: "lash-lifting", appointmentDate: "2026-11-13", appointmentTime: "10:00", status: "confirmed", locale: "es" })
      .returning({ id: appointments.id });
    expect(await lastVisitOver30Days()).toBe(1);
    await db().update(appointments).set({ status: "completed" }).where(eq(appointments.id, recent.id));
    expect(await lastVisitOver30Days()).toBe(0);
    await db().update(appointments).set({ status: "confirmed" }).where(eq(appointments.id, recent.id));
    expect(await lastVisitOver30Days()).toBe(1);
    await db().delete(appointments).where(eq(appointments.userId, bea));
    expect(await lastVisitOver30Days()).toBe(0);
  });

  it("refuses an incomplete message or a made-up audience with 400, and anyone not signed in", async () => {
    expect(await suite.admin.post("/api/admin/campaigns").send({ ...COMPOSED, subjectEn: " " })).toMatchObject({
      status: 400,
      body: { message: "Write the English subject" },
    });
    expect(await suite.admin.post("/api/admin/campaigns").set("Accept-Language", "es").send({ ...COMPOSED, bodyEs: "" })).toMatchObject({
      status: 400,
      body: { message: "Escribe el mensaje en español" },
    });
    expect((await suite.admin.post("/api/admin/campaigns").send({ ...COMPOSED, audience: "everyone" })).status).toBe(400);
    expect((await suite.admin.post("/api/admin/campaigns").send({ ...COMPOSED, audience: { lastVisitBeforeDays: 0 } })).status).toBe(400);
    expect((await request(suite.ctx.app).post("/api/admin/campaigns").send(COMPOSED)).status).toBe(401);
    expect((await request(suite.ctx.app).get("/api/admin/campaigns")).status).toBe(401);
  });
});

describe("the customer's own yes on the booking page", () => {
  it("is recorded with its date; a later booking with the box unticked does not take it back", async () => {
    await addStaff(db(), { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const book = (overrides: Parameters<typeof bookingPayload>[0]) =>
      request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload(overrides));
    expect((await book({ appointmentTime: "09:00" })).status).toBe(201);
    const stored = async () => (await db().select().from(users).where(eq(users.email, "ana@example.com")))[0];
    expect(await stored()).toMatchObject({ marketingOptIn: false, marketingOptInAt: null });

    suite.ctx.clock.set("2026-11-23T16:30:00Z");
    expect((await book({ appointmentTime: "14:00", marketingOptIn: true })).status).toBe(201);
    expect(await stored()).toMatchObject({ marketingOptIn: true, marketingOptInAt: new Date("2026-11-23T16:30:00Z") });

    suite.ctx.clock.set("2026-11-23T17:00:00Z");
    expect((await book({ appointmentTime: "16:00", marketingOptIn: false })).status).toBe(201);
    expect(await stored()).toMatchObject({ marketingOptIn: true, marketingOptInAt: new Date("2026-11-23T16:30:00Z") });
  });
});

describe("sending", () => {
  it("queues one message per client in their language, never to someone who said no meanwhile", async () => {
    const { ana, bea, carla } = await salonClients();
    const id = await compose();
    // Carla changes her mind between compose and send.
    expect((await suite.admin.patch(`/api/admin/clients/${carla}`).send({ marketingOptIn: false })).status).toBe(200);

    const sent = await suite.admin.post(`/api/admin/campaigns/${id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ id, recipients: { email: 2, text: 0 }, sentBy: expect.stringMatching(/^admin-/) });
    const rows = await campaignOutbox();
    expect(rows.map((row) => [row.recipient, row.locale, (row.payload as CampaignPayload).campaign.subject])).toEqual([
      ["ana@example.com", "en", COMPOSED.subjectEn],
      ["bea@example.com", "es", COMPOSED.subjectEs],
    ]);
    const recipients = await db().select().from(campaignRecipients).orderBy(campaignRecipients.id);
    expect(recipients.map((row) => row.userId)).toEqual([ana, bea]);
    // Only the token's hash is kept.
    expect(recipients[0].unsubscribeTokenHash).toBe(hashToken(unsubscribeTokenOf(rows[0])));

    expect(await suite.admin.post(`/api/admin/campaigns/${id}/send`)).toMatchObject({
      status: 409,
      body: { message: "This campaign was already sent; compose a new one to send again." },
    });
    expect((await suite.admin.post("/api/admin/campaigns/999/send")).status).toBe(404);
  });

  it("sends once when two instances are told to send at the same moment", async () => {
    await salonClients();
    const id = await compose();
    const other = await signedInAgent({ ...suite.ctx, app: suite.ctx.newInstance() }, { level: "admin" });
    const answers = await Promise.all([suite.admin.post(`/api/admin/campaigns/${id}/send`), other.post(`/api/admin/campaigns/${id}/send`)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await campaignOutbox()).map((row) => row.recipient)).toEqual(["ana@example.com", "bea@example.com", "carla@example.com"]);
  });

  it(`paces a long list at ${CAMPAIGN_MESSAGES_PER_MINUTE} messages a minute through the outbox`, async () => {
    const count = CAMPAIGN_MESSAGES_PER_MINUTE * 2 + 1;
    await db()
      .insert(users)
      .values(Array.from({ length: count }, (_, index) => ({ email: `client${String(index).padStart(3, "0")}@example.com`, marketingOptIn: true })));
    const id = await compose();
    await suite.admin.post(`/api/admin/campaigns/${id}/send`);
    const rows = await campaignOutbox();
    expect(rows).toHaveLength(count);
    const now = suite.ctx.clock().getTime();
    const minutesOut = rows.map((row) => (row.nextAttemptAt.getTime() - now) / 60_000);
    expect(minutesOut.filter((minutes) => minutes === 0)).toHaveLength(CAMPAIGN_MESSAGES_PER_MINUTE);
    expect(minutesOut.filter((minutes) => minutes === 1)).toHaveLength(CAMPAIGN_MESSAGES_PER_MINUTE);
    expect(minutesOut.filter((minutes) => minutes === 2)).toHaveLength(1);
  });

  it("sends a test of both versions to the signed-in admin only", async () => {
    await salonClients();
    const id = await compose();
    expect((await suite.admin.post(`/api/admin/campaigns/${id}/test`)).status).toBe(422);
    // The admin sets their own email on their profile page.
    expect((await suite.admin.put("/api/admin/profile").send({ email: "Boss@Example.com" })).body).toMatchObject({ email: "boss@example.com" });
    expect(await suite.admin.post(`/api/admin/campaigns/${id}/test`)).toMatchObject({ status: 202, body: { sentTo: "boss@example.com" } });
    await drain(db(), suite.transport, suite.ctx.clock);
    expect(suite.smtp.received.map((mail) => [mail.envelopeTo, mail.subject])).toEqual([
      [["boss@example.com"], COMPOSED.subjectEs],
      [["boss@example.com"], COMPOSED.subjectEn],
    ]);
    expect((await suite.admin.get(`/api/admin/campaigns/${id}`)).body).toMatchObject({ sentAt: null, delivered: 0 });
  });
});

/** A header as it was written on the wire (mailparser folds the List-* headers into one object). */
function headerOf(mail: ReceivedMail, name: string): string {
  const line = mail.parsed.headerLines.find((candidate) => candidate.key === name);
  expect(line, name).toBeDefined();
  return line!.line.slice(line!.line.indexOf(":") + 1).trim();
}

describe("receiving and unsubscribing", () => {
  it("arrives in each client's language with a visible unsubscribe link and the one-click headers", async () => {
    await salonClients();
    const id = await compose();
    await suite.admin.post(`/api/admin/campaigns/${id}/send`);
    await drain(db(), suite.transport, suite.ctx.clock);

    const [ana] = suite.smtp.to("ana@example.com");
    expect(ana.subject).toBe(COMPOSED.subjectEn);
    expect(ana.text).toContain("This month the Jelly pedicure is 20% off.");
    expect(ana.text).toContain("Unsubscribe:\nhttp://cita.test/unsubscribe/");
    expect(headerOf(ana, "content-language")).toBe("en");
    expect(headerOf(ana, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = /<http:\/\/cita\.test(\/api\/unsubscribe\/[A-Za-z0-9_-]{43})>/.exec(headerOf(ana, "list-unsubscribe"))![1];

    const [bea] = suite.smtp.to("bea@example.com");
    expect(bea.subject).toBe(COMPOSED.subjectEs);
    expect(bea.text).toContain("Este mes la pedicura Jelly tiene 20 % de descuento.");
    expect(bea.text).toContain("Darme de baja:\nhttp://cita.test/unsubscribe/");
    expect(bea.html).toContain('<html lang="es">');

    // The mail program's one-click POST, without any cookie, as RFC 8058 describes it.
    const clicked = await request(suite.ctx.app)
      .post(oneClick)
      .type("form")
      .send("List-Unsubscribe=One-Click");
    expect(clicked).toMatchObject({ status: 200, body: { locale: "en", message: expect.stringContaining("no longer receive") } });
    const [stored] = await db().select().from(users).where(eq(users.email, "ana@example.com"));
    expect(stored.marketingOptIn).toBe(false);

    const history = await suite.admin.get("/api/admin/campaigns");
    expect(history.body).toEqual([
      expect.objectContaining({ id, recipients: { email: 3, text: 0 }, delivered: 3, failed: 0, unsubscribedSince: 1, sentAt: expect.any(String) }),
    ]);
  });

  it("is idempotent, needs no sign-in, refuses a made-up token, and withdraws a message still waiting", async () => {
    await db()
      .insert(users)
      .values(Array.from({ length: CAMPAIGN_MESSAGES_PER_MINUTE + 1 }, (_, index) => ({ email: `c${index}@example.com`, marketingOptIn: true })));
    const id = await compose();
    await suite.admin.post(`/api/admin/campaigns/${id}/send`);
    const rows = await campaignOutbox();
    const last = rows.at(-1)!;
    expect(last.nextAttemptAt.getTime()).toBeGreaterThan(suite.ctx.clock().getTime());

    const token = unsubscribeTokenOf(last);
    const first = await request(suite.ctx.app).post(`/api/unsubscribe/${token}`);
    const again = await request(suite.ctx.app).post(`/api/unsubscribe/${token}`);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body).toEqual({ locale: "es", message: "Listo: ya no recibirás nuestras novedades. Seguirás recibiendo los correos de tus citas." });
    const [withdrawn] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, last.id));
    expect(withdrawn.status).toBe("skipped");
    const unsubscribedAt = await db().select({ at: campaignRecipients.unsubscribedAt }).from(campaignRecipients).where(sql`${campaignRecipients.unsubscribedAt} IS NOT NULL`);
    expect(unsubscribedAt).toHaveLength(1);

    // The others are as good as sent; two minutes on, the withdrawn one is due and still never goes.
    await db().update(emailOutbox).set({ status: "sent" }).where(and(eq(emailOutbox.kind, "campaign"), ne(emailOutbox.id, last.id)));
    suite.ctx.clock.set(new Date(suite.ctx.clock().getTime() + 2 * 60_000));
    expect(await drain(db(), suite.transport, suite.ctx.clock)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(suite.smtp.to(last.recipient)).toEqual([]);
    expect(await request(suite.ctx.app).post(`/api/unsubscribe/${"Z".repeat(43)}`).set("Accept-Language", "en")).toMatchObject({
      status: 404,
      body: { message: "This unsubscribe link is invalid." },
    });
  });
});
