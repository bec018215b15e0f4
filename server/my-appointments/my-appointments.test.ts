import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { appointments, customerLinkTokens, emailOutbox, rateLimitHits } from "@shared/schema";
import type { EmailPayload } from "../messages/payloads";
import { hashToken } from "../infra/tokens/tokens";
import { addStaff } from "../test/factories";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { drain, linkIn, resetEmailData } from "../test/mail";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite({ mail: true });
const db = () => suite.ctx.database.db;

const SENT = {
  es: "Si tenemos citas con este correo, te enviamos un enlace para verlas. Revisa tu bandeja de entrada.",
  en: "If we have bookings for this address, we sent you a link to see them. Check your inbox.",
};

async function book(overrides: Parameters<typeof bookingPayload>[0] = {}): Promise<number> {
  const res = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

const askLink = (email: string, locale?: "es" | "en", app = suite.ctx.app) =>
  request(app).post("/api/my-appointments/link").send(locale ? { email, locale } : { email });

async function linkEmails(): Promise<(typeof emailOutbox.$inferSelect)[]> {
  return db().select().from(emailOutbox).where(eq(emailOutbox.kind, "my_appointments_link"));
}

/** The token of the newest My appointments email, read where the outbox keeps it until sent. */
async function listToken(): Promise<string> {
  const rows = await linkEmails();
  const token = (rows.at(-1)?.payload as EmailPayload | undefined)?.token;
  if (!token) throw new Error("no My appointments email queued");
  return token;
}

describe("POST /api/my-appointments/link", () => {
  it("gives the same answer whether or not the address has bookings, and emails only a client", async () => {
    await addStaff(db(), { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    await book();
    await resetEmailData(db());

    const stranger = await askLink("nobody@example.com", "es");
    const client = await askLink("ANA@example.com", "es");
    expect(stranger.status).toBe(202);
    expect(client.status).toBe(202);
    expect(stranger.body).toEqual({ message: SENT.es });
    expect(client.body).toEqual(stranger.body);
    expect((await askLink("nobody@example.com", "en")).body).toEqual({ message: SENT.en });

    const queued = await linkEmails();
    expect(queued.map((row) => [row.recipient, row.locale])).toEqual([["ana@example.com", "es"]]);
    const [stored] = await db().select().from(customerLinkTokens);
    expect(stored.tokenHash).toBe(hashToken(await listToken()));
  });

  it("sends nothing for an address whose appointments are all cancelled or past", async () => {
    await addStaff(db(), { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const id = await book();
    await db().update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, id));
    expect((await askLink("ana@example.com")).status).toBe(202);
    expect(await linkEmails()).toEqual([]);
  });

  it("emails one address at most three links an hour, with the same answer every time", async () => {
    await addStaff(db(), { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    await book();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await askLink("ana@example.com", "en")).body).toEqual({ message: SENT.en });
    expect(await linkEmails()).toHaveLength(3);
    suite.ctx.clock.set(new Date(suite.ctx.clock().getTime() + 61 * 60 * 1000));
    await askLink("ana@example.com", "en");
    expect(await linkEmails()).toHaveLength(4);
  });

  it("limits requests per client address with 429 and Retry-After, across instances", async () => {
    await db().delete(rateLimitHits); // this test counts from zero
    const limited = { myAppointmentsLinkRateLimit: { windowMs: 15 * 60_000, limit: 2 } };
    const first = suite.ctx.newInstance(limited);
    const second = suite.ctx.newInstance(limited);
    expect((await askLink("a@example.com", "en", first)).status).toBe(202);
    expect((await askLink("b@example.com", "en", second)).status).toBe(202);
    const refused = await askLink("c@example.com", "es", first);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Demasiadas solicitudes. Espera un minuto y vuelve a intentarlo.");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("refuses a malformed address with 400 in the page's language", async () => {
    expect(await askLink("not-an-email", "es")).toMatchObject({ status: 400, body: { message: "Escribe un correo electrónico válido" } });
    expect(await askLink("not-an-email", "en")).toMatchObject({ status: 400, body: { message: "Please enter a valid email address" } });
  });
});

describe("GET /api/my-appointments/:token", () => {
  it("lists the address's upcoming appointments, soonest first, each with a manage link that works", async () => {
    await addStaff(db(), { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY, "2026-11-25"] });
    await book({ appointmentDate: "2026-11-25", appointmentTime: "14:00" });
    await book({ appointmentTime: "09:00" });
    const cancelled = await book({ appointmentTime: "14:00" });
    await db().update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, cancelled));
    await book({ customerEmail: "eva@example.com", customerName: "Eva", appointmentTime: "16:00" });

    await askLink("ana@example.com", "en");
    const res = await request(suite.ctx.app).get(`/api/my-appointments/${await listToken()}`);
    expect(res.status).toBe(200);
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.locale).toBe("en");
    expect(res.body.appointments.map((listed: { appointmentDate: string; appointmentTime: string }) => `${listed.appointmentDate} ${listed.appointmentTime}`)).toEqual([
      `${TUESDAY} 09:00`,
      "2026-11-25 14:00",
    ]);
    const [first] = res.body.appointments as { manageToken: string; status: string }[];
    const managed = await request(suite.ctx.app).get(`/api/manage/${first.manageToken}`);
    expect(managed).toMatchObject({ status: 200, body: { appointmentTime: "09:00" } });
  });

  it("expires after a day (410) and refuses a link never issued (404), in the visitor's language", async () => {
    await addStaff(db(), { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    await book();
    await askLink("ana@example.com");
    const token = await listToken();
    suite.ctx.clock.set(new Date(suite.ctx.clock().getTime() + 24 * 60 * 60 * 1000));
    const expired = await request(suite.ctx.app).get(`/api/my-appointments/${token}`).set("Accept-Language", "es");
    expect(expired).toMatchObject({ status: 410, body: { message: "Este enlace no es válido o ya venció." } });
    const unknown = await request(suite.ctx.app).get(`/api/my-appointments/${"B".repeat(43)}`).set("Accept-Language", "en");
    expect(unknown).toMatchObject({ status: 404, body: { message: "This link is invalid or has expired." } });
  });

  it("arrives by email in the language asked for, listing the appointments and the link", async () => {
    await addStaff(db(), { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    await book();
    await resetEmailData(db());
    await askLink("ana@example.com", "en");
    await drain(db(), suite.transport, suite.ctx.clock);
    const [mail] = suite.smtp.to("ana@example.com");
    expect(mail.subject).toBe("Your upcoming appointments");
    expect(mail.parsed.headers.get("content-language")).toBe("en");
    expect(mail.text).toContain("Tuesday, November 24, 2026 at 10:00 AM: Lash Lifting · $550.00");
    const link = linkIn(mail, /http:\/\/cita\.test\/my-appointments\/[A-Za-z0-9_-]{43}/);
    const res = await request(suite.ctx.app).get(new URL(link).pathname.replace("/my-appointments", "/api/my-appointments"));
    expect(res.body.appointments).toHaveLength(1);
  });
});
