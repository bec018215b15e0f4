import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { refusalIn } from "@shared/refusals";
import { POLICY_PERCENT_OUT_OF_RANGE } from "@shared/payments-api";
import { appointmentPayments, appointments } from "@shared/schema";
import { issueManageToken } from "../messages/manage-tokens";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addAdmin, addStaff, TEST_PASSWORD } from "../test/factories";
import { DEPOSIT_POLICY, registerPayments } from "../test/payment-fixtures";
import { registerApiSuite } from "../test/suite";
import { settlePayments } from "./settle";

const suite = registerApiSuite({ signIn: "superadmin" });
const payments = registerPayments(suite);
const db = () => suite.ctx.database.db;
const settle = () => settlePayments({ db: db(), provider: payments.provider, cancelCutoffHours: 2 }, suite.ctx.clock());
const paymentRows = () => db().select().from(appointmentPayments).orderBy(appointmentPayments.id);

/** A booking of Tuesday 10:00 with its deposit paid through the fake checkout. */
async function paidBooking(): Promise<number> {
  await addStaff(db(), { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
  const held = await request(payments.app).post("/api/appointments/public").send(bookingPayload()).expect(201);
  const delivery = payments.fake.complete(held.body.checkoutUrl.split("/").pop());
  expect((await payments.deliver(delivery).expect(200)).body.outcome).toBe("confirmed");
  return held.body.id as number;
}

async function signedIn(level: "admin" | "superadmin") {
  const user = await addAdmin(db(), { level });
  const agent = request.agent(payments.app);
  await agent.post("/api/admin/login").send({ username: user.username, password: TEST_PASSWORD }).expect(200);
  return agent;
}

describe("the payment policy", () => {
  it("is read by every admin, set by a superadmin, and refused out of range in the admin's language", async () => {
    const boss = await signedIn("superadmin");
    const plain = await signedIn("admin");
    expect((await plain.get("/api/superadmin/payment-policy").expect(200)).body).toEqual(DEPOSIT_POLICY);
    const policy = { deposit: { kind: "fixed", value: 2500 }, appliesTo: { overAmount: 30000 }, lateCancel: { kind: "none" }, noShow: { kind: "charge_card", maxAmount: 5000 } };
    expect((await plain.put("/api/superadmin/payment-policy").send(policy)).status).toBe(403);
    expect((await boss.put("/api/superadmin/payment-policy").send(policy).expect(200)).body).toEqual(policy);
    expect((await plain.get("/api/superadmin/payment-policy").expect(200)).body).toEqual(policy);
    const refused = await boss.put("/api/superadmin/payment-policy").set("Accept-Language", "es").send({ ...policy, deposit: { kind: "percent", value: 120 } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: refusalIn("es", POLICY_PERCENT_OUT_OF_RANGE) });
    for (const bad of [{ ...policy, deposit: { kind: "fixed", value: -5 } }, { ...policy, noShow: { kind: "charge_card" } }, { ...policy, appliesTo: "friends" }, { ...policy, deposit: { kind: "fixed", value: 10.5 } }]) {
      expect((await boss.put("/api/superadmin/payment-policy").send(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await plain.get("/api/superadmin/payment-policy").expect(200)).body).toEqual(policy);
  });
});

describe("cancellations and no-shows", () => {
  it("refunds a customer who cancels through their link, once, with an idempotency key", async () => {
    const id = await paidBooking();
    const token = await issueManageToken(db(), id, suite.ctx.clock());
    await request(payments.app).post(`/api/manage/${token}/cancel`).send({}).expect(200);
    expect(await settle()).toMatchObject({ refunded: 1 });
    expect(await settle()).toMatchObject({ refunded: 0 });
    expect(payments.fake.refunds).toHaveLength(1);
    expect((await paymentRows())[0]).toMatchObject({ state: "refunded", refundId: expect.stringMatching(/^re_/) });
  });

  it("keeps the deposit of a cancellation after the cut-off, which the salon may still refund", async () => {
    const id = await paidBooking();
    suite.ctx.clock.set("2026-11-24T17:30:00Z"); // 09:30 on Tuesday: half an hour before the 10:00 start.
    const boss = await signedIn("superadmin");
    await boss.put(`/api/admin/appointments/${id}/status`).send({ status: "cancelled", reason: "Called late" }).expect(200);
    expect(await settle()).toMatchObject({ kept: 1, refunded: 0 });
    expect((await paymentRows())[0].state).toBe("kept");
    // The salon may still give it back.
    const refunded = await boss.post(`/api/admin/appointments/${id}/refund`).send({}).expect(200);
    expect(refunded.body[0]).toMatchObject({ state: "refunded" });
    expect(payments.fake.refunds).toHaveLength(1);
    expect((await boss.post(`/api/admin/appointments/${id}/refund`).send({})).status).toBe(409);
  });

  it("settles a late cancellation by the policy the customer booked under, not one the salon set since", async () => {
    const id = await paidBooking();
    expect((await paymentRows())[0]).toMatchObject({ policy: DEPOSIT_POLICY, cancelCutoffHours: expect.any(Number) });
    suite.ctx.clock.set("2026-11-24T17:30:00Z"); // 09:30 on Tuesday: half an hour before the 10:00 start.
    const boss = await signedIn("superadmin");
    // After the booking the salon stops keeping deposits of late cancellations, and of no-shows.
    await boss.put("/api/superadmin/payment-policy").send({ ...DEPOSIT_POLICY, lateCancel: { kind: "none" }, noShow: { kind: "none" } }).expect(200);
    await boss.put(`/api/admin/appointments/${id}/status`).send({ status: "cancelled", reason: "Called late" }).expect(200);
    expect(await settle()).toMatchObject({ kept: 1, refunded: 0 });
    expect(payments.fake.refunds).toHaveLength(0);
  });

  it("settles a no-show by the policy the customer booked under: refunded when it charged nothing, though the salon keeps deposits now", async () => {
    await payments.setPolicy({ ...DEPOSIT_POLICY, noShow: { kind: "none" } });
    const id = await paidBooking();
    suite.ctx.clock.set("2026-11-24T18:30:00Z");
    const boss = await signedIn("superadmin");
    await boss.put("/api/superadmin/payment-policy").send({ ...DEPOSIT_POLICY, noShow: { kind: "charge_card", maxAmount: 30000 } }).expect(200);
    await boss.put(`/api/admin/appointments/${id}/status`).send({ status: "no_show" }).expect(200);
    expect(await settle()).toMatchObject({ refunded: 1, kept: 0, charged: 0 });
    expect(payments.fake.charges).toHaveLength(0);
    expect((await paymentRows()).map((row) => [row.kind, row.state])).toEqual([["deposit", "refunded"]]);
  });

  it("settles a payment stored without its terms (taken before they were stored) by the current policy", async () => {
    const id = await paidBooking();
    await db().update(appointmentPayments).set({ policy: null, cancelCutoffHours: null });
    await payments.setPolicy({ ...DEPOSIT_POLICY, lateCancel: { kind: "none" } });
    suite.ctx.clock.set("2026-11-24T17:30:00Z");
    const boss = await signedIn("superadmin");
    await boss.put(`/api/admin/appointments/${id}/status`).send({ status: "cancelled", reason: "Called late" }).expect(200);
    expect(await settle()).toMatchObject({ refunded: 1, kept: 0 });
  });

  it("keeps the deposit of a no-show, or charges the saved card and shows a declined card to the admin without retrying", async () => {
    await payments.setPolicy({ ...DEPOSIT_POLICY, noShow: { kind: "charge_card", maxAmount: 30000 } });
    const id = await paidBooking();
    suite.ctx.clock.set("2026-11-24T18:30:00Z");
    const boss = await signedIn("superadmin");
    payments.fake.setCard("decline");
    await boss.put(`/api/admin/appointments/${id}/status`).send({ status: "no_show" }).expect(200);
    expect(await settle()).toMatchObject({ failed: 1 });
    expect(await settle()).toMatchObject({ failed: 0, charged: 0 });
    expect(payments.fake.charges).toHaveLength(1);
    expect(payments.fake.charges[0]).toMatchObject({ amount: 30000 - 11000, off_session: true, customer: expect.stringMatching(/^cus_/) });
    const shown = await boss.get(`/api/admin/appointments/${id}/payments`).expect(200);
    expect(shown.body.map((row: { kind: string; state: string }) => [row.kind, row.state])).toEqual([
      ["deposit", "kept"],
      ["no_show_charge", "failed"],
    ]);
    expect(shown.body[1].failureMessage).toBe("Your card was declined.");
  });

  it("charges the card saved in setup mode for a no-show", async () => {
    await payments.setPolicy({ deposit: { kind: "none", value: 0 }, appliesTo: "everyone", lateCancel: { kind: "none" }, noShow: { kind: "charge_card", maxAmount: 5000 } });
    const id = await paidBooking();
    suite.ctx.clock.set("2026-11-24T18:30:00Z");
    const boss = await signedIn("superadmin");
    await boss.put(`/api/admin/appointments/${id}/status`).send({ status: "no_show" }).expect(200);
    expect(await settle()).toMatchObject({ charged: 1 });
    expect((await paymentRows())[0]).toMatchObject({ kind: "card_on_file", state: "charged", amount: 5000 });
  });

  it("settles a refund racing a no-show mark once: one refund at the provider, one final state", async () => {
    await payments.setPolicy({ ...DEPOSIT_POLICY, noShow: { kind: "none" } });
    const id = await paidBooking();
    suite.ctx.clock.set("2026-11-24T18:30:00Z");
    const boss = await signedIn("superadmin");
    const other = await signedIn("admin");
    const [refund] = await Promise.all([
      boss.post(`/api/admin/appointments/${id}/refund`).send({}),
      (async () => {
        await other.put(`/api/admin/appointments/${id}/status`).send({ status: "no_show" }).expect(200);
        return settle();
      })(),
    ]);
    await settle();
    expect([200, 409]).toContain(refund.status);
    expect(payments.fake.refunds).toHaveLength(1);
    expect((await paymentRows()).map((row) => row.state)).toEqual(["refunded"]);
    expect((await db().select().from(appointments).where(eq(appointments.id, id)))[0].status).toBe("no_show");
  });

  it("records a deposit paid in cash, confirming a booking still held for its payment", async () => {
    const boss = await signedIn("admin");
    await addStaff(db(), { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const held = await request(payments.app).post("/api/appointments/public").send(bookingPayload()).expect(201);
    const answer = await boss.post(`/api/admin/appointments/${held.body.id}/deposit-cash`).send({ amount: 11000 }).expect(200);
    expect(answer.body.map((row: { kind: string; state: string }) => [row.kind, row.state])).toEqual([
      ["deposit", "failed"],
      ["cash_deposit", "paid"],
    ]);
    expect((await db().select().from(appointments))[0].status).toBe("pending_staff_confirmation");
    expect((await boss.post(`/api/admin/appointments/${held.body.id}/deposit-cash`).send({ amount: 0 })).status).toBe(400);
  });
});
