/** POST /api/admin/appointments/:id/checkout: totals from the catalogue, once per visit, refusals that save nothing. */
import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { appointmentPayments, appointments, checkoutItems, checkoutPayments, checkouts, checkoutTips, emailOutbox, serviceOptions, services } from "@shared/schema";
import { renderEmail } from "../messages/email/render";
import type { OutboxPayload } from "../messages/payloads";
import { signedInAgent } from "../test/agents";
import { addVisit } from "../test/checkout-fixtures";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite({ signIn: "admin" });
/** The harness's "today" (Monday 2026-11-23 in the salon). */
const TODAY = "2026-11-23";

const checkOut = (id: number, body: object, locale = "en") => suite.admin.post(`/api/admin/appointments/${id}/checkout`).set("Accept-Language", locale).send(body);
const db = () => suite.ctx.database.db;
const countCheckouts = async () => db().$count(checkouts);

async function visit(overrides: Partial<Parameters<typeof addVisit>[1]> = {}) {
  const ana = await addStaff(db(), { name: "Ana", serviceIds: ["lash-lifting"] });
  const id = await addVisit(db(), { date: TODAY, staffId: ana, locale: "en", ...overrides });
  return { ana, id };
}

describe("POST /api/admin/appointments/:id/checkout", () => {
  it("charges the visit as booked, with a tip and a split payment, completes it and emails the receipt in the customer's language", async () => {
    const { ana, id } = await visit();
    // $550.00 + $80.00 tip = $630.00: $400.00 by card, $230.00 in cash from a $300.00 bill.
    const res = await checkOut(id, {
      tips: [{ staffId: ana, amount: 8000 }],
      payments: [
        { method: "card", amount: 40000 },
        { method: "cash", amount: 23000, cashGiven: 30000 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ checkoutId: expect.any(Number), total: 55000, tipTotal: 8000, change: 7000 });
    const [saved] = await db().select().from(checkouts).where(eq(checkouts.id, res.body.checkoutId));
    expect(saved).toMatchObject({ appointmentId: id, businessDate: TODAY, staffId: ana, subtotal: 55000, discountAmount: 0, total: 55000, tipTotal: 8000 });
    expect(await db().select({ staffId: checkoutTips.staffId, amount: checkoutTips.amount }).from(checkoutTips)).toEqual([{ staffId: ana, amount: 8000 }]);
    expect(
      await db().select({ method: checkoutPayments.method, amount: checkoutPayments.amount, changeGiven: checkoutPayments.changeGiven }).from(checkoutPayments).orderBy(checkoutPayments.id),
    ).toEqual([
      { method: "card", amount: 40000, changeGiven: 0 },
      { method: "cash", amount: 23000, changeGiven: 7000 },
    ]);
    const [appointment] = await db().select().from(appointments).where(eq(appointments.id, id));
    expect(appointment.status).toBe("completed");
    const outbox = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, "checkout_receipt"));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ locale: "en", payload: { receipt: { total: 55000, tip: 8000, change: 7000 } } });
    const email = renderEmail("checkout_receipt", "en", outbox[0].payload as OutboxPayload, { publicUrl: "http://cita.test", cancelCutoffHours: 2 });
    for (const line of ["Lash Lifting: $550.00", "Total: $550.00", "Tip: $80.00", "Paid by card: $400.00", "Paid in cash: $230.00", "Change: $70.00"]) {
      expect(email.text).toContain(line);
    }

    const detail = await suite.admin.get(`/api/admin/appointments/${id}/checkout`).expect(200);
    expect(detail.body).toMatchObject({ checkoutId: res.body.checkoutId, subtotal: 55000, items: [{ itemId: "lash-lifting", price: 55000 }] });
  });

  it("prices lines added at the chair from the catalogue and applies a percent discount, whatever the desk sends as prices", async () => {
    const { id } = await visit();
    // Booked Lash Lifting $550.00, + Gel Polish $210.00 (extra) + Gel Removal $100.00 = $860.00; 10% off = $86.00 → $774.00.
    const res = await checkOut(id, {
      items: [
        { itemId: "lash-lifting", kind: "service", price: 1 },
        { itemId: "gelish", kind: "extra" },
        { itemId: "removal-gelish", kind: "removal" },
      ],
      discount: { kind: "percent", value: 10, reason: "Regular client" },
      tips: [],
      payments: [{ method: "transfer", amount: 77400 }],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ total: 77400, tipTotal: 0, change: 0 });
    const lines = await db().select({ itemId: checkoutItems.itemId, price: checkoutItems.price }).from(checkoutItems).orderBy(checkoutItems.position);
    expect(lines).toEqual([
      { itemId: "lash-lifting", price: 55000 },
      { itemId: "gelish", price: 21000 },
      { itemId: "removal-gelish", price: 10000 },
    ]);
    const [saved] = await db().select().from(checkouts);
    expect(saved).toMatchObject({ subtotal: 86000, discountKind: "percent", discountValue: 10, discountAmount: 8600, discountReason: "Regular client" });
  });

  it("refuses bad input in the admin's language and saves nothing", async () => {
    const { ana, id } = await visit();
    const cases: [object, string, string][] = [
      [{ tips: [{ staffId: ana, amount: -100 }], payments: [{ method: "card", amount: 54900 }] }, "A tip cannot be negative", "Una propina no puede ser negativa"],
      [{ payments: [{ method: "card", amount: 50000 }] }, "The payments add up to $500.00 but the total with tips is $550.00", "Los pagos suman $500.00 pero el total con propinas es $550.00"],
      [
        { discount: { kind: "amount", value: 60000, reason: "Oops" }, payments: [{ method: "card", amount: 1 }] },
        "The discount cannot be more than the total",
        "El descuento no puede ser mayor que el total",
      ],
      [{ payments: [{ method: "bitcoin", amount: 55000 }] }, "Payment method must be cash, card, transfer or deposit", "La forma de pago debe ser cash, card, transfer o deposit"],
      [{ items: [{ itemId: "no-such-thing", kind: "service" }], payments: [{ method: "card", amount: 55000 }] }, "Unknown service: no-such-thing", "Servicio desconocido: no-such-thing"],
      ...[101, 12.5].map((value): [object, string, string] => [
        { discount: { kind: "percent", value, reason: "Friend" }, payments: [{ method: "card", amount: 1 }] },
        "A percent discount must be from 1 to 100",
        "Un descuento en porcentaje debe ser de 1 a 100",
      ]),
      [{ discount: { kind: "percent", value: 0, reason: "Friend" }, payments: [{ method: "card", amount: 55000 }] }, "A discount must be more than zero", "Un descuento debe ser mayor que cero"],
      [{ discount: { kind: "percent", value: 10, reason: " " }, payments: [{ method: "card", amount: 49500 }] }, "Say why the discount is given", "Escribe por qué se da el descuento"],
    ];
    for (const [body, english, spanish] of cases) {
      const inEnglish = await checkOut(id, body, "en");
      expect([inEnglish.status, inEnglish.body]).toEqual([400, { message: english }]);
      const inSpanish = await checkOut(id, body, "es");
      expect([inSpanish.status, inSpanish.body]).toEqual([400, { message: spanish }]);
    }
    expect(await countCheckouts()).toBe(0);
    expect(await db().$count(emailOutbox)).toBe(0);
    const [appointment] = await db().select().from(appointments).where(eq(appointments.id, id));
    expect(appointment.status).toBe("confirmed");
  });

  it("refuses a cancelled visit and one whose day has not come", async () => {
    const ana = await addStaff(db(), { name: "Ana", serviceIds: ["lash-lifting"] });
    const cancelled = await addVisit(db(), { date: TODAY, staffId: ana, status: "cancelled" });
    const tomorrow = await addVisit(db(), { date: "2026-11-24", staffId: ana });
    const pay = { payments: [{ method: "card", amount: 55000 }] };
    expect((await checkOut(cancelled, pay)).body).toEqual({ message: "A cancelled, declined or no-show visit cannot be checked out" });
    expect((await checkOut(cancelled, pay)).status).toBe(400);
    expect((await checkOut(tomorrow, pay)).status).toBe(400);
    expect((await suite.admin.post("/api/admin/appointments/999999/checkout").send(pay)).status).toBe(404);
    expect(await countCheckouts()).toBe(0);
  });

  it("saves a checkout once: the same checkout again gets the first answer, a different one is refused", async () => {
    const { id } = await visit();
    const body = { payments: [{ method: "card", amount: 55000 }] };
    const first = await checkOut(id, body);
    const again = await checkOut(id, body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const different = await checkOut(id, { payments: [{ method: "cash", amount: 55000 }] });
    expect(different.status).toBe(409);
    expect(await countCheckouts()).toBe(1);
    expect(await db().$count(emailOutbox, eq(emailOutbox.kind, "checkout_receipt"))).toBe(1);
  });

  it("two admins checking out the same visit at once make one checkout", async () => {
    const { id } = await visit();
    const other = await signedInAgent(suite.ctx, { level: "admin" });
    const [cash, card] = await Promise.all([
      checkOut(id, { payments: [{ method: "cash", amount: 55000 }] }),
      other.post(`/api/admin/appointments/${id}/checkout`).send({ payments: [{ method: "card", amount: 55000 }] }),
    ]);
    expect([cash.status, card.status].sort()).toEqual([201, 409]);
    expect(await countCheckouts()).toBe(1);
    expect(await db().$count(checkoutPayments)).toBe(1);
  });

  it("is for admins only", async () => {
    const { id } = await visit();
    expect((await request(suite.ctx.app).post(`/api/admin/appointments/${id}/checkout`).send({ payments: [] })).status).toBe(401);
  });
});

