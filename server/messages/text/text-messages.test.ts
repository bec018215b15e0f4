import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appointments, emailOutbox, users } from "@shared/schema";
import { enqueueCancelled, enqueueConfirmed } from "../appointment-messages";
import { queueDueReminders } from "../reminders";
import { drainOutbox } from "../outbox";
import { createLogger } from "../../infra/logger";
import { bookingPayload, TUESDAY } from "../../test/booking-fixtures";
import { addStaff } from "../../test/factories";
import { TEST_PUBLIC_URL } from "../../test/mail";
import { registerApiSuite } from "../../test/suite";
import { createCampaign, sendCampaign } from "../../campaigns/service";
import { moveAppointment } from "../../admin-appointments/service";
import { setTextChannel } from "./enqueue";
import type { TextChannelKind } from "../../infra/env";
import { twilioSender } from "./sender";

const suite = registerApiSuite({ mail: true });
const db = () => suite.ctx.database.db;

const SID = "AC0123456789abcdef0123456789abcdef";
const AUTH_TOKEN = "secret-auth-token";
const SALON_NUMBER = "+16195550142";

interface ProviderMessage {
  to: string;
  from: string;
  body: string;
}

/**
 * A local stand-in for Twilio's Messages endpoint: it checks the account and its credentials as Twilio
 * does, keeps what it accepts, and answers as it is told to (accept, fail for a while, refuse).
 */
