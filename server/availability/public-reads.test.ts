import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { appointments, serviceOptions, staff, users } from "@shared/schema";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite();

describe("catalogue reads", () => {
  it("lists the active services in display order", async () => {
    const res = await request(suite.ctx.app).get("/api/services");
    expect(res.status).toBe(200);
    expect(res.body.map((service: { id: string }) => service.id)).toEqual([
      "1", "2", "3", "lash-lifting", "lash-lifting-rimel", "cejas", "6", "4", "5",
      "retiro-ruber", "ruber", "gelish", "esmalte", "brillo", "acripie",
    ]);
    expect(res.body[0]).toEqual({
      id: "1",
      nameEn: "Acrylic Nails",
      nameEs: "Uñas Acrílicas",
      durationMinutes: 120,
      price: 40000,
      hasOptions: true,
      kind: "main",
      comingSoon: false,
      backgroundImage: "/images/services/1.svg",
      displayOrder: 1,
      active: true,
    });
  });

  it("lists a service's active options and hides deactivated ones", async () => {
    await suite.ctx.database.db.update(serviceOptions).set({ active: false }).where(eq(serviceOptions.id, "pedicure-jelly"));
    const res = await request(suite.ctx.app).get("/api/service-options/2");
    expect(res.status).toBe(200);
    expect(res.body.map((option: { id: string; price: number; durationMinutes: number }) => [option.id, option.price, option.durationMinutes])).toEqual([
      ["pedicure-express", 49000, 50],
      ["pedicure-deep", 59000, 75],
    ]);
    await suite.ctx.database.db.update(serviceOptions).set({ active: true }).where(eq(serviceOptions.id, "pedicure-jelly"));
  });

  it("answers an empty list for a service without options", async () => {
    expect((await request(suite.ctx.app).get("/api/service-options/brillo")).body).toEqual([]);
  });

  it("lists active staff and who is qualified for a service, without emails", async () => {
    const ana = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["1", "2"] });
    await addStaff(suite.ctx.database.db, { name: "Bea", serviceIds: ["3"] });
    await addStaff(suite.ctx.database.db, { name: "Cris", serviceIds: ["1"], active: false });
    const all = await request(suite.ctx.app).get("/api/staff");
    expect(all.body.map((member: { nameEn: string }) => member.nameEn)).toEqual(["Ana", "Bea"]);
    expect(all.body[0]).not.toHaveProperty("email");
    const acrylic = await request(suite.ctx.app).get("/api/staff-for-service/1");
    expect(acrylic.body).toEqual([{ id: ana, nameEn: "Ana", nameEs: "Ana", photoUrl: null, active: true }]);
  });
});

describe("availability reads", () => {
  it("lists the day's staff availability by path or query", async () => {
    const id = await addStaff(suite.ctx.database.db, { serviceIds: ["1"], workingDates: [TUESDAY], breakStartTime: null });
    const expected = [{ staffId: id, date: TUESDAY, isPunchedIn: true, startTime: "09:00", endTime: "18:00", breakStartTime: null }];
    expect((await request(suite.ctx.app).get(`/api/staff-availability/${TUESDAY}`)).body).toEqual(expected);
    expect((await request(suite.ctx.app).get(`/api/staff-availability?date=${TUESDAY}`)).body).toEqual(expected);
    expect((await request(suite.ctx.app).get("/api/staff-availability/2026-11-25")).body).toEqual([]);
  });

  it("refuses a malformed date with a 400", async () => {
    const res = await request(suite.ctx.app).get("/api/staff-availability/tomorrow");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Date must be YYYY-MM-DD" });
    expect((await request(suite.ctx.app).get("/api/appointments/availability/2026-13")).status).toBe(400);
  });

  it.each(["/api/staff-availability/2026-13-45", "/api/staff-availability?date=2026-02-30", "/api/appointments/availability/2026-13-45"])(
    "refuses the impossible date in %s with a 400",
    async (path) => {
      const res = await request(suite.ctx.app).get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: "Date must be a real calendar date" });
    },
  );

  it("shows the times held on a date and nothing about who booked them", async () => {
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const kept = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ appointmentTime: "09:00" }));
    const dropped = await request(suite.ctx.app)
      .post("/api/appointments/public")
      .send(bookingPayload({ appointmentTime: "14:00", customerEmail: "bea@example.com" }));
    await suite.ctx.database.db.update(appointments).set({ status: "declined" }).where(eq(appointments.id, dropped.body.id));

    const res = await request(suite.ctx.app).get(`/api/appointments/availability/${TUESDAY}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ appointmentTime: "09:00", totalDuration: 120, status: "pending_staff_confirmation" }]);
    expect(JSON.stringify(res.body)).not.toContain("ana@example.com");
    expect(kept.status).toBe(201);
  });

  it("frees the rest of a job completed early, and all of it when it ended at its start", async () => {
    const [customer] = await suite.ctx.database.db.insert(users).values({ email: "c@example.com" }).returning();
    const base = { userId: customer.id, serviceId: "lash-lifting", appointmentDate: TUESDAY, totalDuration: 120, status: "completed" } satisfies Partial<typeof appointments.$inferInsert>;
    await suite.ctx.database.db.insert(appointments).values([
      { ...base, appointmentTime: "09:00", actualEndTime: "09:45" },
      { ...base, appointmentTime: "13:00", actualEndTime: "13:00" },
    ]);
    const res = await request(suite.ctx.app).get(`/api/appointments/availability/${TUESDAY}`);
    expect(res.body).toEqual([{ appointmentTime: "09:00", totalDuration: 45, status: "completed" }]);
  });

  it("leaves out staff who were deactivated", async () => {
    const id = await addStaff(suite.ctx.database.db, { serviceIds: ["1"], workingDates: [TUESDAY] });
    await suite.ctx.database.db.update(staff).set({ active: false }).where(eq(staff.id, id));
    expect((await request(suite.ctx.app).get(`/api/staff-availability/${TUESDAY}`)).body).toEqual([]);
  });
});

describe("POST /api/reviews", () => {
  it("stores a review and answers 201", async () => {
    const res = await request(suite.ctx.app).post("/api/reviews").send({ customerName: "Eva", rating: 4, comment: "Lovely lashes" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), customerName: "Eva", rating: 4, comment: "Lovely lashes" });
  });

  it.each([
    [{ rating: 5, comment: "Great" }, "Please fill in all fields"],
    [{ customerName: "Eva", rating: 5, comment: "" }, "Please fill in all fields"],
    [{ customerName: "Eva", comment: "Great" }, "Please fill in all fields"],
    [{ customerName: "Eva", rating: 0, comment: "Great" }, "Rating must be from 1 to 5"],
    [{ customerName: "Eva", rating: 6, comment: "Great" }, "Rating must be from 1 to 5"],
    [{ customerName: "Eva", rating: 4.5, comment: "Great" }, "Rating must be a whole number from 1 to 5"],
  ])("refuses %j with a 400", async (body, message) => {
    const res = await request(suite.ctx.app).post("/api/reviews").send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });
});