describe("a service option added at the chair", () => {
  const NAIL_ART = "test-acrylic-nail-art";

  it("is priced from the catalogue, whatever the desk sends, and a percent discount of the lines is rounded to the nearest cent", async () => {
    const { id } = await visit();
    // An option the salon added to its acrylic nails, at a price a percent does not divide into whole cents.
    await db().insert(serviceOptions).values({ id: NAIL_ART, parentServiceId: "1", nameEn: "Nail art", nameEs: "Diseño de uñas", price: 12345, category: "technique" });
    try {
      // $550.00 + $123.45 = $673.45; 15% = $101.0175 → $101.02 off; total $572.43.
      const res = await checkOut(id, {
        items: [
          { itemId: "lash-lifting", kind: "service" },
          { itemId: NAIL_ART, kind: "option", price: 1 },
        ],
        discount: { kind: "percent", value: 15, reason: "Regular client" },
        payments: [{ method: "card", amount: 57243 }],
      });
      expect([res.status, res.body]).toEqual([201, { checkoutId: expect.any(Number), total: 57243, tipTotal: 0, change: 0 }]);
      const [saved] = await db().select().from(checkouts);
      expect(saved).toMatchObject({ subtotal: 67345, discountKind: "percent", discountValue: 15, discountAmount: 10102, total: 57243 });
      const detail = await suite.admin.get(`/api/admin/appointments/${id}/checkout`).expect(200);
      expect(detail.body.items).toEqual([
        { kind: "service", itemId: "lash-lifting", nameEn: "Lash Lifting", nameEs: "Lash Lifting", price: 55000 },
        { kind: "option", itemId: NAIL_ART, nameEn: "Nail art", nameEs: "Diseño de uñas", price: 12345 },
      ]);
      // The receipt names the option with its service, as every email does.
      const [outbox] = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, "checkout_receipt"));
      const email = renderEmail("checkout_receipt", "en", outbox.payload as OutboxPayload, { publicUrl: "http://cita.test", cancelCutoffHours: 2 });
      for (const line of ["Acrylic Nails: Nail art: $123.45", "Total: $572.43"]) expect(email.text).toContain(line);
    } finally {
      await db().delete(serviceOptions).where(eq(serviceOptions.id, NAIL_ART));
    }
  });

  it("refuses an unknown option, an inactive one and one of a service no longer sold, in the admin's language, and saves nothing", async () => {
    const { id } = await visit();
    const withOption = (itemId: string) => ({ items: [{ itemId: "lash-lifting", kind: "service" }, { itemId, kind: "option" }], payments: [{ method: "card", amount: 65000 }] });
    const refusal = async (itemId: string) => {
      const english = await checkOut(id, withOption(itemId), "en");
      const spanish = await checkOut(id, withOption(itemId), "es");
      return [english.status, english.body, spanish.status, spanish.body];
    };
    expect(await refusal("no-such-option")).toEqual([400, { message: "Unknown option: no-such-option" }, 400, { message: "Opción desconocida: no-such-option" }]);
    await db().update(serviceOptions).set({ active: false }).where(eq(serviceOptions.id, "brow-design"));
    await db().update(services).set({ active: false }).where(eq(services.id, "6"));
    try {
      expect(await refusal("brow-design")).toEqual([400, { message: "Unknown option: brow-design" }, 400, { message: "Opción desconocida: brow-design" }]);
      expect(await refusal("wax-mustache")).toEqual([400, { message: "Unknown option: wax-mustache" }, 400, { message: "Opción desconocida: wax-mustache" }]);
      expect(await countCheckouts()).toBe(0);
    } finally {
      await db().update(serviceOptions).set({ active: true }).where(eq(serviceOptions.id, "brow-design"));
      await db().update(services).set({ active: true }).where(eq(services.id, "6"));
    }
    // Active again, the same option is sold: Lash Lifting $550.00 + Mustache $150.00.
    const sold = await checkOut(id, { ...withOption("wax-mustache"), payments: [{ method: "card", amount: 70000 }] });
    expect([sold.status, sold.body.total]).toEqual([201, 70000]);
  });
});

