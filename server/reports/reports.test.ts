/**
 * GET /api/admin/reports/:report, every figure against a hand-computed week around the spring DST switch
 * (Sunday 2026-03-08, 02:00 → 03:00 in the salon).
 */
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { staff } from "@shared/schema";
import { signedInAgent } from "../test/agents";
import { addClient, addTwoPartVisits, addVisit, addWeek } from "../test/checkout-fixtures";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite({ signIn: "admin" });
const db = () => suite.ctx.database.db;
const LASH = { itemId: "lash-lifting", name: "Lash Lifting", price: 55000, durationMinutes: 120 };
const RANGE = "from=2026-03-02&to=2026-03-10";
const report = (name: string, query = "") => suite.admin.get(`/api/admin/reports/${name}?${RANGE}${query}`).set("Accept-Language", "en");

let ana: number;
let bea: number;

/**
 * Ana (40 % commission) works Monday–Saturday 09:00–17:00 with a half-hour break (450 minutes a day); Bea
 * (50 %) Saturdays 10:00–14:00 (240). Clients c1, c2 (who came once in February), c3.
 *   V1 Sat 03-07 10:00 Ana c1  $550.00, tip $50.00, cash                      → completed
 *   V2 Sat 03-07 11:00 Bea c2  $550.00 + Gel Polish $210.00 − $60.00, tip $30.00, card $500.00 + cash $230.00
 *   V7 Sun 03-08 09:30 Ana c3  $550.00, tip $20.00, card (the DST day)
 *   V5 Sun 03-08 10:00 Bea c2  cancelled at 08:30 PDT (15:30 UTC): 1.5 h before → late (PST would make it 2.5 h)
 *   V3 Mon 03-09 10:00 Ana c1  $550.00 by card, then $50.00 given back in cash
 *   V4 Mon 03-09 14:00 Ana c3  no-show
 *   V6 Mon 03-09 15:00 Bea c3  cancelled the day before → not late
 */
async function week() {
  ana = await addStaff(db(), { name: "Ana", serviceIds: ["lash-lifting"] });
  bea = await addStaff(db(), { name: 'Núñez, "Bea"', serviceIds: ["lash-lifting"] });
  await db().update(staff).set({ commissionPercent: 40 }).where(eq(staff.id, ana));
  await db().update(staff).set({ commissionPercent: 50 }).where(eq(staff.id, bea));
  await addWeek(db(), ana, [1, 2, 3, 4, 5, 6]);
  await addWeek(db(), bea, [6], { startTime: "10:00", endTime: "14:00", breakStartTime: null });
  const [c1, c2, c3] = [await addClient(db()), await addClient(db()), await addClient(db())];
  await addVisit(db(), { date: "2026-02-02", staffId: ana, userId: c2, status: "completed", items: [LASH] });
  const v1 = await addVisit(db(), { date: "2026-03-07", time: "10:00", staffId: ana, userId: c1, items: [LASH] });
  const v2 = await addVisit(db(), { date: "2026-03-07", time: "11:00", staffId: bea, userId: c2, items: [LASH] });
  const v7 = await addVisit(db(), { date: "2026-03-08", time: "09:30", staffId: ana, userId: c3, items: [LASH] });
  await addVisit(db(), { date: "2026-03-08", time: "10:00", staffId: bea, userId: c2, items: [LASH], status: "cancelled", updatedAt: new Date("2026-03-08T15:30:00Z") });
  const v3 = await addVisit(db(), { date: "2026-03-09", time: "10:00", staffId: ana, userId: c1, items: [LASH] });
  await addVisit(db(), { date: "2026-03-09", time: "14:00", staffId: ana, userId: c3, items: [LASH], status: "no_show" });
  await addVisit(db(), { date: "2026-03-09", time: "15:00", staffId: bea, userId: c3, items: [LASH], status: "cancelled", updatedAt: new Date("2026-03-08T16:00:00Z") });

  suite.ctx.clock.set("2026-03-10T19:00:00Z");
  const pay = (id: number, body: object) => suite.admin.post(`/api/admin/appointments/${id}/checkout`).send(body).expect(201);
  await pay(v1, { tips: [{ staffId: ana, amount: 5000 }], payments: [{ method: "cash", amount: 60000, cashGiven: 60000 }] });
  await pay(v2, {
    items: [
      { itemId: "lash-lifting", kind: "service" },
      { itemId: "gelish", kind: "extra" },
    ],
    discount: { kind: "amount", value: 6000, reason: "Regular" },
    tips: [{ staffId: bea, amount: 3000 }],
    payments: [
      { method: "card", amount: 50000 },
      { method: "cash", amount: 23000, cashGiven: 25000 },
    ],
  });
  await pay(v7, { tips: [{ staffId: ana, amount: 2000 }], payments: [{ method: "card", amount: 57000 }] });
  const { body } = await pay(v3, { payments: [{ method: "card", amount: 55000 }] });
  await suite.admin.post(`/api/admin/checkouts/${body.checkoutId}/adjustments`).send({ target: "sale", method: "cash", amount: -5000, reason: "Chipped" }).expect(201);
}

