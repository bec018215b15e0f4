import fs from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { salonConfig, serviceOptions, services, staff, staffAvailability, staffServices, staffWeeklySchedules } from "@shared/schema";
import { addDays } from "@shared/time";
import { staffDaysOn } from "../availability/staff-days";
import type { Database } from "../infra/db/database";
import { openTestDatabase } from "../test/test-database";
import { seedAll } from "./seed";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../client/public");

describe("seed", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedAll(database.db);
  });
  afterAll(() => database.close());

  it("loads every service of the default catalogue with its cents and minutes", async () => {
    const rows = await database.db
      .select({
        id: services.id,
        nameEn: services.nameEn,
        nameEs: services.nameEs,
        price: services.price,
        minutes: services.durationMinutes,
        comingSoon: services.comingSoon,
      })
      .from(services)
      .orderBy(asc(services.displayOrder));
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(Object.keys(byId).sort()).toEqual(
      ["1", "2", "3", "4", "5", "6", "acripie", "brillo", "cejas", "esmalte", "gelish", "lash-lifting", "lash-lifting-rimel", "retiro-ruber", "ruber"].sort(),
    );
    expect(byId["1"]).toMatchObject({ nameEn: "Acrylic Nails", price: 40000, minutes: 120 });
    expect(byId["2"]).toMatchObject({ nameEn: "Pedicure", minutes: 75 });
    expect(byId["3"]).toMatchObject({ nameEn: "Eyelash Extensions", price: 8000, minutes: 120 });
    expect(byId["4"]).toMatchObject({ nameEn: "Haircut", price: 3500, minutes: 45, comingSoon: true });
    expect(byId["5"]).toMatchObject({ price: 6500, minutes: 60, comingSoon: true });
    expect(byId["lash-lifting"]).toMatchObject({ price: 55000, minutes: 120 });
    expect(byId["lash-lifting-rimel"]).toMatchObject({ price: 62000, minutes: 120 });
    expect(byId["retiro-ruber"]).toMatchObject({ nameEn: "Rubber Removal", price: 10000, minutes: 25 });
    expect(byId["ruber"]).toMatchObject({ price: 36000, minutes: 60 });
    expect(byId["gelish"]).toMatchObject({ nameEn: "Gel Polish", price: 21000, minutes: 60 });
    expect(byId["brillo"]).toMatchObject({ nameEn: "Shine", price: 16000, minutes: 20 });
    expect(byId["acripie"]).toMatchObject({ nameEn: "Acrylic Toes", price: 40000, minutes: 80 });
    expect(Object.fromEntries(rows.map((row) => [row.id, row.nameEs]))).toMatchObject({
      "1": "Uñas Acrílicas",
      "2": "Pedicura",
      "3": "Extensiones de Pestañas",
      "4": "Corte de Cabello",
      "5": "Tratamiento Facial",
      "6": "Depilación",
      cejas: "Cejas",
      "lash-lifting": "Lifting de Pestañas",
      "lash-lifting-rimel": "Lifting de Pestañas Efecto Rímel",
    });
    for (const row of rows) expect(row.nameEs, row.id).toBeTruthy();
  });

  it("loads every option list with the default catalogue's cents and minutes", async () => {
    const rows = await database.db.select().from(serviceOptions);
    const table = (parent: string, category: string | null = null) =>
      rows
        .filter((row) => row.parentServiceId === parent && row.category === category)
        .sort((a, b) => a.displayOrder - b.displayOrder)
        .map((row) => [row.nameEn, row.price, row.durationMinutes]);

    expect(table("2")).toEqual([["Express", 49000, 50], ["Deep Cleaning", 59000, 75], ["Jelly Spa", 69000, 95]]);
    expect(table("3")).toEqual([
      ["Classic", 85000, 120], ["Hybrid", 105000, 120], ["Hawaiian", 105000, 120],
      ["Wispy", 135000, 120], ["Volume", 135000, 120], ["Mega Volume", 155000, 120],
    ]);
    expect(table("cejas")).toEqual([["Brow Lamination", 40000, 60], ["HD Brow Lamination", 48000, 60], ["Brow Design", 10000, 30]]);
    expect(table("6")).toEqual([["Eyebrow", 28000, 20], ["Mustache", 15000, 15], ["Underarm", 48000, 30]]);
    expect(table("esmalte")).toEqual([["Hands Only", 18000, 30], ["Feet Only", 18000, 30], ["Hands and Feet", 32000, 50]]);
    expect(table("1", "technique")).toEqual([["Acrylic", 0, 0], ["Sculptural", 12000, 0], ["Soft Gel", 12000, 0], ["Polygel", 18000, 0]]);
    expect(table("1", "type")).toEqual([["New Set", 0, 0], ["Fill/Maintenance", -5000, -20], ["Repair per nail", 5000, 15]]);
    const lengths = table("1", "length");
    expect(lengths[0]).toEqual(["Minis", 40000, 120]);
    expect(lengths.at(-1)).toEqual(["#9½", 87000, 120]);
    for (let i = 1; i < lengths.length; i += 1) {
      const step = (lengths[i][1] as number) - (lengths[i - 1][1] as number);
      expect(step).toBeGreaterThanOrEqual(2500);
      expect(step).toBeLessThanOrEqual(5000);
      expect(lengths[i][2]).toBe(120);
    }
    const pedicure = rows.filter((row) => row.parentServiceId === "2");
    for (const row of pedicure) {
      expect(row.includesEn).toBeTruthy();
      expect(row.includesEs).toBeTruthy();
    }
  });

  it("adds four demo staff with qualifications and a working week in the booking window", async () => {
    const members = await database.db.select().from(staff);
    expect(members).toHaveLength(4);
    for (const member of members) {
      expect(member.email).toMatch(/@/);
      expect(member.photoUrl).toMatch(/^\/images\/staff\//);
      expect(fs.existsSync(path.join(PUBLIC_DIR, member.photoUrl ?? "")), `${member.photoUrl} is shipped`).toBe(true);
      const qualifications = await database.db.select().from(staffServices).where(eq(staffServices.staffId, member.id));
      expect(qualifications.length).toBeGreaterThan(0);
    }
    const weeks = await database.db.select().from(staffWeeklySchedules).orderBy(asc(staffWeeklySchedules.staffId), asc(staffWeeklySchedules.weekday));
    // Monday to Saturday for each of the four; Sunday (0) closed.
    expect(weeks).toHaveLength(24);
    expect([...new Set(weeks.map((day) => day.weekday))]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(weeks[0]).toMatchObject({ startTime: "09:00", endTime: "18:00", breakStartTime: "12:00" });
    expect(await database.db.$count(staffAvailability)).toBe(0);
    const [config] = await database.db.select().from(salonConfig);
    expect(config).toMatchObject({ businessHoursStart: "09:00", businessHoursEnd: "18:00" });
  });

  it("keeps the salon bookable any week: the staff days of a date months ahead come from the demo week", async () => {
    const monday = "2027-03-08";
    const days = (await staffDaysOn(database.db, [monday, addDays(monday, 6)]));
    expect(days.get(monday)).toHaveLength(4);
    expect(days.get(monday)?.every((day) => day.isPunchedIn && day.source === "schedule")).toBe(true);
    expect(days.get(addDays(monday, 6))).toEqual([]);
  });

  it("is idempotent", async () => {
    const count = async () => ({
      services: (await database.db.select().from(services)).length,
      options: (await database.db.select().from(serviceOptions)).length,
      staff: (await database.db.select().from(staff)).length,
      qualifications: (await database.db.select().from(staffServices)).length,
      weeks: (await database.db.select().from(staffWeeklySchedules)).length,
    });
    const before = await count();
    await seedAll(database.db);
    await seedAll(database.db);
    expect(await count()).toEqual(before);
  });
});
