/** The day's close: expected cash, card and transfer totals and tips per manicurist, and a closed day that refuses changes. */
import request from "supertest";
import { describe, expect, it } from "vitest";
import { appointmentPayments, checkouts, dayCloseEvents } from "@shared/schema";
import { addVisit } from "../test/checkout-fixtures";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite({ signIn: "admin" });
const TODAY = "2026-11-23";
const db = () => suite.ctx.database.db;
const checkOut = (id: number, body: object) => suite.admin.post(`/api/admin/appointments/${id}/checkout`).set("Accept-Language", "en").send(body);

/**
 * Three visits of $550.00 by Ana and Bea:
 *   1. Ana: $50.00 tip; $600.00 in cash from $700.00 (change $100.00).
 *   2. Bea: $20.00 tip; split $300.00 card + $270.00 cash from $300.00 (change $30.00).
 *   3. Ana: no tip; the $200.00 deposit paid when booking + $350.00 transfer.
 * Expected cash: $600.00 + $270.00 = $870.00; card $300.00; transfer $350.00; deposit $200.00.
 * Sales $1,650.00; tips $70.00 (Ana $50.00, Bea $20.00).
 */
async function busyDay() {
  const ana = await addStaff(db(), { name: "Ana", serviceIds: ["lash-lifting"] });
  const bea = await addStaff(db(), { name: "Bea", serviceIds: ["lash-lifting"] });
  const first = await addVisit(db(), { date: TODAY, time: "09:00", staffId: ana });
  const second = await addVisit(db(), { date: TODAY, time: "09:00", staffId: bea });
  const third = await addVisit(db(), { date: TODAY, time: "11:00", staffId: ana });
  expect((await checkOut(first, { tips: [{ staffId: ana, amount: 5000 }], payments: [{ method: "cash", amount: 60000, cashGiven: 70000 }] })).status).toBe(201);
  expect(
    (
      await checkOut(second, {
        tips: [{ staffId: bea, amount: 2000 }],
        payments: [
          { method: "card", amount: 30000 },
          { method: "cash", amount: 27000, cashGiven: 30000 },
        ],
      })
    ).status,
  ).toBe(201);
  await db().insert(appointmentPayments).values({ appointmentId: third, kind: "deposit", state: "paid", amount: 20000, currency: "usd" });
  const third_ = await checkOut(third, { payments: [{ method: "deposit", amount: 20000 }, { method: "transfer", amount: 35000 }] });
  expect(third_.status).toBe(201);
  return { ana, bea, first, third, thirdCheckout: third_.body.checkoutId as number };
}