beforeEach(week);

describe("revenue", () => {
  it("by day, week and month in salon dates, the DST Sunday its own day", async () => {
    expect((await report("revenue", "&groupBy=day")).body.rows).toEqual([
      { period: "2026-03-07", visits: 2, gross: 131000, discounts: 6000, sales: 125000, tips: 8000 },
      { period: "2026-03-08", visits: 1, gross: 55000, discounts: 0, sales: 55000, tips: 2000 },
      { period: "2026-03-09", visits: 1, gross: 55000, discounts: 0, sales: 50000, tips: 0 },
    ]);
    expect((await report("revenue", "&groupBy=week")).body.rows).toEqual([
      { period: "2026-03-02", visits: 3, gross: 186000, discounts: 6000, sales: 180000, tips: 10000 },
      { period: "2026-03-09", visits: 1, gross: 55000, discounts: 0, sales: 50000, tips: 0 },
    ]);
    const month = await report("revenue", "&groupBy=month");
    expect(month.body).toMatchObject({ report: "revenue", from: "2026-03-02", to: "2026-03-10", groupBy: "month" });
    expect(month.body.rows).toEqual([{ period: "2026-03", visits: 4, gross: 241000, discounts: 6000, sales: 230000, tips: 10000 }]);
  });

  it("by service and by manicurist, with tips and commission", async () => {
    expect((await report("revenue", "&groupBy=service")).body.rows).toEqual([
      { itemId: "lash-lifting", kind: "service", nameEs: "Lash Lifting", nameEn: "Lash Lifting", count: 4, revenue: 220000 },
      { itemId: "gelish", kind: "service", nameEs: "Gelish", nameEn: "Gel Polish", count: 1, revenue: 21000 },
    ]);
    expect((await report("revenue", "&groupBy=staff")).body.rows).toEqual([
      { staffId: ana, nameEs: "Ana", nameEn: "Ana", visits: 3, sales: 160000, tips: 7000, commissionPercent: 40, commission: 64000 },
      { staffId: bea, nameEs: 'Núñez, "Bea"', nameEn: 'Núñez, "Bea"', visits: 1, sales: 70000, tips: 3000, commissionPercent: 50, commission: 35000 },
    ]);
  });
});

describe("visits, rebooking and clients", () => {
  it("counts no-shows and late cancellations, timing a cancellation on the DST Sunday in salon time", async () => {
    expect((await report("visits")).body.rows).toEqual([
      { period: "2026-03-07", booked: 2, completed: 2, noShows: 0, cancelled: 0, lateCancels: 0, noShowRate: 0, lateCancelRate: 0 },
      { period: "2026-03-08", booked: 2, completed: 1, noShows: 0, cancelled: 1, lateCancels: 1, noShowRate: 0, lateCancelRate: 0.5 },
      { period: "2026-03-09", booked: 3, completed: 1, noShows: 1, cancelled: 1, lateCancels: 0, noShowRate: 0.5, lateCancelRate: 0 },
    ]);
  });

  it("rebooking within six weeks, and new against returning clients", async () => {
    expect((await report("rebooking", "&groupBy=month")).body.rows).toEqual([{ period: "2026-03", visits: 4, rebooked: 1, rate: 0.25 }]);
    expect((await report("clients", "&groupBy=month")).body.rows).toEqual([{ period: "2026-03", clients: 3, newClients: 2, returning: 1 }]);
  });
});

describe("occupancy and hours", () => {
  it("booked minutes over the weekly schedule's minutes, and the busiest hours by weekday", async () => {
    expect((await report("occupancy")).body.rows).toEqual([
      { staffId: ana, nameEs: "Ana", nameEn: "Ana", scheduledMinutes: 3600, bookedMinutes: 480, occupancy: 0.1333 },
      { staffId: bea, nameEs: 'Núñez, "Bea"', nameEn: 'Núñez, "Bea"', scheduledMinutes: 240, bookedMinutes: 120, occupancy: 0.5 },
    ]);
    expect((await report("hours")).body.rows).toEqual([
      { weekday: 0, hour: 9, visits: 1 },
      { weekday: 1, hour: 10, visits: 1 },
      { weekday: 1, hour: 14, visits: 1 },
      { weekday: 6, hour: 10, visits: 1 },
      { weekday: 6, hour: 11, visits: 1 },
    ]);
  });
});

