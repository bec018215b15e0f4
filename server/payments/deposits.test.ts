import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { awaitingPaymentBookingSchema } from "@shared/payments-api";
import { refusalIn } from "@shared/refusals";
import { appointmentPayments, appointments, emailOutbox } from "@shared/schema";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { DEPOSIT_POLICY, registerPayments } from "../test/payment-fixtures";
import { renderEmail } from "../messages/email/render";
import type { EmailPayload } from "../messages/payloads";
import { registerApiSuite } from "../test/suite";
import { expireHolds } from "./confirm";
import { PROVIDER_UNAVAILABLE } from "./provider";
import { INVALID_SIGNATURE } from "./webhook";

const suite = registerApiSuite({ signIn: "superadmin" });
const payments = registerPayments(suite);
const db = () => suite.ctx.database.db;

const staffed = () => addStaff(db(), { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
const emails = () => db().select().from(emailOutbox);
const appointmentOf = async (id: number) => (await db().select().from(appointments).where(eq(appointments.id, id)))[0];
const slotsHeld = async (app = payments.app) => (await request(app).get(`/api/appointments/availability/${TUESDAY}`).expect(200)).body as unknown[];

async function holdOne(overrides: Parameters<typeof bookingPayload>[0] = {}) {
  const res = await request(payments.app).post("/api/appointments/public").send(bookingPayload(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; status: string; checkoutUrl: string; holdExpiresAt: string };
}

const sessionOf = (checkoutUrl: string) => payments.fake.sessions.get(checkoutUrl.split("/").pop()!)!;

describe("booking with a deposit", () => {
  it("holds the slot as awaiting_payment, sends the customer to checkout and tells nobody yet", async () => {
    await staffed();
    const held = await holdOne({ locale: "es" });
    expect(held).toEqual({ id: expect.any(Number), status: "awaiting_payment", checkoutUrl: expect.stringMatching(/\/pay\/cs_test_/), holdExpiresAt: "2026-11-23T16:15:00.000Z" });
    expect(awaitingPaymentBookingSchema.safeParse(held).success).toBe(true);
    const session = sessionOf(held.checkoutUrl);
    // 20 % of the lash lift's price, from the catalogue; the session names the appointment both ways.
    expect(session).toMatchObject({ mode: "payment", amount_total: 11000, currency: "usd", client_reference_id: String(held.id), metadata: { appointmentId: String(held.id) }, locale: "es" });
    expect(await emails()).toEqual([]);
    // The hold counts as occupied for everyone: the one manicurist's slot is taken.
    expect(await slotsHeld(suite.ctx.app)).toHaveLength(1);
    const other = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ customerEmail: "bea@example.com", customerName: "Bea Ruiz", customerPhone: "+1 619 555 0111" }));
    expect(other.status).toBe(409);
  });

  it("confirms the booking once on the signed webhook, however often it is delivered, and only then sends the email", async () => {
    await staffed();
    const held = await holdOne();
    const delivery = payments.fake.complete(sessionOf(held.checkoutUrl).id);
    const outcomes = [];
    for (let round = 0; round < 5; round += 1) outcomes.push((await payments.deliver(delivery).expect(200)).body.outcome);
    expect(outcomes).toEqual(["confirmed", "duplicate", "duplicate", "duplicate", "duplicate"]);
    expect(await appointmentOf(held.id)).toMatchObject({ status: "pending_staff_confirmation", holdExpiresAt: null });
    expect((await emails()).map((row) => row.kind)).toEqual(["booking_received"]);
    const [payment] = await db().select().from(appointmentPayments);
    expect(payment).toMatchObject({ kind: "deposit", state: "paid", amount: 11000, paymentIntentId: expect.stringMatching(/^pi_/) });
    expect(payments.fake.refunds).toEqual([]);
    const outcome = await request(payments.app).get(`/api/payments/checkout/${sessionOf(held.checkoutUrl).id}`).expect(200);
    expect(outcome.body).toMatchObject({ status: "confirmed", appointmentDate: TUESDAY, manageToken: expect.any(String) });
  });

  it("shows the deposit and its terms on the appointments page, the client card, the manage page and the booking email", async () => {
    await staffed();
    const held = await holdOne({ locale: "es" });
    const admin = suite.admin!;
    const listed = async () => (await admin.get(`/api/admin/appointments?from=${TUESDAY}&to=${TUESDAY}`).expect(200)).body[0];
    expect((await listed()).payment).toMatchObject({ state: "hold", kind: "deposit", paid: 0 });
    await payments.deliver(payments.fake.complete(sessionOf(held.checkoutUrl).id)).expect(200);
    const expected = { state: "paid", kind: "deposit", paid: 11000, refunded: 0, currency: "usd", cardSaved: false, terms: { policy: DEPOSIT_POLICY, cancelCutoffHours: expect.any(Number) } };
    const row = await listed();
    expect(row.payment).toEqual(expected);
    const card = await admin.get(`/api/admin/clients/${row.userId}`).expect(200);
    expect(card.body.upcoming[0].payment).toEqual(expected);
    const [email] = await emails();
    expect((email.payload as EmailPayload).payment).toEqual(expected);
    const rendered = renderEmail("booking_received", "es", email.payload as EmailPayload, { publicUrl: "http://localhost", cancelCutoffHours: 24 });
    const hours = (email.payload as EmailPayload).payment!.terms!.cancelCutoffHours;
    expect(rendered.text).toContain(`Tu depósito: Pagaste un depósito de $110.00. Si cancelas hasta ${hours} h antes, te lo devolvemos completo; después lo conservamos. Si no te presentas, conservamos el depósito.`);
    const manageToken = (await request(payments.app).get(`/api/payments/checkout/${sessionOf(held.checkoutUrl).id}`).expect(200)).body.manageToken;
    expect((await request(payments.app).get(`/api/manage/${manageToken}`).expect(200)).body.payment).toEqual(expected);
    // Without payments nothing is said: a booking on the app without a provider has no payment anywhere.
    await addStaff(db(), { name: "Lucia", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const plain = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ customerEmail: "bea@example.com", customerName: "Bea Ruiz", customerPhone: "+1 619 555 0111" }));
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect((await request(suite.ctx.app).get(`/api/manage/${plain.body.manageToken}`).expect(200)).body.payment).toBeNull();
    expect((await emails()).filter((row) => (row.payload as EmailPayload).payment)).toHaveLength(1);
  });

  it("answers a retried request (same Idempotency-Key) and the same customer again with the one checkout", async () => {
    await staffed();
    const send = () => request(payments.app).post("/api/appointments/public").set("Idempotency-Key", "deposit-retry-1").send(bookingPayload());
    const first = await send().expect(201);
    const retried = await send().expect(201);
    expect(retried.body).toEqual(first.body);
    const again = await request(payments.app).post("/api/appointments/public").send(bookingPayload()).expect(201);
    expect(again.body).toEqual(first.body);
    expect(payments.fake.sessions.size).toBe(1);
    expect(await db().select().from(appointmentPayments)).toHaveLength(1);
  });

  it("applies a webhook delivered to two instances at once exactly once", async () => {
    await staffed();
    const held = await holdOne();
    const delivery = payments.fake.complete(sessionOf(held.checkoutUrl).id);
    const [first, second] = await Promise.all([payments.deliver(delivery, payments.instance()), payments.deliver(delivery, payments.instance())]);
    expect([first.body.outcome, second.body.outcome].sort()).toEqual(["confirmed", "duplicate"]);
    expect(await emails()).toHaveLength(1);
  });

  it("refuses a webhook with a bad or missing signature with 400 and changes nothing", async () => {
    await staffed();
    const held = await holdOne();
    const delivery = payments.fake.complete(sessionOf(held.checkoutUrl).id);
    const forged = await request(payments.app).post("/api/payments/webhook").set("Content-Type", "application/json").set("Stripe-Signature", "t=1,v1=deadbeef").send(delivery.payload);
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ message: INVALID_SIGNATURE });
    const unsigned = await request(payments.app).post("/api/payments/webhook").set("Content-Type", "application/json").send(delivery.payload);
    expect(unsigned.status).toBe(400);
    const tampered = await payments.deliver({ ...delivery, payload: delivery.payload.replace('"paid"', '"unpaid"') });
    expect(tampered.status).toBe(400);
    expect((await appointmentOf(held.id)).status).toBe("awaiting_payment");
    expect(await emails()).toEqual([]);
  });

  it("frees an unpaid hold when it expires, and refunds a payment that arrives after", async () => {
    await staffed();
    const held = await holdOne();
    suite.ctx.clock.set("2026-11-23T16:15:00Z");
    expect(await expireHolds(db(), suite.ctx.clock())).toBe(1);
    expect(await appointmentOf(held.id)).toMatchObject({ status: "cancelled", cancelReason: "Payment not completed in time" });
    expect(await slotsHeld()).toEqual([]);
    const late = await payments.deliver(payments.fake.complete(sessionOf(held.checkoutUrl).id)).expect(200);
    expect(late.body.outcome).toBe("refunded");
    expect(payments.fake.refunds).toEqual([expect.objectContaining({ payment_intent: expect.stringMatching(/^pi_/) })]);
    expect((await db().select().from(appointmentPayments))[0]).toMatchObject({ state: "refunded" });
    expect((await appointmentOf(held.id)).status).toBe("cancelled");
    expect(await emails()).toEqual([]);
  });

  it("refunds a payment for an appointment it does not know", async () => {
    const delivery = payments.fake.signed("checkout.session.completed", { id: "cs_test_unknown", object: "checkout.session", mode: "payment", payment_status: "paid", payment_intent: "pi_unknown", metadata: { appointmentId: "999999" }, client_reference_id: "999999" });
    payments.fake.paymentIntents.set("pi_unknown", { id: "pi_unknown", object: "payment_intent", payment_method: "pm_x" });
    expect((await payments.deliver(delivery).expect(200)).body.outcome).toBe("refunded");
    expect(payments.fake.refunds).toHaveLength(1);
  });

  it("answers a clear 503 in the visitor's language when the provider is down, and leaves no hold", async () => {
    await staffed();
    payments.fake.setDown(true);
    const res = await request(payments.app).post("/api/appointments/public").set("Accept-Language", "es").send(bookingPayload({ locale: "es" }));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: refusalIn("es", PROVIDER_UNAVAILABLE) });
    expect(res.body.message).not.toBe(PROVIDER_UNAVAILABLE);
    expect(await db().select().from(appointments)).toEqual([]);
    payments.fake.setDown(false);
    await holdOne({ locale: "es" });
  });

  it("gives 50 customers racing for the last place exactly one hold, and one checkout", async () => {
    await staffed();
    const second = payments.instance();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        request(index % 2 ? payments.app : second)
          .post("/api/appointments/public")
          .send(bookingPayload({ customerEmail: `racer${index}@example.com`, customerName: `Racer Number${index}`, customerPhone: `+1 619 555 ${String(1000 + index)}` })),
      ),
    );
    expect(answers.filter((res) => res.status === 201).map((res) => res.body.status)).toEqual(["awaiting_payment"]);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(49);
    expect(payments.fake.sessions.size).toBe(1);
    expect(await db().select().from(appointments)).toHaveLength(1);
  });

  it("books exactly as before without a provider, whatever the policy says", async () => {
    await staffed();
    const res = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload()).expect(201);
    expect(res.body.status).toBe("pending_staff_confirmation");
    expect(res.body.checkoutUrl).toBeUndefined();
    expect((await request(suite.ctx.app).get("/api/payments/policy").expect(200)).body).toEqual({ enabled: false, configured: false });
    expect(payments.fake.sessions.size).toBe(0);
  });

  it("books as before when the policy asks nothing of this customer", async () => {
    await staffed();
    await payments.setPolicy({ deposit: { kind: "fixed", value: 2000 }, appliesTo: { overAmount: 60000 }, lateCancel: { kind: "none" }, noShow: { kind: "none" } });
    const res = await request(payments.app).post("/api/appointments/public").send(bookingPayload()).expect(201);
    expect(res.body.status).toBe("pending_staff_confirmation");
    expect((await request(payments.app).get("/api/payments/policy").expect(200)).body).toMatchObject({ enabled: true, configured: true, currency: "usd", holdMinutes: 15 });
    // A provider with a policy that asks nothing: no booking is asked to pay, but the back office still shows its payments.
    await payments.setPolicy({ deposit: { kind: "none", value: 0 }, appliesTo: "everyone", lateCancel: { kind: "none" }, noShow: { kind: "none" } });
    expect((await request(payments.app).get("/api/payments/policy").expect(200)).body).toEqual({ enabled: false, configured: true });
  });

  it("saves a card in setup mode when the policy only charges no-shows", async () => {
    await staffed();
    await payments.setPolicy({ deposit: { kind: "none", value: 0 }, appliesTo: "everyone", lateCancel: { kind: "none" }, noShow: { kind: "charge_card", maxAmount: 5000 } });
    const held = await holdOne();
    const session = sessionOf(held.checkoutUrl);
    expect(session).toMatchObject({ mode: "setup", customer: expect.stringMatching(/^cus_/) });
    expect((await payments.deliver(payments.fake.complete(session.id)).expect(200)).body.outcome).toBe("confirmed");
    expect((await db().select().from(appointmentPayments))[0]).toMatchObject({ kind: "card_on_file", state: "hold", paymentMethodId: expect.stringMatching(/^pm_/) });
  });
});
