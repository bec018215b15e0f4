import { asc, eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS, DEFAULT_SERVICES } from "@shared/catalogue";
import {
  appointments,
  emailOutbox,
  reviews,
  salonConfig,
  serviceOptions,
  services,
  staff,
  staffAvailability,
  staffServices,
  users,
  type AppointmentStatus, staffTimeOff, staffWeeklySchedules } from "@shared/schema";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { signedInAgent } from "../test/agents";
import { addAdmin, addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";
import { resetDatabase } from "./service";

const suite = registerApiSuite({ signIn: "admin" });

async function addClient(email: string): Promise<string> {
  const [client] = await suite.ctx.database.db.insert(users).values({ email, firstName: "Ana" }).returning({ id: users.id });
  return client.id;
}

async function addCompleted(actualEndTime: string | null, status: AppointmentStatus = "completed", date = "2026-11-20", time = "10:00"): Promise<number> {
  const [row] = await suite.ctx.database.db
    .insert(appointments)
    .values({
      userId: await addClient(`c-${Math.random().toString(36).slice(2, 8)}@example.com`),
      serviceId: "lash-lifting",
      appointmentDate: date,
      appointmentTime: time,
      status,
      actualEndTime,
    })
    .returning({ id: appointments.id });
  return row.id;
}

const endTimeOf = async (id: number) =>
  (await suite.ctx.database.db.select({ value: appointments.actualEndTime }).from(appointments).where(eq(appointments.id, id)))[0].value;

describe("POST /api/admin/seed-services", () => {
  it("reports every default service as already there on a seeded database", async () => {
    const res = await suite.admin.post("/api/admin/seed-services");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "All default services already exist",
      success: true,
      services: DEFAULT_SERVICES.map(({ id, nameEn, nameEs }) => ({ id, nameEn, nameEs, status: "already_exists" })),
    });
  });

  it("creates the missing ones with their options, keeps edited ones, and is idempotent", async () => {
    await suite.ctx.database.db.delete(services).where(eq(services.id, "2"));
    await suite.ctx.database.db.update(services).set({ price: 12345 }).where(eq(services.id, "cejas"));
    const res = await suite.admin.post("/api/admin/seed-services");
    expect(res.body.message).toBe(`Created 1 service; ${DEFAULT_SERVICES.length - 1} already existed`);
    expect(res.body.services.filter((service: { status: string }) => service.status === "created")).toEqual([
      { id: "2", nameEn: "Pedicure", nameEs: "Pedicura", status: "created" },
    ]);
    expect(await suite.ctx.database.db.$count(serviceOptions, eq(serviceOptions.parentServiceId, "2"))).toBe(DEFAULT_OPTIONS["2"].length);
    expect((await request(suite.ctx.app).get("/api/service-options/2")).body).toHaveLength(DEFAULT_OPTIONS["2"].length);
    const [cejas] = await suite.ctx.database.db.select({ price: services.price }).from(services).where(eq(services.id, "cejas"));
    expect(cejas.price).toBe(12345);

    const again = await suite.admin.post("/api/admin/seed-services");
    expect(again.body.services.every((service: { status: string }) => service.status === "already_exists")).toBe(true);
  });

  it("reports a service the database refuses as an error and still creates the others", async () => {
    const db = suite.ctx.database.db;
    await db.delete(services).where(inArray(services.id, ["4", "5"]));
    await db.execute(sql`ALTER TABLE services ADD CONSTRAINT no_haircut_yet CHECK (id <> '4')`);
    try {
      const res = await suite.admin.post("/api/admin/seed-services");
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toBe(`Created 1 service; ${DEFAULT_SERVICES.length - 2} already existed; 1 could not be created`);
      const byId = Object.fromEntries(res.body.services.map((service: { id: string; status: string }) => [service.id, service.status]));
      expect(byId).toMatchObject({ "4": "error", "5": "created", "1": "already_exists" });
      expect(await db.$count(services)).toBe(DEFAULT_SERVICES.length - 1);
    } finally {
      await db.execute(sql`ALTER TABLE services DROP CONSTRAINT no_haircut_yet`);
      await db.insert(services).values(DEFAULT_SERVICES.filter((service) => service.id === "4")).onConflictDoNothing();
    }
  });
});

