import { eq, inArray } from "drizzle-orm";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { ACRYLIC_CATEGORY_REQUIRED } from "@shared/admin-api";
import { CONFIGURABLE_SERVICES, DEFAULT_OPTIONS, SERVICE_IDS } from "@shared/catalogue";
import { appointmentItems, appointments, serviceOptions, services } from "@shared/schema";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";
import { newOptionId } from "./service";

const suite = registerApiSuite({ signIn: "admin" });

beforeEach(async () => {
  await suite.ctx.database.db.delete(serviceOptions);
  for (const serviceId of Object.keys(DEFAULT_OPTIONS)) {
    await suite.ctx.database.db.insert(serviceOptions).values(DEFAULT_OPTIONS[serviceId].map((option) => ({ ...option, active: true })));
  }
});

const publicOptionIds = async (serviceId: string): Promise<string[]> =>
  (await request(suite.ctx.app).get(`/api/service-options/${serviceId}`)).body.map((option: { id: string }) => option.id);

const newOption = {
  parentServiceId: "esmalte",
  nameEn: "French Tips",
  nameEs: "Puntas Francesas",
  durationMinutes: 45,
  price: 22000,
  displayOrder: 4,
  active: true,
};

describe("GET /api/admin/service-options/:id (a service's id)", () => {
  it("lists every option, inactive ones too, by category then display order", async () => {
    await suite.ctx.database.db.update(serviceOptions).set({ active: false }).where(eq(serviceOptions.id, "acrylic-type-fill"));
    const res = await suite.admin.get("/api/admin/service-options/1");
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
    const res = await suite.admin.get("/api/admin/service-options/no-such-service");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Service not found" });
  });
});

