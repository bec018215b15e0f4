import { and, eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { appointments, emailOutbox, rateLimitHits, services, waitlistEntries, waitlistOffers } from "@shared/schema";
import {
  adminWaitlistResponseSchema,
  WAITLIST_OFFERS_PER_DAY,
  waitlistDeclineResponseSchema,
  waitlistLeaveLinkSchema,
  waitlistLeaveResponseSchema,
  waitlistOfferViewSchema,
} from "@shared/waitlist-api";
import type { WaitlistJoinRequest } from "@shared/waitlist-api";
import { createCatalogueCache } from "../catalogue/service";
import { createLogger } from "../infra/logger";
import type { EmailPayload } from "../messages/payloads";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { signedInAgent } from "../test/agents";
import { registerPayments } from "../test/payment-fixtures";
import { setTextChannel } from "../messages/text/enqueue";
import { renderText } from "../messages/text/render";
import { addStaff } from "../test/factories";
import { drain, linkIn } from "../test/mail";
import { registerApiSuite } from "../test/suite";
import { startWaitlistJobs, sweepWaitlist, type WaitlistJobs } from "./jobs";
import { type OfferDeps, offerFreedPlaces } from "./offers";

const suite = registerApiSuite({ mail: true });
// A local fake of the payment provider, for the app of a salon that asks a deposit (`payments.app`).
const payments = registerPayments(suite);
const db = () => suite.ctx.database.db;
const WEDNESDAY = "2026-11-25";
const THURSDAY = "2026-11-26";

let deps: OfferDeps;
let instances: WaitlistJobs[];
/** Both instances' rounds: every change the feed reports, as index.ts starts them (the sweep left to the tests). */
const jobs = {
  idle: async () => {
    await Promise.all(instances.map((instance) => instance.idle()));
  },
};

beforeAll(() => {
  deps = { db: db(), clock: suite.ctx.clock, catalogue: createCatalogueCache(db(), suite.ctx.feed), offerMinutes: 20 };
  // Two app instances hear every change and each runs its round for it: between them one set of offers is made.
  instances = [0, 1].map(() => startWaitlistJobs({ ...deps, feed: suite.ctx.feed, logger: createLogger("silent"), everyMs: 3_600_000 }));
});
afterAll(() => Promise.all(instances.map((instance) => instance.stop())));

beforeEach(async () => {
  await db().execute(sql`TRUNCATE waitlist_offers, waitlist_entries RESTART IDENTITY CASCADE`);
  await db().delete(rateLimitHits);
});

/**
 * Maria does both lash lifts on Tuesday and Wednesday from 09:00 to 11:00 without a break: room for one
 * two-hour job a day, at 09:00.
 */
const maria = () =>
  addStaff(db(), { name: "Maria", serviceIds: ["lash-lifting", "lash-lifting-rimel"], workingDates: [TUESDAY, WEDNESDAY], endTime: "11:00", breakStartTime: null });

/** Ana takes Tuesday's only place; answers her manage token. */
async function anaBooks(): Promise<string> {
  const res = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ appointmentTime: "09:00" }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.manageToken as string;
}

const joinBody = (name: string, overrides: Partial<WaitlistJoinRequest> = {}): WaitlistJoinRequest => ({
  services: [{ serviceId: "lash-lifting" }],
  dates: [TUESDAY],
  earliest: "09:00",
  latest: "12:00",
  customerName: `${name} Pérez`,
  customerEmail: `${name.toLowerCase()}@example.com`,
  customerPhone: "+1 619 555 0123",
  locale: "en",
  ...overrides,
});

const join = (body: object, language = "en") => request(suite.ctx.app).post("/api/waitlist").set("Accept-Language", language).send(body);

