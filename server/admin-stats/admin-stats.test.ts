import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { appointments, users } from "@shared/schema";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite({ signIn: "admin" });

describe("GET /api/admin/stats", () => {
  it("counts appointments, clients and admins, and each bookable day's staff", async () => {
    const ana = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["lash-lifting"], workingDates: ["2026-11-23", TUESDAY] });
    await addStaff(suite.ctx.database.db, { name: "Bea", serviceIds: ["lash-lifting"], workingDates: [TUESDAY], isPunchedIn: false });
    const book = (date: string, time: string, email: string) =>
      request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ appointmentDate: date, appointmentTime: time, customerEmail: email }));
    const today = await book("2026-11-23", "09:00", "a@example.com");
    await book(TUESDAY, "09:00", "b@example.com");
    const done = await book(TUESDAY, "13:00", "c@example.com");
    await suite.ctx.database.db.update(appointments).set({ status: "confirmed" }).where(eq(appointments.id, today.body.id));
    await suite.ctx.database.db.update(appointments).set({ status: "completed" }).where(eq(appointments.id, done.body.id));
    // A client from last month does not count as new.
    await suite.ctx.database.db.insert(users).values({ email: "old@example.com", createdAt: new Date("2026-10-15T12:00:00Z") });

    const res = await suite.admin.get("/api/admin/stats");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totalAppointments: 3,
      todayAppointments: 1,
      confirmedAppointments: 1,
      completedAppointments: 1,
      totalClients: 4,
      newClientsThisMonth: 3,
      adminUsers: 1,
    });
    expect(res.body.staffAvailability.map((day: { date: string }) => day.date)).toEqual(["2026-11-23", TUESDAY, "2026-11-25", "2026-11-26"]);
    expect(res.body.staffAvailability[1]).toEqual({
      date: TUESDAY,
      availableCount: 1,
      totalStaff: 2,
      staffDetails: [{ id: ana, name: "Ana", nameEn: "Ana", nameEs: "Ana", startTime: "09:00", endTime: "18:00", breakStartTime: "12:00" }],
    });
    expect(res.body.staffAvailability[2]).toMatchObject({ availableCount: 0, totalStaff: 2, staffDetails: [] });
  });
});
