import { eq, inArray } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONFIGURABLE_SERVICES, DEFAULT_OPTIONS } from "@shared/catalogue";
import { serviceOptions, services } from "@shared/schema";
import { resetBookingData } from "../test/booking-fixtures";
import { signedInAgent, type SignedInAgent } from "../test/agents";
import { createTestContext, type TestContext } from "../test/harness";
import { newOptionId } from "./service";

let ctx: TestContext;
let admin: SignedInAgent;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await resetBookingData(ctx.database.db);
  await ctx.database.db.delete(serviceOptions);
  for (const serviceId of Object.keys(DEFAULT_OPTIONS)) {
    await ctx.database.db.insert(serviceOptions).values(DEFAULT_OPTIONS[serviceId].map((option) => ({ ...option, active: true })));
  }
  admin = await signedInAgent(ctx, { level: "admin" });
});

const publicOptionIds = async (serviceId: string): Promise<string[]> =>
  (await request(ctx.app).get(`/api/service-options/${serviceId}`)).body.map((option: { id: string }) => option.id);

const newOption = {
  parentServiceId: "esmalte",
  nameEn: "French Tips",
  nameEs: "Puntas Francesas",
  durationMinutes: 45,
  price: 22000,
  displayOrder: 4,
  active: true,
};

describe("GET /api/admin/service-options/:parentServiceId", () => {
  it("lists every option, inactive ones too, by category then display order", async () => {
    await ctx.database.db.update(serviceOptions).set({ active: false }).where(eq(serviceOptions.id, "acrylic-type-fill"));
    const res = await admin.get("/api/admin/service-options/1");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(DEFAULT_OPTIONS["1"].length);
    expect(res.body.map((option: { category: string }) => option.category)).toEqual([
      ...Array(13).fill("length"),
      ...Array(4).fill("technique"),
      ...Array(3).fill("type"),
    ]);
    expect(res.body.slice(13, 17).map((option: { displayOrder: number }) => option.displayOrder)).toEqual([1, 2, 3, 4]);
    expect(res.body.find((option: { id: string }) => option.id === "acrylic-type-fill")).toMatchObject({ active: false, price: -5000 });
    expect(await publicOptionIds("1")).not.toContain("acrylic-type-fill");
  });

  it("answers 404 for an unknown service", async () => {
    const res = await admin.get("/api/admin/service-options/no-such-service");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Service not found" });
  });
});

describe("POST /api/admin/service-options", () => {
  it("adds an option that the booking page lists at once", async () => {
    const res = await admin.post("/api/admin/service-options").send(newOption);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ...newOption,
      id: expect.stringMatching(/^esmalte-french-tips-[0-9a-f]{6}$/),
      category: null,
      includesEn: null,
      includesEs: null,
    });
    expect(await publicOptionIds("esmalte")).toEqual(["polish-hands", "polish-feet", "polish-hands-feet", res.body.id]);
  });

  it("fills the form's defaults: 30 minutes, 18000 cents, order 0 when not a number, active", async () => {
    const res = await admin
      .post("/api/admin/service-options")
      .send({ parentServiceId: "6", nameEn: "Full Leg", nameEs: "Pierna Completa", displayOrder: "first" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ durationMinutes: 30, price: 18000, displayOrder: 0, active: true });
  });

  it("adds an inactive option the booking page does not show", async () => {
    const res = await admin.post("/api/admin/service-options").send({ ...newOption, active: false });
    expect(res.status).toBe(201);
    expect(await publicOptionIds("esmalte")).not.toContain(res.body.id);
  });

  it.each([
    [{ ...newOption, nameEn: "" }, "English name is required"],
    [{ ...newOption, nameEs: undefined }, "Spanish name is required"],
  ])("refuses an invalid form with its message", async (body, message) => {
    const res = await admin.post("/api/admin/service-options").send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it("refuses an unknown parent service with 400", async () => {
    const res = await admin.post("/api/admin/service-options").send({ ...newOption, parentServiceId: "nope" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Unknown service: nope" });
    expect(await ctx.database.db.$count(serviceOptions, eq(serviceOptions.parentServiceId, "nope"))).toBe(0);
  });
});

describe("PUT /api/admin/service-options/:id", () => {
  it("changes the fields sent, keeps the rest, and the booking page shows it", async () => {
    const res = await admin.put("/api/admin/service-options/polish-feet").send({ nameEn: "Feet", price: 19500 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: "polish-feet",
      parentServiceId: "esmalte",
      nameEn: "Feet",
      nameEs: "Solo Pies",
      price: 19500,
      durationMinutes: 30,
      displayOrder: 2,
      active: true,
    });
    const listed = (await request(ctx.app).get("/api/service-options/esmalte")).body;
    expect(listed.find((option: { id: string }) => option.id === "polish-feet")).toMatchObject({ nameEn: "Feet", price: 19500 });
  });

  it("hides a deactivated option from the booking page and shows it again when reactivated", async () => {
    await admin.put("/api/admin/service-options/polish-feet").send({ active: false });
    expect(await publicOptionIds("esmalte")).toEqual(["polish-hands", "polish-hands-feet"]);
    await admin.put("/api/admin/service-options/polish-feet").send({ active: true });
    expect(await publicOptionIds("esmalte")).toEqual(["polish-hands", "polish-feet", "polish-hands-feet"]);
  });

  it("never moves an option to another service", async () => {
    const res = await admin.put("/api/admin/service-options/polish-feet").send({ parentServiceId: "2" });
    expect(res.status).toBe(200);
    expect(res.body.parentServiceId).toBe("esmalte");
  });

  it("answers 404 for an unknown option and 400 for an invalid form", async () => {
    const missing = await admin.put("/api/admin/service-options/nope").send({ nameEn: "X" });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Service option not found" });
    const invalid = await admin.put("/api/admin/service-options/polish-feet").send({ nameEs: " " });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ message: "Spanish name is required" });
  });
});