describe("POST /api/admin/reset-database", () => {
  async function populate() {
    const ana = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["lash-lifting"], workingDates: [TUESDAY, "2026-11-25"] });
    const booked = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload());
    expect(booked.status).toBe(201);
    const clientId = await addClient("old@example.com");
    const [past] = await suite.ctx.database.db
      .insert(appointments)
      .values({ userId: clientId, serviceId: "lash-lifting", staffId: ana, appointmentDate: "2026-11-10", appointmentTime: "10:00", status: "completed" })
      .returning({ id: appointments.id });
    await suite.ctx.database.db.insert(reviews).values({ appointmentId: past.id, staffId: ana, userId: clientId, rating: 5 });
    return { ana };
  }

  it("refuses a regular admin with 403 and deletes nothing", async () => {
    await populate();
    const res = await suite.admin.post("/api/admin/reset-database");
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Only a superadmin can reset the database" });
    expect(await suite.ctx.database.db.$count(appointments)).toBe(2);
    expect(await suite.ctx.database.db.$count(reviews)).toBe(1);
  });

  it("removes appointments, clients, availability and reviews, and keeps admins, staff and the catalogue", async () => {
    const { ana } = await populate();
    const superadmin = await signedInAgent(suite.ctx, { level: "superadmin" });
    const dormant = await addAdmin(suite.ctx.database.db, { level: "admin" });
    const [legacy] = await suite.ctx.database.db
      .insert(users)
      .values({ email: "legacy-admin@example.com", isAdmin: true, adminLevel: "none" })
      .returning({ id: users.id });
    const optionCount = await suite.ctx.database.db.$count(serviceOptions);
    const serviceCount = await suite.ctx.database.db.$count(services);

    const res = await superadmin.post("/api/admin/reset-database");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Database reset successfully",
      deletedCounts: { appointments: 2, users: 2, staffAvailability: 2, reviews: 1 },
    });

    expect(await suite.ctx.database.db.$count(appointments)).toBe(0);
    expect(await suite.ctx.database.db.$count(reviews)).toBe(0);
    expect(await suite.ctx.database.db.$count(staffAvailability)).toBe(0);
    const remaining = await suite.ctx.database.db.select({ id: users.id, adminLevel: users.adminLevel }).from(users).orderBy(asc(users.createdAt));
    expect(remaining).toHaveLength(4);
    expect(remaining.map((user) => user.id)).toEqual(expect.arrayContaining([dormant.id, legacy.id]));
    expect(remaining.map((user) => user.adminLevel).sort()).toEqual(["admin", "admin", "none", "superadmin"]);
    // The admins are still signed in and the staff, qualifications, catalogue and configuration are intact.
    expect((await suite.admin.get("/api/admin/current-user")).status).toBe(200);
    expect((await superadmin.get("/api/admin/current-user")).status).toBe(200);
    expect(await suite.ctx.database.db.select({ id: staff.id }).from(staff)).toEqual([{ id: ana }]);
    expect(await suite.ctx.database.db.select({ serviceId: staffServices.serviceId }).from(staffServices)).toEqual([{ serviceId: "lash-lifting" }]);
    expect(await suite.ctx.database.db.$count(serviceOptions)).toBe(optionCount);
    expect(await suite.ctx.database.db.$count(services)).toBe(serviceCount);
    expect(await suite.ctx.database.db.$count(salonConfig)).toBe(1);
    expect((await request(suite.ctx.app).get("/api/staff-for-service/lash-lifting")).body.map((member: { id: number }) => member.id)).toEqual([ana]);
  });

  it("keeps weekly schedules and time off, so the salon stays bookable right after", async () => {
    const ana = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["lash-lifting"] });
    await suite.ctx.database.db
      .insert(staffWeeklySchedules)
      .values([1, 2, 3, 4, 5, 6].map((weekday) => ({ staffId: ana, weekday, startTime: "09:00", endTime: "18:00" })));
    await suite.ctx.database.db.insert(staffTimeOff).values({ staffId: ana, startDate: "2026-12-24", endDate: "2026-12-26", note: "Navidad" });
    expect((await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload())).status).toBe(201);
    const superadmin = await signedInAgent(suite.ctx, { level: "superadmin" });
    expect((await superadmin.post("/api/admin/reset-database")).status).toBe(200);
    expect(await suite.ctx.database.db.$count(staffWeeklySchedules)).toBe(6);
    expect(await suite.ctx.database.db.$count(staffTimeOff)).toBe(1);
    expect((await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload())).status).toBe(201);
  });

  it("drops the emails still waiting about the removed appointments", async () => {
    await populate();
    expect(await suite.ctx.database.db.$count(emailOutbox, eq(emailOutbox.status, "pending"))).toBeGreaterThan(0);
    const superadmin = await signedInAgent(suite.ctx, { level: "superadmin" });
    expect((await superadmin.post("/api/admin/reset-database")).status).toBe(200);
    expect(await suite.ctx.database.db.$count(emailOutbox, eq(emailOutbox.status, "pending"))).toBe(0);
  });

  it("answers zero counts on an empty database", async () => {
    const superadmin = await signedInAgent(suite.ctx, { level: "superadmin" });
    const res = await superadmin.post("/api/admin/reset-database");
    expect(res.body.deletedCounts).toEqual({ appointments: 0, users: 0, staffAvailability: 0, reviews: 0 });
  });

  it("writes an audit line naming the superadmin and the counts", async () => {
    await populate();
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const boss = await addAdmin(suite.ctx.database.db, { level: "superadmin", username: "boss" });
    await resetDatabase(suite.ctx.database.db, boss, logger);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: "database reset",
        audit: "reset-database",
        adminId: boss.id,
        adminUsername: "boss",
        deletedCounts: { appointments: 2, users: 2, staffAvailability: 2, reviews: 1 },
      }),
    ]);
  });

  it("is refused to anyone not signed in", async () => {
    await populate();
    expect((await request(suite.ctx.app).post("/api/admin/reset-database")).status).toBe(401);
    expect(await suite.ctx.database.db.$count(appointments)).toBe(2);
  });
});

