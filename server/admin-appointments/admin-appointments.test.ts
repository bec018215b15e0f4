import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { appointments, type AppointmentStatus } from "@shared/schema";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { signedInAgent } from "../test/agents";
import { addStaff } from "../test/factories";
import { DEFAULT_TEST_NOW } from "../test/harness";
import { salonDateTimeToInstant } from "@shared/time";
import { registerApiSuite } from "../test/suite";
import { NO_MANICURIST_FREE } from "./service";

const suite = registerApiSuite({ signIn: "admin" });

async function bookLashLift(time = "10:00", email = "ana@example.com"): Promise<number> {
  const res = await request(suite.ctx.app)
    .post("/api/appointments/public")
    .send(bookingPayload({ appointmentTime: time, customerEmail: email }));
  expect(res.status).toBe(201);
  return res.body.id;
}

async function listed(id: number) {
  const res = await suite.admin.get("/api/admin/appointments");
  expect(res.status).toBe(200);
  return res.body.find((appointment: { id: number }) => appointment.id === id);
}

describe("GET /api/admin/appointments", () => {
  it("shows the admin view with service, customer, totals and who could take it", async () => {
    const ana = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    await addStaff(suite.ctx.database.db, { name: "Bea", serviceIds: ["cejas"], workingDates: [TUESDAY] });
    const id = await bookLashLift();
    expect(await listed(id)).toMatchObject({
      id,
      status: "pending_staff_confirmation",
      appointmentDate: TUESDAY,
      appointmentTime: "10:00",
      totalDuration: 120,
      totalPrice: 55000,
      serviceId: "lash-lifting",
      staffId: null,
      service: { nameEn: "Lash Lifting", nameEs: "Lifting de Pestañas", durationMinutes: 120, price: 55000 },
      user: { firstName: "Ana", lastName: "María López", email: "ana@example.com", phone: "+16195550100" },
      staff: null,
      assignableStaffIds: [ana],
    });
  });
});

describe("PUT /api/admin/appointments/:id/assign-staff", () => {
  it("assigns a qualified, working, free manicurist", async () => {
    const ana = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const id = await bookLashLift();
    const res = await suite.admin.put(`/api/admin/appointments/${id}/assign-staff`).send({ staffId: ana });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, staffId: ana, staffAssignedAt: DEFAULT_TEST_NOW.toISOString() });
    expect(res.body).not.toHaveProperty("confirmationToken");
    expect((await listed(id)).staff).toEqual({ id: ana, nameEn: "Ana", nameEs: "Ana" });
  });

  it.each([
    ["not qualified", { serviceIds: ["cejas"], workingDates: [TUESDAY] }],
    ["not working that day", { serviceIds: ["lash-lifting"], workingDates: [] }],
    ["not punched in", { serviceIds: ["lash-lifting"], workingDates: [TUESDAY], isPunchedIn: false }],
    ["off before the job ends", { serviceIds: ["lash-lifting"], workingDates: [TUESDAY], endTime: "11:00" }],
    ["on a break during it", { serviceIds: ["lash-lifting"], workingDates: [TUESDAY], breakStartTime: "11:00" }],
  ])("refuses a manicurist who is %s with a 409", async (_case, fixture) => {
    const member = await addStaff(suite.ctx.database.db, fixture);
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const id = await bookLashLift();
    const res = await suite.admin.put(`/api/admin/appointments/${id}/assign-staff`).send({ staffId: member });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/not available/);
    expect((await listed(id)).staffId).toBeNull();
  });

  it("refuses a manicurist already busy with an overlapping job", async () => {
    const ana = await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const first = await bookLashLift("09:00");
    const second = await bookLashLift("10:00", "bea@example.com");
    expect((await suite.admin.put(`/api/admin/appointments/${first}/assign-staff`).send({ staffId: ana })).status).toBe(200);
    expect((await listed(second)).assignableStaffIds).not.toContain(ana);
    expect((await suite.admin.put(`/api/admin/appointments/${second}/assign-staff`).send({ staffId: ana })).status).toBe(409);
  });

  it("lets exactly one of two admins assigning the same manicurist at once win", async () => {
    const ana = await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const first = await bookLashLift("09:00");
    const second = await bookLashLift("09:30", "bea@example.com");
    const otherAdmin = await signedInAgent(suite.ctx, { level: "admin" });
    const results = await Promise.all([
      suite.admin.put(`/api/admin/appointments/${first}/assign-staff`).send({ staffId: ana }),
      otherAdmin.put(`/api/admin/appointments/${second}/assign-staff`).send({ staffId: ana }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const assigned = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.staffId, ana));
    expect(assigned).toHaveLength(1);
  });

  it("answers 404 for an unknown appointment or manicurist and 400 for a bad body", async () => {
    const ana = await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const id = await bookLashLift();
    expect((await suite.admin.put(`/api/admin/appointments/99999/assign-staff`).send({ staffId: ana })).status).toBe(404);
    expect((await suite.admin.put(`/api/admin/appointments/${id}/assign-staff`).send({ staffId: 99999 })).status).toBe(404);
    expect((await suite.admin.put(`/api/admin/appointments/${id}/assign-staff`).send({ staffId: "ana" })).status).toBe(400);
    expect((await suite.admin.put(`/api/admin/appointments/abc/assign-staff`).send({ staffId: ana })).status).toBe(400);
  });

  it("exposes the warning text the page shows when nobody can take a job", () => {
    expect(NO_MANICURIST_FREE).toBe("Cannot assign manicurist: all are busy at this time or not working.");
  });
});