describe("a deposit paid when booking, counted at checkout", () => {
  async function paidDeposit(appointmentId: number, amount: number, kind: "deposit" | "cash_deposit" = "deposit", state: "paid" | "refunded" = "paid") {
    const [row] = await db().insert(appointmentPayments).values({ appointmentId, kind, state, amount, currency: "usd" }).returning({ id: appointmentPayments.id });
    return row.id;
  }

  it("takes the deposit's amount from its payment record and links the checkout's payment to it", async () => {
    const { ana, id } = await visit();
    const depositId = await paidDeposit(id, 10000);
    // $550.00 + $50.00 tip = $600.00: the $100.00 deposit (its amount left to the server) and $500.00 by card.
    const res = await checkOut(id, { tips: [{ staffId: ana, amount: 5000 }], payments: [{ method: "deposit" }, { method: "card", amount: 50000 }] });
    expect([res.status, res.body]).toEqual([201, { checkoutId: expect.any(Number), total: 55000, tipTotal: 5000, change: 0 }]);
    const saved = await db()
      .select({ method: checkoutPayments.method, amount: checkoutPayments.amount, appointmentPaymentId: checkoutPayments.appointmentPaymentId })
      .from(checkoutPayments)
      .orderBy(checkoutPayments.id);
    expect(saved).toEqual([
      { method: "deposit", amount: 10000, appointmentPaymentId: depositId },
      { method: "card", amount: 50000, appointmentPaymentId: null },
    ]);
    const detail = await suite.admin.get(`/api/admin/appointments/${id}/checkout`).expect(200);
    expect(detail.body.payments).toEqual([
      { method: "deposit", amount: 10000, cashGiven: null, change: 0, paymentId: depositId },
      { method: "card", amount: 50000, cashGiven: null, change: 0, paymentId: null },
    ]);
    const [outbox] = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, "checkout_receipt"));
    const email = renderEmail("checkout_receipt", "en", outbox.payload as OutboxPayload, { publicUrl: "http://cita.test", cancelCutoffHours: 2 });
    expect(email.text).toContain("Deposit paid when booking: $100.00");
    const day = await suite.admin.get(`/api/admin/day-close/${TODAY}`).expect(200);
    expect(day.body).toMatchObject({ depositTotal: 10000, cardTotal: 50000, expectedCash: 0 });

    // Counted, the deposit is no longer refunded from the appointment's payments: a correction of the checkout gives money back.
    const refund = await suite.admin.post(`/api/admin/appointments/${id}/refund`).set("Accept-Language", "es").send({});
    expect([refund.status, refund.body]).toEqual([409, { message: "Este anticipo ya se contó en el cobro de la cita; devuelve dinero con un ajuste del cobro." }]);
    const [deposit] = await db().select({ state: appointmentPayments.state }).from(appointmentPayments).where(eq(appointmentPayments.id, depositId));
    expect(deposit.state).toBe("paid");
  });

  it("refuses a deposit the visit does not have or of another amount, in the admin's language, and saves nothing", async () => {
    const { id } = await visit();
    const withoutDeposit = await checkOut(id, { payments: [{ method: "deposit", amount: 10000 }, { method: "card", amount: 45000 }] }, "es");
    expect([withoutDeposit.status, withoutDeposit.body]).toEqual([400, { message: "Esta cita no tiene un anticipo pagado que contar" }]);
    // A refunded deposit is no longer the salon's.
    await paidDeposit(id, 10000, "deposit", "refunded");
    expect((await checkOut(id, { payments: [{ method: "deposit" }, { method: "card", amount: 45000 }] }, "en")).body).toEqual({ message: "This visit has no paid deposit to count" });

    // The desk paid $150.00 in cash at the front desk; a deposit sent as $200.00 is refused with the amount on record.
    const cashDeposit = await paidDeposit(id, 15000, "cash_deposit");
    const wrong = { payments: [{ method: "deposit", amount: 20000 }, { method: "card", amount: 35000 }] };
    expect((await checkOut(id, wrong, "en")).body).toEqual({ message: "The deposit paid is $150.00" });
    expect((await checkOut(id, wrong, "es")).body).toEqual({ message: "El anticipo pagado es de $150.00" });
    expect((await checkOut(id, { payments: [{ method: "card" }] }, "en")).body).toEqual({ message: "Each payment needs its amount" });
    expect(await countCheckouts()).toBe(0);

    const right = await checkOut(id, { payments: [{ method: "deposit", amount: 15000 }, { method: "card", amount: 40000 }] });
    expect(right.status).toBe(201);
    expect(await db().select({ appointmentPaymentId: checkoutPayments.appointmentPaymentId }).from(checkoutPayments).where(eq(checkoutPayments.method, "deposit"))).toEqual([
      { appointmentPaymentId: cashDeposit },
    ]);
  });
});