describe("DELETE /api/admin/service-options/:id", () => {
  it("removes the option from the admin and booking lists", async () => {
    const res = await admin.delete("/api/admin/service-options/wax-mustache");
    expect(res.status).toBe(204);
    expect(await publicOptionIds("6")).toEqual(["wax-eyebrow", "wax-underarm"]);
    expect((await admin.get("/api/admin/service-options/6")).body.map((option: { id: string }) => option.id)).toEqual([
      "wax-eyebrow",
      "wax-underarm",
    ]);
  });

  it("answers 404 for an unknown option", async () => {
    const res = await admin.delete("/api/admin/service-options/nope");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Service option not found" });
  });
});

describe("the seed-options calls", () => {
  it.each(CONFIGURABLE_SERVICES.map(({ serviceId, seedPath }) => [seedPath, serviceId]))(
    "POST /api/admin/%s restores the deleted defaults of its service, keeping edits and additions",
    async (seedPath, serviceId) => {
      const defaults = DEFAULT_OPTIONS[serviceId];
      const [edited, ...removed] = defaults.map((option) => option.id);
      await ctx.database.db.update(serviceOptions).set({ nameEn: "Edited", price: 1 }).where(eq(serviceOptions.id, edited));
      await ctx.database.db.delete(serviceOptions).where(inArray(serviceOptions.id, removed));
      const added = await admin.post("/api/admin/service-options").send({ ...newOption, parentServiceId: serviceId });

      const first = await admin.post(`/api/admin/${seedPath}`);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ message: expect.stringMatching(new RegExp(`^Restored ${removed.length} default options? for `)) });
      const ids = (await admin.get(`/api/admin/service-options/${serviceId}`)).body.map((option: { id: string }) => option.id);
      expect(ids.sort()).toEqual([...defaults.map((option) => option.id), added.body.id].sort());
      const [kept] = await ctx.database.db.select().from(serviceOptions).where(eq(serviceOptions.id, edited));
      expect(kept).toMatchObject({ nameEn: "Edited", price: 1 });

      const again = await admin.post(`/api/admin/${seedPath}`);
      expect(again.body).toEqual({ message: expect.stringMatching(/^All default options for .+ are already present$/) });
      expect(await ctx.database.db.$count(serviceOptions, eq(serviceOptions.parentServiceId, serviceId))).toBe(defaults.length + 1);
    },
  );

  it("answers 404 when the service itself is gone", async () => {
    await ctx.database.db.delete(services).where(eq(services.id, "cejas"));
    try {
      const res = await admin.post("/api/admin/seed-cejas-options");
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Service cejas does not exist: seed the services first" });
    } finally {
      await admin.post("/api/admin/seed-services");
    }
  });
});

describe("the service-option calls", () => {
  it("are refused to anyone not signed in as an admin", async () => {
    expect((await request(ctx.app).get("/api/admin/service-options/esmalte")).status).toBe(401);
    expect((await request(ctx.app).post("/api/admin/seed-esmalte-options")).status).toBe(401);
    expect((await request(ctx.app).delete("/api/admin/service-options/polish-feet")).status).toBe(401);
    expect(await publicOptionIds("esmalte")).toContain("polish-feet");
  });
});

describe("newOptionId", () => {
  it("fits the 64-character column whatever the names", () => {
    expect(newOptionId("esmalte", "Mañana Ñandú ÉCLAT!")).toMatch(/^esmalte-manana-nandu-eclat-[0-9a-f]{6}$/);
    expect(newOptionId("6", "★★★")).toMatch(/^6-option-[0-9a-f]{6}$/);
    const long = newOptionId("x".repeat(50), "a very long option name indeed");
    expect(long.length).toBeLessThanOrEqual(64);
    expect(long).toMatch(/^x{50}-a-very-[0-9a-f]{6}$/);
  });
});
