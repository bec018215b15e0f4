import { eq } from "drizzle-orm";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { serviceOptions, services } from "@shared/schema";
import { openDatabase } from "../infra/db/database";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";
import { recordQueries } from "../test/query-counter";

const suite = registerApiSuite();

beforeEach(async () => {
  await suite.ctx.database.db.update(serviceOptions).set({ price: 10000, active: true }).where(eq(serviceOptions.id, "brow-design"));
  await suite.ctx.database.db.update(services).set({ price: 10000 }).where(eq(services.id, "cejas"));
});

const browOptions = async (app = suite.ctx.app) =>
  (await request(app).get("/api/service-options/cejas").expect(200)).body as { id: string; price: number }[];

describe("the catalogue kept in memory", () => {
  it("is read in two statements by an instance's first request, then served without any", async () => {
    const app = suite.ctx.newInstance();
    const recorder = recordQueries(suite.ctx.database.pool);
    const first = await recorder.during(() => request(app).get("/api/services").expect(200));
    expect(first, first.join("\n")).toHaveLength(2);
    const later = await recorder.during(async () => {
      await request(app).get("/api/services").expect(200);
      await request(app).get("/api/service-options/cejas").expect(200);
    });
    expect(later).toEqual([]);
  });

  it("lists the active services and each service's active options in the booking page's order", async () => {
    const listed = (await request(suite.ctx.app).get("/api/services").expect(200)).body as { id: string; active: boolean }[];
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.every((service) => service.active)).toBe(true);
    expect((await browOptions()).map((option) => option.id)).toEqual(["brow-lamination", "brow-hd-lamination", "brow-design"]);
    expect((await request(suite.ctx.app).get("/api/service-options/no-such-service").expect(200)).body).toEqual([]);
  });

  it("shows a change written through this instance's pool to the very next request", async () => {
    expect((await browOptions()).map((option) => option.id)).toContain("brow-design");
    await suite.ctx.database.db.update(serviceOptions).set({ active: false }).where(eq(serviceOptions.id, "brow-design"));
    expect((await browOptions()).map((option) => option.id)).not.toContain("brow-design");
  });

  it("hears a change committed by another instance through PostgreSQL within 2 s", async () => {
    expect((await browOptions()).find((option) => option.id === "brow-design")?.price).toBe(10000);
    const other = await openDatabase({ databaseUrl: suite.ctx.database.connectionUrl });
    try {
      await other.db.update(serviceOptions).set({ price: 12500 }).where(eq(serviceOptions.id, "brow-design"));
    } finally {
      await other.close();
    }
    const deadline = Date.now() + 2_000;
    let price: number | undefined;
    while (Date.now() < deadline) {
      price = (await browOptions()).find((option) => option.id === "brow-design")?.price;
      if (price === 12500) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(price).toBe(12500);
  });

  it("prices a booking from the catalogue as it is after a change", async () => {
    await addStaff(suite.ctx.database.db, { serviceIds: ["cejas"], workingDates: [TUESDAY] });
    const brows = bookingPayload({ services: [{ serviceId: "cejas", optionIds: ["brow-design"] }] });
    expect((await request(suite.ctx.app).post("/api/appointments/public").send(brows).expect(201)).body.totalPrice).toBe(10000);
    await suite.ctx.database.db.update(serviceOptions).set({ price: 15000 }).where(eq(serviceOptions.id, "brow-design"));
    const later = await request(suite.ctx.app).post("/api/appointments/public").send({ ...brows, appointmentTime: "14:00" }).expect(201);
    expect(later.body.totalPrice).toBe(15000);
  });
});