async function joined(name: string, overrides: Partial<WaitlistJoinRequest> = {}): Promise<number> {
  const res = await join(joinBody(name, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

const cancel = (token: string) => request(suite.ctx.app).post(`/api/manage/${token}/cancel`).set("Accept-Language", "en");

/** Offers as stored, with whom they went to. */
const offers = () =>
  db()
    .select({ id: waitlistOffers.id, email: waitlistOffers.customerEmail, time: waitlistOffers.time, state: waitlistOffers.state, date: waitlistOffers.date })
    .from(waitlistOffers)
    .orderBy(waitlistOffers.id);

/** Waits for the change feed's round to make `count` offers, then for any round still running. */
async function offersMade(count: number) {
  await vi.waitFor(async () => expect(await offers()).toHaveLength(count), { timeout: 5_000, interval: 25 });
  await jobs.idle();
}

/** The claim token of the newest offer email to `email`, read where the outbox keeps it until sent. */
async function offerToken(email: string): Promise<string> {
  const { rows } = await db().execute<{ payload: EmailPayload }>(
    sql`SELECT payload FROM email_outbox WHERE kind = 'waitlist_offer' AND recipient = ${email} AND channel = 'email' ORDER BY id DESC LIMIT 1`,
  );
  const token = rows[0]?.payload.waitlist?.token;
  if (!token) throw new Error(`no waitlist offer to ${email}`);
  return token;
}

const claim = (token: string, app = suite.ctx.app) => request(app).post(`/api/waitlist/offers/${token}/claim`).set("Accept-Language", "en").send({});

describe("offers of a freed place", () => {
  it("a cancellation heard by two instances offers the place to the first fitting entry only, once, by email, with a link that books it", async () => {
    await maria();
    const anaToken = await anaBooks();
    await joined("Bea", { dates: [TUESDAY, THURSDAY] }); // nobody works Thursday
    await joined("Cara");
    expect(await offers()).toEqual([]);

    expect((await cancel(anaToken)).status).toBe(200);
    await offersMade(1);
    // Another round (another instance hearing the same change, the sweep) offers nothing more.
    expect(await offerFreedPlaces(deps, TUESDAY)).toBe(0);
    expect(await offers()).toEqual([expect.objectContaining({ email: "bea@example.com", time: "09:00", state: "open", date: TUESDAY })]);

    await drain(db(), suite.transport, suite.ctx.clock);
    expect(suite.smtp.to("cara@example.com").map((mail) => mail.subject)).toEqual(["You are on the waitlist"]);
    const [confirmation, offer] = suite.smtp.to("bea@example.com");
    expect(confirmation.text).toMatch(/http:\/\/cita\.test\/waitlist\/leave\/[A-Za-z0-9_-]{43}/);
    expect(offer.subject).toBe("A time opened up: Tuesday, November 24, 2026 at 9:00 AM");
    expect(offer.text).toContain("Lash Lifting");
    expect(offer.text).toContain("We keep it for you until 8:20 AM");
    const token = linkIn(offer, /(?<=\/waitlist\/offer\/)[A-Za-z0-9_-]{43}/);

    const view = await request(suite.ctx.app).get(`/api/waitlist/offers/${token}`);
    expect(view.status).toBe(200);
    expect(view.headers["referrer-policy"]).toBe("no-referrer");
    expect(view.body).toEqual({
      state: "open",
      appointmentDate: TUESDAY,
      appointmentTime: "09:00",
      durationMinutes: 120,
      totalPrice: 55000,
      lines: [{ nameEn: "Lash Lifting", nameEs: "Lifting de Pestañas", price: 55000 }],
      expiresAt: "2026-11-23T16:20:00.000Z",
      locale: "en",
      customerFirstName: "Bea",
    });
    // The answer is what the API description says it is.
    expect(waitlistOfferViewSchema.safeParse(view.body).success).toBe(true);

    const claimed = await claim(token);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    expect(claimed.body).toMatchObject({ appointmentDate: TUESDAY, appointmentTime: "09:00", totalPrice: 55000, status: "pending_staff_confirmation", textMessages: false });
    expect(claimed.body.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [booked] = await db().select().from(appointments).where(eq(appointments.id, claimed.body.id as number));
    expect(booked).toMatchObject({ contactName: "Bea Pérez", locale: "en", status: "pending_staff_confirmation" });
    // Her entry is booked, and the other date she asked for ends: she wanted one time.
    const entries = await db().select().from(waitlistEntries).where(eq(waitlistEntries.customerEmail, "bea@example.com")).orderBy(waitlistEntries.date);
    expect(entries.map((entry) => [entry.date, entry.state, entry.appointmentId])).toEqual([
      [TUESDAY, "booked", claimed.body.id],
      [THURSDAY, "ended", null],
    ]);
    // The usual booking email went out with it.
    const { rows } = await db().execute<{ kind: string }>(sql`SELECT kind FROM email_outbox WHERE recipient = 'bea@example.com' AND status = 'pending'`);
    expect(rows.map((row) => row.kind)).toEqual(["booking_received"]);
    // Clicking again answers the same booking; Cara was never offered it.
    expect((await claim(token)).body.id).toBe(claimed.body.id);
    expect((await offers()).map((offer) => offer.email)).toEqual(["bea@example.com"]);
  });

  it("passes over an entry whose services do not fit the freed place or can no longer be booked", async () => {
    await maria();
    const anaToken = await anaBooks();
    await joined("Dana", { services: [{ serviceId: "lash-lifting" }, { serviceId: "lash-lifting-rimel" }] }); // four hours
    await joined("Eve", { services: [{ serviceId: "lash-lifting-rimel" }] });
    await joined("Bea");
    await db().update(services).set({ active: false }).where(eq(services.id, "lash-lifting-rimel"));
    try {
      await vi.waitFor(async () => expect((await deps.catalogue.read()).serviceById.get("lash-lifting-rimel")?.active).toBe(false));
      await cancel(anaToken);
      await offersMade(1);
      expect(await offerFreedPlaces(deps, TUESDAY)).toBe(0);
      expect((await offers()).map((offer) => offer.email)).toEqual(["bea@example.com"]);
    } finally {
      await db().update(services).set({ active: true }).where(eq(services.id, "lash-lifting-rimel"));
    }
  });

  it("offers a visit of two manicurists as it would be booked: hands and feet at once when asked, for the time that takes", async () => {
    const acrylic = { serviceId: "1", optionIds: ["acrylic-length-4", "acrylic-technique-acrylic", "acrylic-type-new-set"] };
    const pedicure = { serviceId: "2", optionIds: ["pedicure-express"] };
    // Each works 09:00–11:00 only: one after another the visit (170 minutes) never fits, at once (120) at 09:00.
    const hours = { workingDates: [TUESDAY], endTime: "11:00", breakStartTime: null };
    await addStaff(db(), { name: "Hands", serviceIds: ["1"], ...hours });
    await addStaff(db(), { name: "Feet", serviceIds: ["2"], ...hours });
    await addStaff(db(), { name: "Toes", serviceIds: ["2"], ...hours });
    const ana = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ services: [acrylic] as never, appointmentTime: "09:00" }));
    expect(ana.status, JSON.stringify(ana.body)).toBe(201);
    await joined("Yara", { services: [acrylic, pedicure] });
    await joined("Zoe", { services: [acrylic, pedicure], together: true });

    const desk = await signedInAgent(suite.ctx, { level: "admin" });
    const listed = adminWaitlistResponseSchema.parse((await desk.get(`/api/admin/waitlist?date=${TUESDAY}`)).body);
    expect(listed.map((entry) => [entry.customerName, entry.durationMinutes, entry.plan?.together, entry.plan?.segments.map((part) => part.startOffset)])).toEqual([
      ["Yara Pérez", 170, false, [0, 120]],
      ["Zoe Pérez", 120, true, [0, 0]],
    ]);

    expect((await cancel(ana.body.manageToken)).status).toBe(200);
    await offersMade(1);
    expect(await offerFreedPlaces(deps, TUESDAY)).toBe(0);
    expect(await offers()).toEqual([expect.objectContaining({ email: "zoe@example.com", time: "09:00", state: "open" })]);
    const view = await request(suite.ctx.app).get(`/api/waitlist/offers/${await offerToken("zoe@example.com")}`);
    expect(view.body.durationMinutes).toBe(120);
    // Zoe's open offer holds its time as her booking would, two people at once: a pedicure at 09:00 is not
    // offered to Wendy (nor at 09:30), as no booking of it could be made once Zoe takes hers.
    await joined("Wendy", { services: [pedicure], earliest: "09:00", latest: "09:30" });
    expect(await offerFreedPlaces(deps, TUESDAY)).toBe(0);
    await jobs.idle();
    expect((await offers()).map((offer) => offer.email)).toEqual(["zoe@example.com"]);

    const claimed = await claim(await offerToken("zoe@example.com"));
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    expect(claimed.body.segments.map((part: { start: string; end: string }) => [part.start, part.end])).toEqual([
      ["09:00", "11:00"],
      ["09:00", "09:50"],
    ]);
    const wendyBooks = await request(suite.ctx.app)
      .post("/api/appointments/public")
      .send(bookingPayload({ services: [pedicure] as never, appointmentTime: "09:00", customerEmail: "wendy@example.com", customerName: "Wendy Pérez" }));
    expect(wendyBooks.status).toBe(409);
  });

  it("expires an offer after WAITLIST_OFFER_MINUTES (410, it stays on the list) and offers the place to the next entry", async () => {
    await maria();
    const anaToken = await anaBooks();
    await joined("Bea");
    await joined("Cara", { locale: "es" });
    await cancel(anaToken);
    await offersMade(1);
    const beaToken = await offerToken("bea@example.com");

    suite.ctx.clock.set("2026-11-23T16:20:00Z");
    const late = await claim(beaToken);
    expect(late).toMatchObject({ status: 410, body: { message: expect.stringMatching(/^This offer has expired/) } });
    expect((await request(suite.ctx.app).post(`/api/waitlist/offers/${beaToken}/claim`).set("Accept-Language", "es")).body.message).toMatch(/^Esta oferta ya venció/);
    expect((await request(suite.ctx.app).get(`/api/waitlist/offers/${beaToken}`)).body.state).toBe("expired");
    expect(await offers()).toEqual([
      expect.objectContaining({ email: "bea@example.com", state: "expired" }),
      expect.objectContaining({ email: "cara@example.com", state: "open", time: "09:00" }),
    ]);
    const [bea] = await db().select().from(waitlistEntries).where(eq(waitlistEntries.customerEmail, "bea@example.com"));
    expect(bea.state).toBe("waiting");
    expect(await appointmentsAt(TUESDAY, "09:00")).toBe(0);
    const caraToken = await offerToken("cara@example.com");
    await drain(db(), suite.transport, suite.ctx.clock);
    // Cara joined in Spanish: her offer is in Spanish.
    const [, caraOffer] = suite.smtp.to("cara@example.com");
    expect(caraOffer.subject).toBe("Se liberó un lugar: martes, 24 de noviembre de 2026, 9:00 a.m.");
    expect(caraOffer.text).toContain("Lo guardamos para ti hasta las 8:40 a.m.");
    expect((await claim(caraToken)).status).toBe(201);
  });

  it("a decline passes the place on at once; leaving the list stops offers and withdraws an open one", async () => {
    await maria();
    const anaToken = await anaBooks();
    await joined("Bea", { dates: [TUESDAY, THURSDAY] }); // nobody works Thursday
    await joined("Cara", { locale: "es" });
    await joined("Dana");
    await cancel(anaToken);
    await offersMade(1);

    const beaOffer = await offerToken("bea@example.com");
    const declined = await request(suite.ctx.app).post(`/api/waitlist/offers/${beaOffer}/decline`);
    // Bea stays on the list for both her dates (Tuesday at another time); declining again answers the same.
    expect(declined).toMatchObject({ status: 200, body: { state: "declined", waitingDates: [TUESDAY, THURSDAY] } });
    expect(waitlistDeclineResponseSchema.safeParse(declined.body).success).toBe(true);
    expect((await request(suite.ctx.app).post(`/api/waitlist/offers/${beaOffer}/decline`)).body).toEqual(declined.body);
    expect((await claim(beaOffer)).status).toBe(410);
    expect((await request(suite.ctx.app).get(`/api/waitlist/offers/${beaOffer}`)).body.state).toBe("declined");
    const bea = await db().select({ date: waitlistEntries.date, state: waitlistEntries.state }).from(waitlistEntries).where(eq(waitlistEntries.customerEmail, "bea@example.com")).orderBy(waitlistEntries.date);
    expect(bea).toEqual([
      { date: TUESDAY, state: "waiting" },
      { date: THURSDAY, state: "waiting" },
    ]);
    // The place went to the next fitting entry at once, within the decline's own request.
    expect((await offers()).map((offer) => [offer.email, offer.state, offer.date])).toEqual([
      ["bea@example.com", "declined", TUESDAY],
      ["cara@example.com", "open", TUESDAY],
    ]);

    // Cara leaves from her confirmation email's link: her open offer goes to Dana; she gets nothing more.
    const caraOffer = await offerToken("cara@example.com");
    await drain(db(), suite.transport, suite.ctx.clock);
    const leaveToken = linkIn(suite.smtp.to("cara@example.com")[0], /(?<=\/waitlist\/leave\/)[A-Za-z0-9_-]{43}/);
    // Opening the link changes nothing: it answers the join's dates and language (Cara joined in Spanish), whatever the browser's.
    const link = await request(suite.ctx.app).get(`/api/waitlist/leave/${leaveToken}`).set("Accept-Language", "en");
    expect(link.status).toBe(200);
    expect(link.body).toEqual({ dates: [TUESDAY], locale: "es" });
    expect(link.headers["referrer-policy"]).toBe("no-referrer");
    expect(waitlistLeaveLinkSchema.safeParse(link.body).success).toBe(true);
    expect((await offers()).find((offer) => offer.email === "cara@example.com")?.state).toBe("open");
    const left = await request(suite.ctx.app).post(`/api/waitlist/leave/${leaveToken}`);
    expect(left).toMatchObject({ status: 200, body: { left: 1, dates: [TUESDAY], locale: "es" } });
    expect(waitlistLeaveResponseSchema.safeParse(left.body).success).toBe(true);
    expect((await request(suite.ctx.app).post(`/api/waitlist/leave/${leaveToken}`)).body.left).toBe(0);
    expect((await claim(caraOffer)).status).toBe(410);
    expect((await offers()).map((offer) => [offer.email, offer.state])).toEqual([
      ["bea@example.com", "declined"],
      ["cara@example.com", "withdrawn"],
      ["dana@example.com", "open"],
    ]);
    suite.ctx.clock.set("2026-11-23T16:30:00Z"); // Dana's offer expires; Bea let 09:00 go and Cara left.
    await db().update(waitlistOffers).set({ state: "expired" }).where(eq(waitlistOffers.customerEmail, "dana@example.com"));
    expect(await offerFreedPlaces(deps, TUESDAY)).toBe(0);
  });
});

async function appointmentsAt(date: string, time: string): Promise<number> {
  const { rows } = await db().execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM appointments WHERE appointment_date = ${date} AND appointment_time = ${time} AND status NOT IN ('cancelled', 'declined')`,
  );
  return rows[0].count;
}

describe("claiming at once", () => {
  it("10 clients on two instances after one freed place (the offer's link clicked 5 times, 5 people booking it directly) make exactly one booking", async () => {
    await maria();
    const anaToken = await anaBooks();
    await joined("Bea");
    await cancel(anaToken);
    await offersMade(1);
    const token = await offerToken("bea@example.com");
    const instances = [suite.ctx.app, suite.ctx.newInstance()];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => {
        const app = instances[index % 2];
        if (index % 2 === 0) return claim(token, app);
        const customer = `direct${index}`;
        return request(app)
          .post("/api/appointments/public")
          .send(bookingPayload({ appointmentTime: "09:00", customerName: customer, customerEmail: `${customer}@example.com` }));
      }),
    );
    expect(await appointmentsAt(TUESDAY, "09:00")).toBe(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    const booked = new Set(answers.filter((answer) => answer.status === 201).map((answer) => answer.body.id as number));
    expect(booked.size).toBe(1);
    const claims = answers.filter((_, index) => index % 2 === 0);
    const [entry] = await db().select().from(waitlistEntries);
    const [offer] = await offers();
    if (claims[0].status === 201) {
      // The link won: every click got the one booking.
      expect(claims.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
      expect(entry.state).toBe("booked");
      expect(offer.state).toBe("claimed");
    } else {
      // Someone booked it directly first: every click is told it was taken, and Bea stays on the list.
      expect(claims.map((answer) => answer.status)).toEqual([409, 409, 409, 409, 409]);
      expect(claims[0].body.message).toMatch(/^Someone else took this time first/);
      expect(entry.state).toBe("waiting");
      expect(offer.state).toBe("taken");
    }
  });
});

describe("bad input", () => {
  it("refuses dates outside the window, times outside opening hours or in the wrong order, unknown services, in the visitor's language", async () => {
    const cases: Array<[Partial<WaitlistJoinRequest>, string, string]> = [
      [{ dates: ["2026-11-29"] }, "Choose dates from today through the next 3 days, Monday to Saturday", "Elige fechas desde hoy"],
      [{ dates: ["2026-11-28", "2026-12-30"] }, "Choose dates from today through the next 3 days, Monday to Saturday", "Elige fechas desde hoy"],
      [{ dates: [] }, "Choose at least one date", "Elige al menos una fecha"],
      [{ earliest: "08:00" }, "Choose times on the half hour between 09:00 and 20:30", "Elige horas en punto"],
      [{ latest: "21:00" }, "Choose times on the half hour between 09:00 and 20:30", "Elige horas en punto"],
      [{ earliest: "12:00", latest: "12:00" }, "The earliest time must be before the latest time", "La hora más temprana"],
      [{ earliest: "15:00", latest: "10:00" }, "The earliest time must be before the latest time", "La hora más temprana"],
      [{ services: [{ serviceId: "no-such-service" }] }, "Unknown service: no-such-service", "Servicio desconocido"],
      [{ customerPhone: "12" }, "Please enter a valid phone number", "Escribe un número"],
    ];
    for (const [index, [overrides, english, spanish]] of cases.entries()) {
      // A name each: refused joins count against the contact's limit too.
      const res = await join(joinBody(`Bea${index}`, overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.message).toBe(english);
      const inSpanish = await join(joinBody(`Bea${index}`, { ...overrides, locale: "es" }), "es");
      expect(inSpanish.body.message, JSON.stringify(overrides)).toMatch(new RegExp(`^${spanish}`));
    }
    expect(await db().select().from(waitlistEntries)).toEqual([]);
  });

  it("keeps one entry per contact and date: joining again updates it and keeps its place", async () => {
    const first = await joined("Bea", { dates: [TUESDAY, WEDNESDAY] });
    await joined("Cara");
    const again = await joined("Bea", { earliest: "10:00", latest: "14:00" });
    expect(again).toBe(first);
    const rows = await db().select().from(waitlistEntries).orderBy(waitlistEntries.id);
    expect(rows.map((row) => [row.id, row.customerEmail, row.date, row.earliest])).toEqual([
      [1, "bea@example.com", TUESDAY, "10:00"],
      [2, "bea@example.com", WEDNESDAY, "09:00"],
      [3, "cara@example.com", TUESDAY, "09:00"],
    ]);
  });

  it("answers 404 to a token never issued and rate-limits joining per contact", async () => {
    const madeUp = "A".repeat(43);
    expect((await request(suite.ctx.app).get(`/api/waitlist/offers/${madeUp}`)).status).toBe(404);
    expect((await claim(madeUp)).status).toBe(404);
    expect((await request(suite.ctx.app).post(`/api/waitlist/offers/not-a-token/decline`)).status).toBe(404);
    const leave = await request(suite.ctx.app).post(`/api/waitlist/leave/${madeUp}`).set("Accept-Language", "es");
    expect(leave).toMatchObject({ status: 404, body: { message: "Este enlace no es válido o ya venció." } });
    expect((await request(suite.ctx.app).get(`/api/waitlist/leave/${madeUp}`).set("Accept-Language", "en")).body).toEqual({ message: "This link is invalid or has expired." });
    expect((await request(suite.ctx.app).get(`/api/waitlist/leave/not-a-token`)).status).toBe(404);

    for (let attempt = 0; attempt < 10; attempt += 1) expect((await join(joinBody("Bea"))).status).toBe(201);
    expect((await join(joinBody("Bea"))).status).toBe(429);
    expect((await join(joinBody("Cara"))).status).toBe(201);
  });
});

describe("the front desk's list", () => {
  it("is the date's entries in join order with their state, for admins only; an entry is booked from it", async () => {
    await maria();
    await joined("Bea", { dates: [TUESDAY, WEDNESDAY] });
    await joined("Cara");
    // Tuesday's 09:00 is free: the sweep's round offers it to Bea, the first in line.
    await jobs.idle();
    await offerFreedPlaces(deps, TUESDAY);
    expect((await request(suite.ctx.app).get(`/api/admin/waitlist?date=${TUESDAY}`)).status).toBe(401);
    const admin = await signedInAgent(suite.ctx, { level: "admin" });
    expect((await admin.get("/api/admin/waitlist?date=tuesday")).status).toBe(400);

    const tuesday = await admin.get(`/api/admin/waitlist?date=${TUESDAY}`);
    expect(tuesday.status).toBe(200);
    expect(adminWaitlistResponseSchema.safeParse(tuesday.body).success).toBe(true);
    expect(tuesday.body.map((row: { position: number; customerEmail: string; state: string }) => [row.position, row.customerEmail, row.state])).toEqual([
      [1, "bea@example.com", "offered"],
      [2, "cara@example.com", "waiting"],
    ]);
    expect(tuesday.body[0]).toMatchObject({ date: TUESDAY, earliest: "09:00", latest: "12:00", durationMinutes: 120, totalPrice: 55000, serviceIds: ["lash-lifting"], offer: { time: "09:00", state: "open" } });
    const wednesday = await admin.get(`/api/admin/waitlist?date=${WEDNESDAY}`);
    expect(wednesday.body.map((row: { customerEmail: string }) => row.customerEmail)).toEqual(["bea@example.com"]);

    const cara = tuesday.body[1].id as number;
    const booked = await admin.post(`/api/admin/waitlist/${cara}/book`).send({ appointmentTime: "09:00" });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect((await admin.post(`/api/admin/waitlist/${cara}/book`).send({ appointmentTime: "09:00" })).status).toBe(409);
    const after = await admin.get(`/api/admin/waitlist?date=${TUESDAY}`);
    expect(after.body.map((row: { state: string; appointmentId: number | null }) => [row.state, row.appointmentId])).toEqual([
      ["offered", null],
      ["booked", booked.body.id],
    ]);
    // Bea's offer of that time is answered "taken", and she stays on the list.
    expect((await claim(await offerToken("bea@example.com"))).status).toBe(409);
    const [beaOffer] = await db().select().from(waitlistOffers).where(and(eq(waitlistOffers.customerEmail, "bea@example.com"), eq(waitlistOffers.date, TUESDAY)));
    expect(beaOffer.state).toBe("taken");
  });
});

describe("limits and endings", () => {
  it("sends one customer at most WAITLIST_OFFERS_PER_DAY offers a day, and a text beside each email when the salon sends texts", async () => {
    // Maria free all Tuesday: Bea is offered 09:00, declines, is offered the next time clear of the two hours
    // she let go (11:00), and so on until the cap.
    await addStaff(db(), { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY], breakStartTime: null });
    setTextChannel(true);
    try {
      await joined("Bea", { latest: "17:00" });
      await jobs.idle();
      await offerFreedPlaces(deps, TUESDAY);
      for (let offer = 1; offer < WAITLIST_OFFERS_PER_DAY; offer += 1) {
        expect((await request(suite.ctx.app).post(`/api/waitlist/offers/${await offerToken("bea@example.com")}/decline`)).status).toBe(200);
      }
      expect((await request(suite.ctx.app).post(`/api/waitlist/offers/${await offerToken("bea@example.com")}/decline`)).status).toBe(200);
      expect(await offerFreedPlaces(deps, TUESDAY)).toBe(0);
      expect((await offers()).map((offer) => [offer.time, offer.state])).toEqual([
        ["09:00", "declined"],
        ["11:00", "declined"],
        ["13:00", "declined"],
      ]);
      const texts = await db().select().from(emailOutbox).where(and(eq(emailOutbox.channel, "text"), eq(emailOutbox.kind, "waitlist_offer")));
      expect(texts.map((row) => row.recipient)).toEqual(["+16195550123", "+16195550123", "+16195550123"]);
      const text = renderText("waitlist_offer", "en", texts[0].payload as EmailPayload, { publicUrl: "http://cita.test", cancelCutoffHours: 2 });
      expect(text).toMatch(/^Cita Nail & Beauty Studio: A time opened up on your waitlist: Tuesday, November 24 at 9:00 AM\. Book it: http:\/\/cita\.test\/waitlist\/offer\/[A-Za-z0-9_-]{43}$/);
    } finally {
      setTextChannel(false);
    }
  });

  it("ends entries whose date has passed, and their leave link answers 410", async () => {
    await joined("Bea");
    await drain(db(), suite.transport, suite.ctx.clock);
    const leaveToken = linkIn(suite.smtp.to("bea@example.com")[0], /(?<=\/waitlist\/leave\/)[A-Za-z0-9_-]{43}/);
    suite.ctx.clock.set("2026-11-25T16:00:00Z"); // Wednesday
    await sweepWaitlist(deps);
    const [entry] = await db().select().from(waitlistEntries);
    expect(entry.state).toBe("ended");
    expect((await request(suite.ctx.app).post(`/api/waitlist/leave/${leaveToken}`)).status).toBe(410);
    expect((await request(suite.ctx.app).get(`/api/waitlist/leave/${leaveToken}`)).status).toBe(410);
  });

  it("answers a claim as the booking path does when the salon asks a deposit: the held slot and its checkout", async () => {
    await maria();
    const anaToken = await anaBooks();
    await joined("Bea");
    await cancel(anaToken);
    await offersMade(1);
    const token = await offerToken("bea@example.com");
    const held = await claim(token, payments.app);
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect(held.body).toEqual({ id: expect.any(Number), status: "awaiting_payment", checkoutUrl: expect.stringMatching(/\/pay\/cs_test_/), holdExpiresAt: "2026-11-23T16:15:00.000Z" });
    expect((await claim(token, payments.app)).body).toEqual(held.body);
    const [entry] = await db().select().from(waitlistEntries);
    expect(entry).toMatchObject({ state: "booked", appointmentId: held.body.id });
  });
});