describe("visits of two parts by Ana (hands) and Bea (feet), Saturday 2026-03-14", () => {
  const SATURDAY = "from=2026-03-14&to=2026-03-14";
  const saturday = (name: string, query = "") => suite.admin.get(`/api/admin/reports/${name}?${SATURDAY}${query}`);

  beforeEach(async () => {
    const { oneAfterAnother, together } = await addTwoPartVisits(db(), { date: "2026-03-14", hands: ana, feet: bea });
    suite.ctx.clock.set("2026-03-14T20:00:00Z");
    suite.admin = await signedInAgent(suite.ctx, { level: "admin" });
    const pay = (id: number, body: object) => suite.admin.post(`/api/admin/appointments/${id}/checkout`).send(body).expect(201);
    // $1,115.00 as booked, tip $20.00 to Ana; then $50.00 given back: $1,065.00.
    const { body } = await pay(oneAfterAnother, { tips: [{ staffId: ana, amount: 2000 }], payments: [{ method: "card", amount: 113500 }] });
    await suite.admin.post(`/api/admin/checkouts/${body.checkoutId}/adjustments`).send({ target: "sale", method: "card", amount: -5000, reason: "Chipped" }).expect(201);
    // $1,225.00 − $10.01 = $1,214.99, tips $30.00 to Ana and $20.00 to Bea.
    await pay(together, {
      discount: { kind: "amount", value: 1001, reason: "Regular" },
      tips: [
        { staffId: ana, amount: 3000 },
        { staffId: bea, amount: 2000 },
      ],
      payments: [{ method: "cash", amount: 126499 }],
    });
  });

  it("credits each manicurist her part's share of the sale, the leftover cent to the first part, and the tips she was given", async () => {
    // One after another: $1,065.00 × 490/1,115 → Bea $468.02 + 1¢ left over (hers: part 1), × 625/1,115 → Ana $596.97.
    // Together: $1,214.99 × 735/1,225 → Ana $728.99 + 1¢ (part 1), × 490/1,225 → Bea $485.99.
    expect((await saturday("revenue", "&groupBy=staff")).body.rows).toEqual([
      { staffId: ana, nameEs: "Ana", nameEn: "Ana", visits: 2, sales: 132597, tips: 5000, commissionPercent: 40, commission: 53039 },
      { staffId: bea, nameEs: 'Núñez, "Bea"', nameEn: 'Núñez, "Bea"', visits: 2, sales: 95402, tips: 2000, commissionPercent: 50, commission: 47701 },
    ]);
    // The salon's figures count each visit once: 132,597 + 95,402 = 227,999.
    expect((await saturday("revenue", "&groupBy=day")).body.rows).toEqual([
      { period: "2026-03-14", visits: 2, gross: 234000, discounts: 1001, sales: 227999, tips: 7000 },
    ]);
    expect((await saturday("visits")).body.rows).toMatchObject([{ period: "2026-03-14", booked: 2, completed: 2 }]);
    expect((await saturday("hours")).body.rows).toEqual([
      { weekday: 6, hour: 10, visits: 1 },
      { weekday: 6, hour: 13, visits: 1 },
    ]);
  });

  it("books each manicurist her own part's minutes", async () => {
    // Ana: 110 + 120 of her 450 scheduled minutes; Bea: 50 + 50 of her 240.
    expect((await saturday("occupancy")).body.rows).toEqual([
      { staffId: ana, nameEs: "Ana", nameEn: "Ana", scheduledMinutes: 450, bookedMinutes: 230, occupancy: 0.5111 },
      { staffId: bea, nameEs: 'Núñez, "Bea"', nameEn: 'Núñez, "Bea"', scheduledMinutes: 240, bookedMinutes: 100, occupancy: 0.4167 },
    ]);
  });
});

describe("CSV and refusals", () => {
  it("exports any report as RFC 4180 CSV, UTF-8 with a byte-order mark, that parses back to the same figures", async () => {
    const res = await report("revenue", "&groupBy=staff&format=csv").buffer(true).parse((response, callback) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => callback(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain("revenue-staff-2026-03-02-2026-03-10.csv");
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain('"Núñez, ""Bea"""');
    expect(text.split("\r\n")[0]).toBe("\uFEFFstaffId,nameEs,nameEn,visits,sales,tips,commissionPercent,commission");
    const records = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(records).toEqual([
      { staffId: String(ana), nameEs: "Ana", nameEn: "Ana", visits: "3", sales: "160000", tips: "7000", commissionPercent: "40", commission: "64000" },
      { staffId: String(bea), nameEs: 'Núñez, "Bea"', nameEn: 'Núñez, "Bea"', visits: "1", sales: "70000", tips: "3000", commissionPercent: "50", commission: "35000" },
    ]);
  });

  it("refuses a range over 366 days, an unknown report or grouping, in the admin's language", async () => {
    const long = await suite.admin.get("/api/admin/reports/revenue?from=2025-01-01&to=2026-03-10").set("Accept-Language", "es");
    expect([long.status, long.body]).toEqual([400, { message: "Elige como máximo 366 días" }]);
    expect((await suite.admin.get("/api/admin/reports/profit?from=2026-03-01&to=2026-03-10")).status).toBe(400);
    expect((await report("visits", "&groupBy=staff")).status).toBe(400);
    expect((await suite.admin.get("/api/admin/reports/revenue?from=2026-03-10&to=2026-03-01")).status).toBe(400);
    expect((await suite.admin.get("/api/admin/reports/revenue")).status).toBe(400);
  });
});