describe("POST /api/admin/fix-timezone-data", () => {
  it("reports, then fixes, completed appointments that ended between 00:00 and 08:59", async () => {
    const early = await addCompleted("03:15", "completed", "2026-11-20", "14:00");
    const midnight = await addCompleted("00:00", "completed", "2026-11-19", "11:00");
    const edge = await addCompleted("08:59", "completed", "2026-11-21", "16:00");
    const fine = await addCompleted("09:00");
    const afternoon = await addCompleted("15:15");
    const notCompleted = await addCompleted("02:00", "confirmed");
    const noEnd = await addCompleted(null);

    const check = await suite.admin.post("/api/admin/fix-timezone-data").send({ confirm: false });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      success: true,
      message: "Found 3 completed appointments with an end time between 00:00 and 08:59",
      affectedCount: 3,
      appointments: [
        { id: midnight, appointmentDate: "2026-11-19", appointmentTime: "11:00", oldActualEndTime: "00:00", newActualEndTime: "12:00", status: "not fixed" },
        { id: early, appointmentDate: "2026-11-20", appointmentTime: "14:00", oldActualEndTime: "03:15", newActualEndTime: "15:15", status: "not fixed" },
        { id: edge, appointmentDate: "2026-11-21", appointmentTime: "16:00", oldActualEndTime: "08:59", newActualEndTime: "20:59", status: "not fixed" },
      ],
    });
    expect(await endTimeOf(early)).toBe("03:15");

    const fix = await suite.admin.post("/api/admin/fix-timezone-data").send({ confirm: true });
    expect(fix.body).toMatchObject({ success: true, message: "Fixed 3 appointments: their end time moved 12 hours later", affectedCount: 3 });
    expect(fix.body.appointments.map((row: { id: number; status: string }) => [row.id, row.status])).toEqual([
      [midnight, "fixed"],
      [early, "fixed"],
      [edge, "fixed"],
    ]);
    expect(await endTimeOf(midnight)).toBe("12:00");
    expect(await endTimeOf(early)).toBe("15:15");
    expect(await endTimeOf(edge)).toBe("20:59");
    expect(await endTimeOf(fine)).toBe("09:00");
    expect(await endTimeOf(afternoon)).toBe("15:15");
    expect(await endTimeOf(notCompleted)).toBe("02:00");
    expect(await endTimeOf(noEnd)).toBeNull();

    const after = await suite.admin.post("/api/admin/fix-timezone-data").send({ confirm: true });
    expect(after.body).toEqual({
      success: true,
      message: "No completed appointments have an end time between 00:00 and 08:59",
      affectedCount: 0,
      appointments: [],
    });
  });

  it("only reports when confirm is left out", async () => {
    const early = await addCompleted("01:30");
    const res = await suite.admin.post("/api/admin/fix-timezone-data");
    expect(res.body).toMatchObject({ affectedCount: 1, appointments: [{ id: early, status: "not fixed" }] });
    expect(await endTimeOf(early)).toBe("01:30");
  });

  it("refuses a confirm that is not a boolean", async () => {
    const early = await addCompleted("01:30");
    const res = await suite.admin.post("/api/admin/fix-timezone-data").send({ confirm: "yes" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Invalid value for confirm" });
    expect(await endTimeOf(early)).toBe("01:30");
  });
});
