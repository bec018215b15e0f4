import request from "supertest";
import { describe, expect, it } from "vitest";
import type { Locale } from "@shared/schema";
import { issueManageToken } from "../messages/manage-tokens";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addAdmin, addStaff, TEST_PASSWORD } from "../test/factories";
import { drain, type ReceivedMail } from "../test/mail";
import { registerPayments } from "../test/payment-fixtures";
import { registerApiSuite } from "../test/suite";
import { settlePayments } from "./settle";

const suite = registerApiSuite({ mail: true });
const payments = registerPayments(suite);
const db = () => suite.ctx.database.db;
const settle = () => settlePayments({ db: db(), provider: payments.provider, cancelCutoffHours: 2 }, suite.ctx.clock());

// The fixtures' policy: a 20 % deposit of the $550.00 visit, kept when the salon cancels late or the customer does not come.
const TEXTS = {
  es: {
    refunded: "Te devolvemos el depósito de $110.00; puede tardar unos días en aparecer en tu tarjeta.",
    kept: "Conservamos el depósito de $110.00, como dice la política de cancelación que aceptaste al reservar.",
    cardNotCharged: "No cobramos nada a tu tarjeta.",
  },
  en: {
    refunded: "We are refunding your $110.00 deposit; it may take a few days to show on your card.",
    kept: "We keep your $110.00 deposit, as the cancellation policy you accepted when booking says.",
    cardNotCharged: "Nothing was charged to your card.",
  },
};

/** A booking of Tuesday 10:00 by ana@example.com, its deposit (or card) taken through the fake checkout, and its emails sent so far. */
async function paidBooking(locale: Locale): Promise<number> {
  await addStaff(db(), { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
  const held = await request(payments.app).post("/api/appointments/public").send(bookingPayload({ locale })).expect(201);
  const delivery = payments.fake.complete(held.body.checkoutUrl.split("/").pop());
  expect((await payments.deliver(delivery).expect(200)).body.outcome).toBe("confirmed");
  await drain(db(), suite.transport, suite.ctx.clock);
  suite.smtp.clear();
  return held.body.id as number;
}

/** Sends what is queued and answers the one cancellation email the customer got. */
async function cancellationMail(): Promise<ReceivedMail> {
  await drain(db(), suite.transport, suite.ctx.clock);
  const mails = suite.smtp.to("ana@example.com");
  expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/cancelada|cancelled/)]);
  return mails[0];
}

async function salonCancels(id: number) {
  const user = await addAdmin(db(), { level: "admin" });
  const agent = request.agent(payments.app);
  await agent.post("/api/admin/login").send({ username: user.username, password: TEST_PASSWORD }).expect(200);
  await agent.put(`/api/admin/appointments/${id}/status`).send({ status: "cancelled", reason: "Called" }).expect(200);
}

describe("the cancellation email says what becomes of the deposit", () => {
  for (const locale of ["es", "en"] as const) {
    it(`refunded, with its amount, when the customer cancels through their link (${locale}); the manage page says so before they confirm`, async () => {
      const id = await paidBooking(locale);
      const token = await issueManageToken(db(), id, suite.ctx.clock());
      expect((await request(payments.app).get(`/api/manage/${token}`).expect(200)).body.onCancel).toEqual({ kind: "refund", amount: 11000 });
      const cancelled = await request(payments.app).post(`/api/manage/${token}/cancel`).send({}).expect(200);
      expect(cancelled.body.onCancel).toBeNull();
      const mail = await cancellationMail();
      expect(mail.text).toContain(TEXTS[locale].refunded);
      expect(mail.html).toContain(TEXTS[locale].refunded);
      expect(mail.text).not.toContain(TEXTS[locale].kept);
      // The sweep then does what the email said.
      expect(await settle()).toMatchObject({ refunded: 1, kept: 0 });
    });

    it(`kept, with its amount, when the salon cancels after the cut-off (${locale})`, async () => {
      const id = await paidBooking(locale);
      suite.ctx.clock.set("2026-11-24T17:30:00Z"); // 09:30 on Tuesday: half an hour before the 10:00 start.
      await salonCancels(id);
      const mail = await cancellationMail();
      expect(mail.text).toContain(TEXTS[locale].kept);
      expect(mail.text).not.toContain(TEXTS[locale].refunded);
      expect(await settle()).toMatchObject({ kept: 1, refunded: 0 });
    });
  }

  it("refunded when the salon cancels before the cut-off", async () => {
    const id = await paidBooking("es");
    await salonCancels(id);
    expect((await cancellationMail()).text).toContain(TEXTS.es.refunded);
    expect(await settle()).toMatchObject({ refunded: 1, kept: 0 });
  });

  it("that nothing was charged to a card saved only for a no-show", async () => {
    await payments.setPolicy({ deposit: { kind: "none", value: 0 }, appliesTo: "everyone", lateCancel: { kind: "none" }, noShow: { kind: "charge_card", maxAmount: 5000 } });
    const id = await paidBooking("en");
    const token = await issueManageToken(db(), id, suite.ctx.clock());
    expect((await request(payments.app).get(`/api/manage/${token}`).expect(200)).body.onCancel).toEqual({ kind: "card_not_charged" });
    await request(payments.app).post(`/api/manage/${token}/cancel`).send({}).expect(200);
    const mail = await cancellationMail();
    expect(mail.text).toContain(TEXTS.en.cardNotCharged);
    expect(mail.text).not.toMatch(/deposit/i);
  });

  it("says nothing of a deposit when the booking has no payment (no provider)", async () => {
    await addStaff(db(), { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const booked = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ locale: "es" })).expect(201);
    expect((await request(suite.ctx.app).get(`/api/manage/${booked.body.manageToken}`).expect(200)).body.onCancel).toBeNull();
    await drain(db(), suite.transport, suite.ctx.clock);
    suite.smtp.clear();
    await request(suite.ctx.app).post(`/api/manage/${booked.body.manageToken}/cancel`).send({}).expect(200);
    const mail = await cancellationMail();
    expect(mail.text).toContain("Cancelaste tu cita");
    expect(mail.text).not.toMatch(/depósito|tarjeta/i);
  });
});