describe("status changes", () => {
  it("confirms, then completes with the booked end time", async () => {
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const id = await bookLashLift();
    expect((await suite.admin.put(`/api/admin/appointments/${id}/status`).send({ status: "confirmed" })).body.status).toBe("confirmed");
    const afterItEnded = salonDateTimeToInstant(TUESDAY, "12:30");
    suite.ctx.clock.set(afterItEnded);
    // A day later the session has timed out: the admin signs in again.
    const admin = await signedInAgent(suite.ctx, { level: "admin" });
    const done = await admin.put(`/api/admin/appointments/${id}/status`).send({ status: "completed" });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "completed", actualEndTime: "12:00", completedAt: afterItEnded.toISOString() });
  });

  it.each<[AppointmentStatus, string]>([
    ["completed", "confirmed"],
    ["completed", "cancelled"],
    ["cancelled", "confirmed"],
    ["declined", "completed"],
  ])("refuses to leave %s for %s with a 409", async (from, to) => {
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const id = await bookLashLift();
    await suite.ctx.database.db.update(appointments).set({ status: from }).where(eq(appointments.id, id));
    const res = await suite.admin.put(`/api/admin/appointments/${id}/status`).send({ status: to });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`A ${from} appointment cannot change status`);
  });

  it("refuses statuses the admin cannot set", async () => {
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const id = await bookLashLift();
    const res = await suite.admin.put(`/api/admin/appointments/${id}/status`).set("Accept-Language", "en").send({ status: "declined" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Status must be confirmed, completed, cancelled, no_show or revert" });
  });

  it("frees the slot for the booking page when cancelled", async () => {
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const id = await bookLashLift();
    await suite.admin.put(`/api/admin/appointments/${id}/status`).send({ status: "cancelled" });
    expect((await request(suite.ctx.app).get(`/api/appointments/availability/${TUESDAY}`)).body).toEqual([]);
  });
});

describe("PUT /api/admin/appointments/:id/complete-now", () => {
  it("ends a confirmed job now and frees the rest of its time at once", async () => {
    const ana = await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: ["2026-11-23"] });
    const res = await request(suite.ctx.app)
      .post("/api/appointments/public")
      .send(bookingPayload({ appointmentDate: "2026-11-23", appointmentTime: "09:00" }));
    const id = res.body.id;
    await suite.admin.put(`/api/admin/appointments/${id}/assign-staff`).send({ staffId: ana });
    await suite.admin.put(`/api/admin/appointments/${id}/status`).send({ status: "confirmed" });
    suite.ctx.clock.set("2026-11-23T17:40:00Z"); // 09:40 in the salon, 80 minutes early
    const done = await suite.admin.put(`/api/admin/appointments/${id}/complete-now`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "completed", actualEndTime: "09:40" });
    expect((await request(suite.ctx.app).get("/api/appointments/availability/2026-11-23")).body).toEqual([
      { appointmentTime: "09:00", totalDuration: 40, status: "completed" },
    ]);
    // The freed time is bookable again.
    const next = await request(suite.ctx.app)
      .post("/api/appointments/public")
      .send(bookingPayload({ appointmentDate: "2026-11-23", appointmentTime: "10:00", customerEmail: "bea@example.com" }));
    expect(next.status).toBe(201);
  });

  it("refuses a job that is not confirmed", async () => {
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const id = await bookLashLift();
    const res = await suite.admin.put(`/api/admin/appointments/${id}/complete-now`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "Only a confirmed appointment can be completed now" });
  });
});