describe("POST /api/admin/service-options", () => {
  it("adds an option that the booking page lists at once", async () => {
    const res = await suite.admin.post("/api/admin/service-options").send(newOption);
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

  it("fills the form's defaults: 30 minutes, 18000 cents, order 0, active", async () => {
    const res = await suite.admin.post("/api/admin/service-options").send({ parentServiceId: "6", nameEn: "Full Leg", nameEs: "Pierna Completa" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ durationMinutes: 30, price: 18000, displayOrder: 0, active: true });
  });

  it.each([
    [{ durationMinutes: 10 }, "Duration must be from 15 to 120 minutes, in steps of 5"],
    [{ durationMinutes: 125 }, "Duration must be from 15 to 120 minutes, in steps of 5"],
    [{ durationMinutes: 47 }, "Duration must be from 15 to 120 minutes, in steps of 5"],
    [{ price: -500 }, "Price must be from 0 to 50000 cents, in steps of 500"],
    [{ price: 50500 }, "Price must be from 0 to 50000 cents, in steps of 500"],
    [{ price: 19999 }, "Price must be from 0 to 50000 cents, in steps of 500"],
    [{ displayOrder: "first" }, "Display order must be a whole number"],
    [{ displayOrder: 1.5 }, "Display order must be a whole number"],
  ])("refuses %j outside the form's ranges with a 400", async (change, message) => {
    const res = await suite.admin.post("/api/admin/service-options").send({ ...newOption, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    const edited = await suite.admin.put("/api/admin/service-options/polish-feet").send(change);
    expect(edited.status).toBe(400);
  });

  it("still renames a default option whose price lies outside the form's range, sent back unchanged", async () => {
    const lashes = (await suite.admin.get("/api/admin/service-options/3")).body.find((option: { id: string }) => option.id === "lash-classic");
    const res = await suite.admin.put("/api/admin/service-options/lash-classic").send({ ...lashes, nameEn: "Classic Lashes" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nameEn: "Classic Lashes", price: lashes.price });
  });

  it("adds an inactive option the booking page does not show", async () => {
    const res = await suite.admin.post("/api/admin/service-options").send({ ...newOption, active: false });
    expect(res.status).toBe(201);
    expect(await publicOptionIds("esmalte")).not.toContain(res.body.id);
  });

  it.each([
    [{ ...newOption, nameEn: "" }, "English name is required"],
    [{ ...newOption, nameEs: undefined }, "Spanish name is required"],
  ])("refuses an invalid form with its message", async (body, message) => {
    const res = await suite.admin.post("/api/admin/service-options").send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it.each([
    ["without a category", {}],
    ["with an empty category", { category: "" }],
    ["with a category the acrylic dialog does not have", { category: "colour" }],
  ])("refuses an acrylic nails option %s with 400", async (_case, category) => {
    const res = await suite.admin.post("/api/admin/service-options").send({ ...newOption, parentServiceId: SERVICE_IDS.acrylic, ...category });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: ACRYLIC_CATEGORY_REQUIRED });
    expect(await suite.ctx.database.db.$count(serviceOptions, eq(serviceOptions.nameEn, newOption.nameEn))).toBe(0);
  });

  it("stores no category for the services whose dialogs have none", async () => {
    const res = await suite.admin.post("/api/admin/service-options").send({ ...newOption, category: "length" });
    expect(res.status).toBe(201);
    expect(res.body.category).toBeNull();
  });

  it("adds an acrylic option with a category that the booking page lists and books", async () => {
    const added = await suite.admin.post("/api/admin/service-options").send({
      ...newOption,
      parentServiceId: SERVICE_IDS.acrylic,
      nameEn: "Stiletto XL",
      category: "length",
      price: 45000,
      durationMinutes: 90,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ parentServiceId: "1", category: "length", active: true });
    const listed = (await request(suite.ctx.app).get("/api/service-options/1")).body;
    expect(listed.find((option: { id: string }) => option.id === added.body.id)).toMatchObject({ category: "length" });

    await addStaff(suite.ctx.database.db, { serviceIds: ["1"], workingDates: [TUESDAY] });
    const optionIds = [added.body.id, "acrylic-technique-acrylic", "acrylic-type-new-set"];
    const booked = await request(suite.ctx.app)
      .post("/api/appointments/public")
      .send(bookingPayload({ services: [{ serviceId: "1", optionIds }] }));
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ totalPrice: 45000, totalDuration: 90 });
    const items = await suite.ctx.database.db.select().from(appointmentItems).where(eq(appointmentItems.appointmentId, booked.body.id));
    expect(items.map((item) => item.itemId)).toEqual(expect.arrayContaining(optionIds));
  });

  it("gives a pedicure option with a very long name an id of at most 50 characters, bookable as the pedicure type", async () => {
    const longName = "Signature Paraffin Hot Stone Aromatherapy Spa Ritual With Collagen Socks";
    const added = await suite.admin.post("/api/admin/service-options").send({
      ...newOption,
      parentServiceId: SERVICE_IDS.pedicure,
      nameEn: longName,
      includesEn: "Paraffin, hot stones and a collagen mask",
      includesEs: "Parafina, piedras calientes y mascarilla de colágeno",
    });
    expect(added.status).toBe(201);
    expect(added.body.id.length).toBeLessThanOrEqual(50);
    expect(added.body.id).toMatch(/^2-signature-paraffin-hot-stone-[a-z-]*[0-9a-f]{6}$/);
    const listed = (await request(suite.ctx.app).get("/api/service-options/2")).body;
    expect(listed.find((option: { id: string }) => option.id === added.body.id)).toMatchObject({
      includesEn: "Paraffin, hot stones and a collagen mask",
      includesEs: "Parafina, piedras calientes y mascarilla de colágeno",
    });

    await addStaff(suite.ctx.database.db, { serviceIds: ["2"], workingDates: [TUESDAY] });
    const booked = await request(suite.ctx.app)
      .post("/api/appointments/public")
      .send(bookingPayload({ services: [{ serviceId: "2" }], pedicureType: added.body.id }));
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ totalPrice: newOption.price, totalDuration: newOption.durationMinutes });
    const [stored] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, booked.body.id));
    expect(stored.pedicureType).toBe(added.body.id);
  });

  it("refuses an unknown parent service with 400", async () => {
    const res = await suite.admin.post("/api/admin/service-options").send({ ...newOption, parentServiceId: "nope" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Unknown service: nope" });
    expect(await suite.ctx.database.db.$count(serviceOptions, eq(serviceOptions.parentServiceId, "nope"))).toBe(0);
  });

  it("answers a body that is not a JSON object with 400, not 500 (found by the bad-input test)", async () => {
    for (const res of [
      await suite.admin.post("/api/admin/service-options").type("form").send("services=["),
      await suite.admin.post("/api/admin/service-options").send([]),
      await suite.admin.post("/api/admin/service-options").type("json").send("null"),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe("PUT /api/admin/service-options/:id", () => {
  it("changes the fields sent, keeps the rest, and the booking page shows it", async () => {
    const res = await suite.admin.put("/api/admin/service-options/polish-feet").send({ nameEn: "Feet", price: 19500 });
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
    const listed = (await request(suite.ctx.app).get("/api/service-options/esmalte")).body;
    expect(listed.find((option: { id: string }) => option.id === "polish-feet")).toMatchObject({ nameEn: "Feet", price: 19500 });
  });

  it("hides a deactivated option from the booking page and shows it again when reactivated", async () => {
    await suite.admin.put("/api/admin/service-options/polish-feet").send({ active: false });
    expect(await publicOptionIds("esmalte")).toEqual(["polish-hands", "polish-hands-feet"]);
    await suite.admin.put("/api/admin/service-options/polish-feet").send({ active: true });
    expect(await publicOptionIds("esmalte")).toEqual(["polish-hands", "polish-feet", "polish-hands-feet"]);
  });

  it("never moves an option to another service", async () => {
    const res = await suite.admin.put("/api/admin/service-options/polish-feet").send({ parentServiceId: "2" });
    expect(res.status).toBe(200);
    expect(res.body.parentServiceId).toBe("esmalte");
  });

  it("changes an acrylic option's category but refuses to remove it", async () => {
    const moved = await suite.admin.put("/api/admin/service-options/acrylic-type-repair").send({ category: "technique" });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ category: "technique", nameEn: "Repair per nail" });
    for (const category of [null, "", "colour"]) {
      const refused = await suite.admin.put("/api/admin/service-options/acrylic-type-repair").send({ category });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: ACRYLIC_CATEGORY_REQUIRED });
    }
    const [kept] = await suite.ctx.database.db.select().from(serviceOptions).where(eq(serviceOptions.id, "acrylic-type-repair"));
    expect(kept.category).toBe("technique");
  });

  it("stores no category when editing another service's option", async () => {
    const res = await suite.admin.put("/api/admin/service-options/polish-feet").send({ category: "length" });
    expect(res.status).toBe(200);
    expect(res.body.category).toBeNull();
  });

  it("answers 404 for an unknown option and 400 for an invalid form", async () => {
    for (const body of [{ nameEn: "X" }, { category: "length" }]) {
      const missing = await suite.admin.put("/api/admin/service-options/nope").send(body);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: "Service option not found" });
    }
    const invalid = await suite.admin.put("/api/admin/service-options/polish-feet").send({ nameEs: " " });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ message: "Spanish name is required" });
  });
});