describe("the day's close", () => {
  it("sums the day's checkouts: expected cash (given minus change), card, transfer, deposit and tips per manicurist", async () => {
    const { ana, bea } = await busyDay();
    const res = await suite.admin.get(`/api/admin/day-close/${TODAY}`).expect(200);
    expect(res.body).toMatchObject({
      date: TODAY,
      checkouts: 3,
      sales: 165000,
      tips: 7000,
      expectedCash: 87000,
      cardTotal: 30000,
      transferTotal: 35000,
      depositTotal: 20000,
      adjustmentsTotal: 0,
      status: "open",
      close: null,
    });
    expect(res.body.tipsByStaff).toEqual([
      { staffId: ana, nameEs: "Ana", nameEn: "Ana", amount: 5000 },
      { staffId: bea, nameEs: "Bea", nameEn: "Bea", amount: 2000 },
    ]);
  });

  it("counts a recorded correction in the day's figures", async () => {
    const { thirdCheckout, bea } = await busyDay();
    const refund = await suite.admin
      .post(`/api/admin/checkouts/${thirdCheckout}/adjustments`)
      .send({ target: "sale", method: "cash", amount: -5000, reason: "Chipped nail, $50.00 back" });
    expect(refund.status).toBe(201);
    const tip = await suite.admin.post(`/api/admin/checkouts/${thirdCheckout}/adjustments`).send({ target: "tip", staffId: bea, method: "card", amount: 1000, reason: "Tip added later" });
    expect(tip.status).toBe(201);
    const tooMuch = await suite.admin.post(`/api/admin/checkouts/${thirdCheckout}/adjustments`).set("Accept-Language", "en").send({ target: "sale", method: "cash", amount: -60000, reason: "x" });
    expect([tooMuch.status, tooMuch.body]).toEqual([400, { message: "The correction would leave less than zero" }]);
    const res = await suite.admin.get(`/api/admin/day-close/${TODAY}`).expect(200);
    expect(res.body).toMatchObject({ sales: 160000, tips: 8000, expectedCash: 82000, cardTotal: 31000, adjustmentsTotal: -4000 });
    expect(res.body.tipsByStaff.find((row: { staffId: number }) => row.staffId === bea).amount).toBe(3000);
  });

  it("closes with the counted cash, then refuses checkouts and corrections of that day until it is reopened, on record", async () => {
    const ana = await addStaff(db(), { name: "Ana", serviceIds: ["lash-lifting"] });
    const paid = await addVisit(db(), { date: TODAY, staffId: ana });
    const late = await addVisit(db(), { date: TODAY, time: "15:00", staffId: ana });
    const { body: first } = await checkOut(paid, { payments: [{ method: "cash", amount: 55000, cashGiven: 60000 }] });

    const close = await suite.admin.post("/api/admin/day-close").send({ date: TODAY, countedCash: 54000 });
    expect(close.status).toBe(201);
    expect(close.body).toMatchObject({ status: "closed", expectedCash: 55000, close: { countedCash: 54000, expectedCash: 55000, difference: -1000 } });
    expect((await suite.admin.post("/api/admin/day-close").send({ date: TODAY, countedCash: 54000 })).status).toBe(409);

    const refused = await checkOut(late, { payments: [{ method: "card", amount: 55000 }] });
    expect([refused.status, refused.body]).toEqual([409, { message: "This day is closed; reopen it to change its checkouts" }]);
    const correction = await suite.admin.post(`/api/admin/checkouts/${first.checkoutId}/adjustments`).send({ target: "sale", method: "cash", amount: -100, reason: "x" });
    expect(correction.status).toBe(409);
    expect(await db().$count(checkouts)).toBe(1);

    const reopened = await suite.admin.post(`/api/admin/day-close/${TODAY}/reopen`).send({ reason: "A visit was not checked out" });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: "reopened", close: { reopenReason: "A visit was not checked out" } });
    expect((await checkOut(late, { payments: [{ method: "card", amount: 55000 }] })).status).toBe(201);
    const again = await suite.admin.post("/api/admin/day-close").send({ date: TODAY, countedCash: 55000 });
    expect(again.body).toMatchObject({ status: "closed", cardTotal: 55000, close: { difference: 0 } });
    const events = await db().select({ action: dayCloseEvents.action, reason: dayCloseEvents.reason }).from(dayCloseEvents).orderBy(dayCloseEvents.id);
    expect(events).toEqual([
      { action: "close", reason: null },
      { action: "reopen", reason: "A visit was not checked out" },
      { action: "close", reason: null },
    ]);
  });

  it("refuses a day still to come, a reopening without a reason or of an open day, and visitors", async () => {
    const future = await suite.admin.post("/api/admin/day-close").set("Accept-Language", "es").send({ date: "2026-11-24", countedCash: 0 });
    expect([future.status, future.body]).toEqual([400, { message: "Un día se cierra a partir de su propia fecha" }]);
    expect((await suite.admin.post("/api/admin/day-close").send({ date: TODAY, countedCash: -1 })).status).toBe(400);
    expect((await suite.admin.post(`/api/admin/day-close/${TODAY}/reopen`).send({ reason: "" })).status).toBe(400);
    expect((await suite.admin.post(`/api/admin/day-close/${TODAY}/reopen`).send({ reason: "why" })).status).toBe(409);
    expect((await suite.admin.get("/api/admin/day-close/2026-02-30")).status).toBe(400);
    expect((await request(suite.ctx.app).get(`/api/admin/day-close/${TODAY}`)).status).toBe(401);
  });
});
