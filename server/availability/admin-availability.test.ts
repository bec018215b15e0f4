import request from "supertest";
import { describe, expect, it } from "vitest";
import { ONLY_SUPERADMIN_CHANGES_AVAILABILITY } from "@shared/admin-api";
import { staffWeeklySchedules } from "@shared/schema";
import { dayOfWeek } from "@shared/time";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { signedInAgent } from "../test/agents";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite({ signIn: "admin" });

describe("POST /api/admin/staff-availability", () => {
  const entry = (staffId: number, change: object = {}) => ({
    staffId,
    date: TUESDAY,
    isPunchedIn: true,
    startTime: "10:00",
    endTime: "20:30",
    breakStartTime: "14:00",
    ...change,
  });

  it("lets an admin plan a day and the booking page sees it", async () => {
    const ana = await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"] });
    const res = await suite.admin.post("/api/admin/staff-availability").send(entry(ana));
    expect(res.status).toBe(200);
    expect((await request(suite.ctx.app).get(`/api/staff-availability/${TUESDAY}`)).body).toEqual([
      { staffId: ana, date: TUESDAY, isPunchedIn: true, startTime: "10:00", endTime: "20:30", breakStartTime: "14:00" },
    ]);
    const booked = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ appointmentTime: "18:00" }));
    expect(booked.status).toBe(201);
  });

  it("refuses a regular admin changing or removing a saved day, with the superadmin-only message", async () => {
    const ana = await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"] });
    await suite.admin.post("/api/admin/staff-availability").send(entry(ana));
    for (const change of [{ endTime: "18:00" }, { isPunchedIn: false }]) {
      const res = await suite.admin.post("/api/admin/staff-availability").send(entry(ana, change));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: ONLY_SUPERADMIN_CHANGES_AVAILABILITY });
    }
  });

  it("lets a regular admin add working time: a day off made working, then longer hours", async () => {
    const ana = await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY], isPunchedIn: false });
    expect((await suite.admin.post("/api/admin/staff-availability").send(entry(ana))).status).toBe(200);
    const longer = await suite.admin.post("/api/admin/staff-availability").send(entry(ana, { startTime: "09:00", breakStartTime: null }));
    expect(longer.status).toBe(200);
    expect(longer.body).toMatchObject({ startTime: "09:00", endTime: "20:30", breakStartTime: null });
  });

  it("refuses a regular admin shortening a day that comes from the weekly schedule", async () => {
    const ana = await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"] });
    await suite.ctx.database.db.insert(staffWeeklySchedules).values({ staffId: ana, weekday: dayOfWeek(TUESDAY), startTime: "09:00", endTime: "18:00" });
    const shorter = await suite.admin.post("/api/admin/staff-availability").send(entry(ana, { startTime: "09:00", endTime: "17:00", breakStartTime: null }));
    expect(shorter.status).toBe(403);
    expect(shorter.body).toEqual({ message: ONLY_SUPERADMIN_CHANGES_AVAILABILITY });
    const later = await suite.admin.post("/api/admin/staff-availability").send(entry(ana, { startTime: "09:00", endTime: "20:00", breakStartTime: null }));
    expect(later.status).toBe(200);
  });

  it("lets a superadmin change and remove a saved day", async () => {
    const ana = await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"] });
    const boss = await signedInAgent(suite.ctx, { level: "superadmin" });
    await suite.admin.post("/api/admin/staff-availability").send(entry(ana));
    const changed = await boss.post("/api/admin/staff-availability").send(entry(ana, { endTime: "18:00" }));
    expect(changed.body).toMatchObject({ endTime: "18:00" });
    const removed = await boss.post("/api/admin/staff-availability").send(entry(ana, { isPunchedIn: false }));
    expect(removed.body).toMatchObject({ isPunchedIn: false, startTime: null, endTime: null, breakStartTime: null });
  });

  it.each([
    [{ date: "2026-11-29" }, "Availability can be set from today through the next 3 days, Monday to Saturday"],
    [{ date: "2026-11-20" }, "Availability can be set from today through the next 3 days, Monday to Saturday"],
    [{ startTime: "9am" }, "Time must be HH:MM"],
    [{ startTime: "18:00", endTime: "09:00" }, "The end time must be after the start time"],
  ])("refuses %j with a 400", async (change, message) => {
    const ana = await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"] });
    const res = await suite.admin.post("/api/admin/staff-availability").send(entry(ana, change));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it("answers 404 for an unknown staff member", async () => {
    expect((await suite.admin.post("/api/admin/staff-availability").send(entry(4242))).status).toBe(404);
  });
});

describe("GET /api/admin/staff-availability/:date", () => {
  it("refuses an impossible date with a 400", async () => {
    const res = await suite.admin.get("/api/admin/staff-availability/2026-13-45");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Date must be a real calendar date" });
  });
});