function startProvider() {
  const received: ProviderMessage[] = [];
  let answer: "accept" | "fail" | "refuse" | "hang" = "accept";
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      const expectedAuth = `Basic ${Buffer.from(`${SID}:${AUTH_TOKEN}`).toString("base64")}`;
      if (req.method !== "POST" || req.url !== `/2010-04-01/Accounts/${SID}/Messages.json`) {
        res.writeHead(404).end();
        return;
      }
      if (req.headers.authorization !== expectedAuth) {
        res.writeHead(401, { "Content-Type": "application/json" }).end(JSON.stringify({ code: 20003, message: "Authenticate" }));
        return;
      }
      if (answer === "hang") return;
      if (answer === "fail") {
        res.writeHead(500).end();
        return;
      }
      const form = new URLSearchParams(raw);
      if (answer === "refuse") {
        res.writeHead(400, { "Content-Type": "application/json" }).end(JSON.stringify({ code: 21211, message: `The 'To' number ${form.get("To")} is not valid.` }));
        return;
      }
      received.push({ to: form.get("To") ?? "", from: form.get("From") ?? "", body: form.get("Body") ?? "" });
      res.writeHead(201, { "Content-Type": "application/json" }).end(JSON.stringify({ sid: `SM${received.length}`, status: "queued" }));
    });
  });
  return {
    received,
    answer: (next: typeof answer) => (answer = next),
    start: () => new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const provider = startProvider();
let providerUrl = "";

beforeAll(async () => {
  providerUrl = await provider.start();
  setTextChannel(true);
});
afterAll(async () => {
  setTextChannel(false);
  await provider.close();
});
beforeEach(() => {
  provider.received.length = 0;
  provider.answer("accept");
});

function drain(channel: TextChannelKind = "sms", timeoutMs?: number) {
  return drainOutbox({
    db: db(),
    transport: suite.transport,
    clock: suite.ctx.clock,
    logger: createLogger("silent"),
    publicUrl: TEST_PUBLIC_URL,
    textSender: twilioSender({ url: providerUrl, accountSid: SID, authToken: AUTH_TOKEN, from: SALON_NUMBER, channel }, timeoutMs),
  });
}

async function book(overrides: Parameters<typeof bookingPayload>[0] = {}): Promise<number> {
  await addStaff(db(), { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
  const res = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

async function confirm(id: number) {
  await db().transaction(async (tx) => {
    await tx.update(appointments).set({ status: "confirmed" }).where(eq(appointments.id, id));
    await enqueueConfirmed(tx, id, suite.ctx.clock());
  });
}

const textRows = () => db().select().from(emailOutbox).where(eq(emailOutbox.channel, "text"));

describe("text messages", () => {
  it("stores the phone a customer typed in E.164, reading a Tijuana number as Mexican", async () => {
    const id = await book({ customerPhone: "664 123 4567" });
    const [row] = await db().select({ contactPhone: appointments.contactPhone }).from(appointments).where(eq(appointments.id, id));
    expect(row.contactPhone).toBe("+526641234567");
    const [client] = await db().select({ phone: users.phone }).from(users).where(eq(users.email, "ana@example.com"));
    expect(client.phone).toBe("+526641234567");
    const refused = await request(suite.ctx.app)
      .post("/api/appointments/public")
      .send(bookingPayload({ customerPhone: "555 0142", customerEmail: "eva@example.com", locale: "es" }));
    expect(refused).toMatchObject({ status: 400, body: { message: "Escribe un número de teléfono válido" } });
  });

  it("sends the confirmation once, in the booking's language, with the manage link, beside the email", async () => {
    const id = await book({ customerPhone: "(619) 555-0100" });
    expect(await textRows()).toEqual([]); // "booking received" goes by email only.
    await confirm(id);
    const [row] = await textRows();
    expect(row).toMatchObject({ kind: "appointment_confirmed", recipient: "+16195550100", locale: "es", status: "pending" });

    const results = await Promise.all([drain(), drain()]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(3);
    await drain();
    expect(provider.received).toHaveLength(1);
    const [text] = provider.received;
    expect(text.to).toBe("+16195550100");
    expect(text.from).toBe(SALON_NUMBER);
    expect(text.body).toMatch(
      /^Cita Nail & Beauty Studio: Confirmamos tu cita: martes, 24 de noviembre, 10:00 a\.m\. Cambiar o cancelar: http:\/\/cita\.test\/manage\/[A-Za-z0-9_-]{43}$/,
    );
    expect(suite.smtp.to("ana@example.com").map((mail) => mail.subject.split(":")[0]).sort()).toEqual(["Recibimos tu reserva", "Tu cita está confirmada"]);
    const [sent] = await textRows();
    expect(sent.status).toBe("sent");
    expect(sent.payload).toEqual({ sent: true, appointmentId: id });
  });

  it("reminds and tells of a move and a cancellation by text too, in English for an English booking", async () => {
    const id = await book({ locale: "en", appointmentTime: "16:00" });
    suite.ctx.clock.set("2026-11-24T00:00:00Z"); // Monday 16:00: 24 hours before.
    expect(await queueDueReminders(db(), suite.ctx.clock())).toEqual([id]);
    await moveAppointment(db(), id, { appointmentTime: "14:00" }, suite.ctx.clock());
    await db().transaction(async (tx) => {
      await tx.update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, id));
      await enqueueCancelled(tx, id, suite.ctx.clock());
    });
    await drain();
    expect(provider.received.map((text) => text.body)).toEqual([
      expect.stringMatching(/^Cita Nail & Beauty Studio: Reminder: your appointment is Tuesday, November 24 at 4:00 PM\. Change or cancel: http:\/\/cita\.test\/manage\//),
      expect.stringMatching(/^Cita Nail & Beauty Studio: Your appointment has moved to Tuesday, November 24 at 2:00 PM\. Change or cancel: http:\/\/cita\.test\/manage\//),
      "Cita Nail & Beauty Studio: Your appointment on Tuesday, November 24 at 2:00 PM has been cancelled.",
    ]);
  });

  it("retries while the provider fails and gives up on a number it refuses", async () => {
    const id = await book();
    await confirm(id);
    provider.answer("fail");
    expect(await drain()).toMatchObject({ sent: 2, retrying: 1 });
    const [waiting] = await textRows();
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.lastError).toContain("500");

    provider.answer("accept");
    suite.ctx.clock.set(new Date(suite.ctx.clock().getTime() + 60_000));
    expect(await drain()).toMatchObject({ sent: 1 });
    expect(provider.received).toHaveLength(1);

    const other = await book({ customerEmail: "eva@example.com", customerName: "Eva", appointmentTime: "14:00" });
    await confirm(other);
    provider.answer("refuse");
    expect(await drain()).toMatchObject({ failed: 1 });
    const refused = (await textRows()).find((row) => row.status === "failed");
    expect(refused?.lastError).toContain("21211");
  });

  it("lets a provider that does not answer cost one attempt, not the outbox worker", async () => {
    const id = await book();
    await confirm(id);
    provider.answer("hang");
    const started = Date.now();
    expect(await drain("sms", 300)).toMatchObject({ sent: 2, retrying: 1 });
    expect(Date.now() - started).toBeLessThan(5_000);
    const [waiting] = await textRows();
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.lastError).toMatch(/abort|timeout/i);
  });

  it("goes by WhatsApp with whatsapp: numbers when the salon chose it", async () => {
    const id = await book();
    await confirm(id);
    await drain("whatsapp");
    expect(provider.received.map(({ to, from }) => ({ to, from }))).toEqual([{ to: "whatsapp:+16195550100", from: `whatsapp:${SALON_NUMBER}` }]);
  });

  it("carries a campaign to clients who said yes and have a phone, with a link to stop, once", async () => {
    const [boss] = await db().insert(users).values({ username: "boss", isAdmin: true, adminLevel: "superadmin", marketingOptIn: true }).returning();
    await db()
      .insert(users)
      .values([
        { email: "ana@example.com", phone: "+526641234567", marketingOptIn: true },
        { email: "bea@example.com", phone: null, marketingOptIn: true },
        { email: "carla@example.com", phone: "+16195550100", marketingOptIn: false },
      ]);
    const deps = { db: db() };
    const composed = { subjectEs: "Noviembre: 20 % en pedicura", bodyEs: "Texto", subjectEn: "November: 20% off pedicures", bodyEn: "Text", audience: "all" };
    const { id, recipientCount } = await createCampaign(deps, boss, composed, suite.ctx.clock());
    expect(recipientCount).toBe(2);
    expect(await sendCampaign(deps, id, boss, suite.ctx.clock())).toMatchObject({ recipients: { email: 2, text: 1 } });
    await drain();
    await drain();
    expect(provider.received).toEqual([
      {
        to: "+526641234567",
        from: SALON_NUMBER,
        body: expect.stringMatching(/^Cita Nail & Beauty Studio: Noviembre: 20 % en pedicura\. Para darte de baja: http:\/\/cita\.test\/unsubscribe\/[A-Za-z0-9_-]{43}$/),
      },
    ]);
  });

  it("queues nothing without a text channel", async () => {
    setTextChannel(false);
    try {
      const id = await book();
      await confirm(id);
      expect(await textRows()).toEqual([]);
      expect((await drain()).sent).toBe(2);
      expect(provider.received).toEqual([]);
    } finally {
      setTextChannel(true);
    }
  });
});