describe("DELETE /api/admin/service-options/:id", () => {
  it("removes the option from the admin and booking lists", async () => {
    const res = await suite.admin.delete("/api/admin/service-options/wax-mustache");
    expect(res.status).toBe(204);
    expect(await publicOptionIds("6")).toEqual(["wax-eyebrow", "wax-underarm"]);
    expect((await suite.admin.get("/api/admin/service-options/6")).body.map((option: { id: string }) => option.id)).toEqual([
      "wax-eyebrow",
      "wax-underarm",
    ]);
  });

  it("answers 404 for an unknown option", async () => {
    const res = await suite.admin.delete("/api/admin/service-options/nope");
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
      await suite.ctx.database.db.update(serviceOptions).set({ nameEn: "Edited", price: 1 }).where(eq(serviceOptions.id, edited));
      await suite.ctx.database.db.delete(serviceOptions).where(inArray(serviceOptions.id, removed));
      const added = await suite.admin.post("/api/admin/service-options").send({ ...newOption, parentServiceId: serviceId, category: "type" });

      const first = await suite.admin.post(`/api/admin/${seedPath}`);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ message: expect.stringMatching(new RegExp(`^Restored ${removed.length} default options? for `)) });
      const ids = (await suite.admin.get(`/api/admin/service-options/${serviceId}`)).body.map((option: { id: string }) => option.id);
      expect(ids.sort()).toEqual([...defaults.map((option) => option.id), added.body.id].sort());
      const [kept] = await suite.ctx.database.db.select().from(serviceOptions).where(eq(serviceOptions.id, edited));
      expect(kept).toMatchObject({ nameEn: "Edited", price: 1 });

      const again = await suite.admin.post(`/api/admin/${seedPath}`);
      expect(again.body).toEqual({ message: expect.stringMatching(/^All default options for .+ are already present$/) });
      expect(await suite.ctx.database.db.$count(serviceOptions, eq(serviceOptions.parentServiceId, serviceId))).toBe(defaults.length + 1);
    },
  );

  it("answers 404 when the service itself is gone", async () => {
    await suite.ctx.database.db.delete(services).where(eq(services.id, "cejas"));
    try {
      const res = await suite.admin.post("/api/admin/seed-cejas-options");
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Service cejas does not exist: seed the services first" });
    } finally {
      await suite.admin.post("/api/admin/seed-services");
    }
  });
});

describe("the service-option calls", () => {
  it("are refused to anyone not signed in as an admin", async () => {
    expect((await request(suite.ctx.app).get("/api/admin/service-options/esmalte")).status).toBe(401);
    expect((await request(suite.ctx.app).post("/api/admin/seed-esmalte-options")).status).toBe(401);
    expect((await request(suite.ctx.app).delete("/api/admin/service-options/polish-feet")).status).toBe(401);
    expect(await publicOptionIds("esmalte")).toContain("polish-feet");
  });
});

describe("newOptionId", () => {
  it("fits a booking's 50-character pedicure type whatever the names, keeping the random suffix", () => {
    expect(newOptionId("esmalte", "Mañana Ñandú ÉCLAT!")).toMatch(/^esmalte-manana-nandu-eclat-[0-9a-f]{6}$/);
    expect(newOptionId("6", "★★★")).toMatch(/^6-option-[0-9a-f]{6}$/);
    expect(newOptionId("2", "a very long option name that goes on and on and on")).toMatch(
      /^2-a-very-long-option-name-that-goes-on-and-[0-9a-f]{6}$/,
    );
    expect(newOptionId("x".repeat(50), "a very long option name indeed")).toMatch(/^x{43}-[0-9a-f]{6}$/);
    expect(newOptionId("2", "z".repeat(100))).toMatch(/^2-z{41}-[0-9a-f]{6}$/);
  });
});
