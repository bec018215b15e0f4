import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { PHOTO_URL_INVALID } from "@shared/admin-api";
import { appointments, reviews, staff, staffServices, users, type AppointmentStatus } from "@shared/schema";
import { signedInAgent } from "../test/agents";
import { addTwoPartVisits, addVisit } from "../test/checkout-fixtures";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite({ signIn: "admin" });

async function addClient(email = `client-${Math.random().toString(36).slice(2, 8)}@example.com`): Promise<string> {
  const [client] = await suite.ctx.database.db.insert(users).values({ email, firstName: "Ana", lastName: "López" }).returning({ id: users.id });
  return client.id;
}

interface AppointmentFixture {
  staffId: number | null;
  date: string;
  time?: string;
  status?: AppointmentStatus;
  serviceId?: string;
  totalPrice?: number;
}

async function addAppointment(fixture: AppointmentFixture): Promise<number> {
  const [row] = await suite.ctx.database.db
    .insert(appointments)
    .values({
      userId: await addClient(),
      serviceId: fixture.serviceId ?? "lash-lifting",
      staffId: fixture.staffId,
      appointmentDate: fixture.date,
      appointmentTime: fixture.time ?? "10:00",
      status: fixture.status ?? "confirmed",
      totalPrice: fixture.totalPrice ?? 55000,
      totalDuration: 120,
    })
    .returning({ id: appointments.id });
  return row.id;
}

async function addReview(staffId: number, rating: number): Promise<void> {
  const appointmentId = await addAppointment({ staffId, date: "2026-11-20", status: "completed" });
  const [{ userId }] = await suite.ctx.database.db.select({ userId: appointments.userId }).from(appointments).where(eq(appointments.id, appointmentId));
  await suite.ctx.database.db.insert(reviews).values({ appointmentId, staffId, userId, rating });
}

const newMember = { nameEn: "Lucy Park", nameEs: "Lucía Park", email: "Lucy@Example.com", photoUrl: "", active: true };

describe("GET /api/admin/staff/:id", () => {
  it("answers the member with their qualifications", async () => {
    const id = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["cejas", "1"] });
    const res = await suite.admin.get(`/api/admin/staff/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      nameEn: "Ana",
      nameEs: "Ana",
      email: "ana@example.com",
      photoUrl: null,
      specialty: null,
      active: true,
      commissionPercent: 0,
      serviceIds: ["1", "cejas"],
    });
  });

  it("answers 404 for an unknown member and 400 for an id that is not one", async () => {
    expect((await suite.admin.get("/api/admin/staff/999")).body).toEqual({ message: "Staff member not found" });
    expect((await suite.admin.get("/api/admin/staff/999")).status).toBe(404);
    const malformed = await suite.admin.get("/api/admin/staff/abc");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: "Invalid staff id" });
    expect((await suite.admin.get("/api/admin/staff/99999999999")).status).toBe(400);
  });
});

describe("GET /api/admin/staff", () => {
  it("lists every member, inactive ones included, with their qualifications", async () => {
    const ana = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["cejas"] });
    const bea = await addStaff(suite.ctx.database.db, { name: "Bea", serviceIds: [], active: false });
    const res = await suite.admin.get("/api/admin/staff");
    expect(res.status).toBe(200);
    expect(res.body.map((member: { id: number; active: boolean; serviceIds: string[] }) => [member.id, member.active, member.serviceIds])).toEqual([
      [ana, true, ["cejas"]],
      [bea, false, []],
    ]);
  });
});

describe("POST /api/admin/staff", () => {
  it("adds a member with qualifications, ignoring specialty and ids", async () => {
    const res = await suite.admin
      .post("/api/admin/staff")
      .send({ ...newMember, specialty: "Nails", id: 77, serviceIds: ["1", "2", "1"] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      nameEn: "Lucy Park",
      nameEs: "Lucía Park",
      email: "lucy@example.com",
      photoUrl: null,
      specialty: null,
      active: true,
      serviceIds: ["1", "2"],
    });
    expect(res.body.id).not.toBe(77);
    const publicList = await request(suite.ctx.app).get("/api/staff-for-service/2");
    expect(publicList.body.map((member: { id: number }) => member.id)).toEqual([res.body.id]);
  });

  it("adds a member without qualifications when serviceIds is left out", async () => {
    const res = await suite.admin.post("/api/admin/staff").send({ nameEn: "Lucy", nameEs: "Lucía" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ active: true, email: null, serviceIds: [] });
  });

  it.each([
    [{ ...newMember, nameEn: " " }, "English name is required"],
    [{ ...newMember, nameEs: undefined }, "Spanish name is required"],
    [{ ...newMember, email: "not-an-email" }, "Invalid email address"],
    [{ ...newMember, nameEn: "L".repeat(101) }, "English name must be at most 100 characters"],
    [{ ...newMember, nameEs: "L".repeat(101) }, "Spanish name must be at most 100 characters"],
    [{ ...newMember, photoUrl: `https://example.com/${"p".repeat(481)}.jpg` }, "Photo URL must be at most 500 characters"],
  ])("refuses an invalid form with its message", async (body, message) => {
    const res = await suite.admin.post("/api/admin/staff").send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await suite.ctx.database.db.$count(staff)).toBe(0);
  });

  it("refuses a photo address that is not https:// or a path on this site, such as javascript:", async () => {
    const refused = [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "ftp://example.com/a.jpg",
      "http://example.com/a.jpg",
      "//evil.example/a.jpg",
      "photo.jpg",
    ];
    for (const photoUrl of refused) {
      const res = await suite.admin.post("/api/admin/staff").send({ ...newMember, photoUrl });
      expect(res.status, photoUrl).toBe(400);
      expect(res.body, photoUrl).toEqual({ message: PHOTO_URL_INVALID });
    }
    expect(await suite.ctx.database.db.$count(staff)).toBe(0);
  });

  it("keeps a photo given as an https:// address or a path on this site", async () => {
    for (const photoUrl of ["https://example.com/staff/lucy.jpg", "/images/staff/lucy.svg"]) {
      const res = await suite.admin.post("/api/admin/staff").send({ ...newMember, photoUrl: ` ${photoUrl} ` });
      expect(res.status, photoUrl).toBe(201);
      expect(res.body.photoUrl).toBe(photoUrl);
    }
    const edited = await suite.admin.put(`/api/admin/staff/${(await suite.admin.get("/api/admin/staff")).body[0].id}`).send({ photoUrl: "javascript:alert(1)" });
    expect(edited.status).toBe(400);
    expect(edited.body).toEqual({ message: PHOTO_URL_INVALID });
  });

  it("refuses unknown services with 400 and creates nothing", async () => {
    const res = await suite.admin.post("/api/admin/staff").send({ ...newMember, serviceIds: ["1", "nails-of-mars"] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Unknown service: nails-of-mars" });
    expect(await suite.ctx.database.db.$count(staff)).toBe(0);
  });
});

describe("PUT /api/admin/staff/:id", () => {
  it("edits the form fields and keeps the qualifications when serviceIds is not sent", async () => {
    const id = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["cejas"] });
    const res = await suite.admin
      .put(`/api/admin/staff/${id}`)
      .send({ nameEn: "Ana B.", nameEs: "Ana B.", email: "", photoUrl: "/images/staff/ana.svg", active: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nameEn: "Ana B.", email: null, photoUrl: "/images/staff/ana.svg", active: false, serviceIds: ["cejas"] });
  });

  it("saves qualifications alone without touching the other fields, and the booking page sees them at once", async () => {
    const id = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["cejas"], active: true });
    await suite.ctx.database.db.update(staff).set({ specialty: "Brows" }).where(eq(staff.id, id));
    const before = await request(suite.ctx.app).get("/api/staff-for-service/3");
    expect(before.body).toEqual([]);

    const res = await suite.admin.put(`/api/admin/staff/${id}`).send({ serviceIds: ["3", "6"] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nameEn: "Ana", email: "ana@example.com", specialty: "Brows", active: true, serviceIds: ["3", "6"] });
    expect((await request(suite.ctx.app).get("/api/staff-for-service/3")).body.map((member: { id: number }) => member.id)).toEqual([id]);
    expect((await request(suite.ctx.app).get("/api/staff-for-service/cejas")).body).toEqual([]);
  });

  it("keeps an inactive member inactive when only the qualifications change", async () => {
    const id = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: [], active: false });
    const res = await suite.admin.put(`/api/admin/staff/${id}`).send({ serviceIds: ["1"] });
    expect(res.body).toMatchObject({ active: false, serviceIds: ["1"] });
  });

  it("removes every qualification with an empty list", async () => {
    const id = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["cejas", "1"] });
    const res = await suite.admin.put(`/api/admin/staff/${id}`).send({ serviceIds: [] });
    expect(res.body.serviceIds).toEqual([]);
    expect(await suite.ctx.database.db.$count(staffServices, eq(staffServices.staffId, id))).toBe(0);
  });

  it("keeps the old qualifications when the new list names an unknown service", async () => {
    const id = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["cejas"] });
    const res = await suite.admin.put(`/api/admin/staff/${id}`).send({ nameEn: "Renamed", serviceIds: ["1", "nope"] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Unknown service: nope" });
    expect((await suite.admin.get(`/api/admin/staff/${id}`)).body).toMatchObject({ nameEn: "Ana", serviceIds: ["cejas"] });
  });

  it("serialises concurrent saves of one member's qualifications: the last one wins whole", async () => {
    const id = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: [] });
    const lists = [["1", "2"], ["3", "6"], ["cejas"], ["1", "cejas", "6"]];
    const responses = await Promise.all(lists.map((serviceIds) => suite.admin.put(`/api/admin/staff/${id}`).send({ serviceIds })));
    expect(responses.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const { serviceIds } = (await suite.admin.get(`/api/admin/staff/${id}`)).body;
    expect(lists.map((list) => [...list].sort())).toContainEqual(serviceIds);
  });

  it("sets the commission percent, a whole percent from 0 to 100, refused otherwise in the admin's language", async () => {
    const id = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["cejas"] });
    const saved = await suite.admin.put(`/api/admin/staff/${id}`).send({ commissionPercent: 40 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ nameEn: "Ana", commissionPercent: 40, serviceIds: ["cejas"] });
    expect((await suite.admin.put(`/api/admin/staff/${id}`).send({ commissionPercent: 100 })).body.commissionPercent).toBe(100);
    expect((await suite.admin.put(`/api/admin/staff/${id}`).send({ commissionPercent: 0 })).body.commissionPercent).toBe(0);
    for (const wrong of [101, -1, 12.5, "40", null]) {
      const english = await suite.admin.put(`/api/admin/staff/${id}`).set("Accept-Language", "en").send({ commissionPercent: wrong });
      expect([english.status, english.body]).toEqual([400, { message: "Commission must be a whole percent from 0 to 100" }]);
      const spanish = await suite.admin.put(`/api/admin/staff/${id}`).set("Accept-Language", "es").send({ commissionPercent: wrong });
      expect([spanish.status, spanish.body]).toEqual([400, { message: "La comisión debe ser un porcentaje entero de 0 a 100" }]);
    }
    const [row] = await suite.ctx.database.db.select({ commissionPercent: staff.commissionPercent }).from(staff).where(eq(staff.id, id));
    expect(row.commissionPercent).toBe(0);

    const created = await suite.admin.post("/api/admin/staff").send({ ...newMember, commissionPercent: 35 });
    expect(created.status).toBe(201);
    expect(created.body.commissionPercent).toBe(35);
    expect((await suite.admin.get(`/api/admin/staff/${created.body.id}`)).body.commissionPercent).toBe(35);
  });

  it("answers 404 for an unknown member and 400 for an invalid form", async () => {
    const missing = await suite.admin.put("/api/admin/staff/999").send({ serviceIds: ["1"] });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Staff member not found" });
    const id = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: [] });
    const invalid = await suite.admin.put(`/api/admin/staff/${id}`).send({ nameEs: "" });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ message: "Spanish name is required" });
  });
});

describe("DELETE /api/admin/staff/:id", () => {
  it("removes the member and keeps their appointments and reviews without a staff member", async () => {
    const id = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["lash-lifting"] });
    const past = await addAppointment({ staffId: id, date: "2026-11-10", status: "completed" });
    await addReview(id, 5);
    const res = await suite.admin.delete(`/api/admin/staff/${id}`);
    expect(res.status).toBe(204);
    expect((await suite.admin.get(`/api/admin/staff/${id}`)).status).toBe(404);
    const [kept] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, past));
    expect(kept).toMatchObject({ staffId: null, status: "completed" });
    expect(await suite.ctx.database.db.$count(appointments)).toBe(2);
    expect(await suite.ctx.database.db.select({ staffId: reviews.staffId }).from(reviews)).toEqual([{ staffId: null }]);
    expect(await suite.ctx.database.db.$count(staffServices)).toBe(0);
  });

  it("answers 404 for an unknown member", async () => {
    const res = await suite.admin.delete("/api/admin/staff/999");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Staff member not found" });
  });
});

describe("GET /api/admin/staff-performance", () => {
  it("counts completed and upcoming work per active member, busiest first", async () => {
    const ana = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: [] });
    const bea = await addStaff(suite.ctx.database.db, { name: "Bea", serviceIds: [] });
    await addStaff(suite.ctx.database.db, { name: "Cleo", serviceIds: [], active: false });
    await addAppointment({ staffId: bea, date: "2026-11-20", status: "completed", serviceId: "cejas", totalPrice: 10000 });
    await addAppointment({ staffId: bea, date: "2026-11-21", status: "completed", serviceId: "1", totalPrice: 52500 });
    await addAppointment({ staffId: ana, date: "2026-11-19", status: "completed", totalPrice: 55000 });
    // Upcoming: assigned, from today on, still going ahead.
    await addAppointment({ staffId: ana, date: "2026-11-25", time: "11:00", status: "confirmed" });
    await addAppointment({ staffId: ana, date: "2026-11-23", time: "15:00", status: "pending_staff_confirmation" });
    await addAppointment({ staffId: ana, date: "2026-11-24", time: "09:00", status: "pending" });
    // Not upcoming: past, cancelled, declined, unassigned.
    await addAppointment({ staffId: ana, date: "2026-11-22", status: "confirmed" });
    await addAppointment({ staffId: ana, date: "2026-11-24", status: "cancelled" });
    await addAppointment({ staffId: ana, date: "2026-11-24", status: "declined" });
    await addAppointment({ staffId: null, date: "2026-11-24", status: "confirmed" });

    const res = await suite.admin.get("/api/admin/staff-performance");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const [first, second] = res.body;
    expect(first).toEqual({
      staff: { id: bea, nameEn: "Bea", nameEs: "Bea", email: "bea@example.com", photoUrl: null, specialty: null, active: true, commissionPercent: 0 },
      completedServices: 2,
      upcomingAppointments: 0,
      totalRevenue: 62500,
      averageTicket: 31250,
      noShows: 0,
      cancelled: 0,
      months: [{ month: "2026-11", completed: 2, revenue: 62500 }],
      services: [
        { serviceName: "Acrylic Nails", serviceNameEs: "Uñas Acrílicas", appointmentDate: "2026-11-21", price: 52500 },
        { serviceName: "Eyebrows", serviceNameEs: "Cejas", appointmentDate: "2026-11-20", price: 10000 },
      ],
      upcomingServices: [],
    });
    expect(second).toMatchObject({
      staff: { id: ana },
      completedServices: 1,
      upcomingAppointments: 3,
      totalRevenue: 55000,
      upcomingServices: [
        { serviceName: "Lash Lifting", serviceNameEs: "Lifting de Pestañas", appointmentDate: "2026-11-23", appointmentTime: "15:00" },
        { serviceName: "Lash Lifting", serviceNameEs: "Lifting de Pestañas", appointmentDate: "2026-11-24", appointmentTime: "09:00" },
        { serviceName: "Lash Lifting", serviceNameEs: "Lifting de Pestañas", appointmentDate: "2026-11-25", appointmentTime: "11:00" },
      ],
    });
  });

  it("credits each manicurist of a visit of several parts with her own part, the salon counting the visit once", async () => {
    const db = suite.ctx.database.db;
    const ana = await addStaff(db, { name: "Ana", serviceIds: ["1", "gelish", "esmalte"] });
    const bea = await addStaff(db, { name: "Bea", serviceIds: ["2"] });
    await addTwoPartVisits(db, { date: "2026-11-20", hands: ana, feet: bea, status: "completed" });
    // One after another: a pedicure (Bea's), then hands polish (Ana's) with the gel removal, the hands part's.
    await addVisit(db, {
      date: "2026-11-19",
      staffId: bea,
      status: "completed",
      items: [
        { kind: "option", itemId: "pedicure-express", parentServiceId: "2", name: "Express", price: 49000, durationMinutes: 50 },
        { kind: "option", itemId: "polish-hands", parentServiceId: "esmalte", name: "Hands Only", price: 18000, durationMinutes: 30 },
        { kind: "removal", itemId: "removal-gelish", name: "Gel Removal", price: 10000, durationMinutes: 20 },
      ],
      parts: [
        { staffId: bea, serviceIds: ["2"], startOffsetMinutes: 0, durationMinutes: 50 },
        { staffId: ana, serviceIds: ["esmalte"], startOffsetMinutes: 50, durationMinutes: 50 },
      ],
    });
    await addTwoPartVisits(db, { date: "2026-11-25", hands: ana, feet: bea, status: "confirmed" });

    const res = await suite.admin.get("/api/admin/staff-performance");
    expect(res.status).toBe(200);
    const [first, second] = res.body;
    // Ana: $625.00 + $735.00 + $280.00; Bea: three pedicures of $490.00. Together $3,110.00, the three visits' price.
    expect(first).toMatchObject({
      staff: { id: ana },
      completedServices: 3,
      totalRevenue: 164000,
      averageTicket: 54667,
      months: [{ month: "2026-11", completed: 3, revenue: 164000 }],
      services: [
        { serviceName: "Acrylic Nails", appointmentDate: "2026-11-20", price: 73500 },
        { serviceName: "Acrylic Nails", appointmentDate: "2026-11-20", price: 62500 },
        { serviceName: "Polish", appointmentDate: "2026-11-19", price: 28000 },
      ],
      upcomingAppointments: 2,
      // Her part of the 10:00 visit starts at 10:50, after Bea's pedicure.
      upcomingServices: [
        { serviceName: "Acrylic Nails", appointmentDate: "2026-11-25", appointmentTime: "10:50" },
        { serviceName: "Acrylic Nails", appointmentDate: "2026-11-25", appointmentTime: "13:00" },
      ],
    });
    expect(second).toMatchObject({
      staff: { id: bea },
      completedServices: 3,
      totalRevenue: 147000,
      averageTicket: 49000,
      services: [
        { serviceName: "Pedicure", appointmentDate: "2026-11-20", price: 49000 },
        { serviceName: "Pedicure", appointmentDate: "2026-11-20", price: 49000 },
        { serviceName: "Pedicure", appointmentDate: "2026-11-19", price: 49000 },
      ],
      upcomingAppointments: 2,
      upcomingServices: [
        { serviceName: "Pedicure", appointmentDate: "2026-11-25", appointmentTime: "10:00" },
        { serviceName: "Pedicure", appointmentDate: "2026-11-25", appointmentTime: "13:00" },
      ],
    });
    expect((await suite.admin.get("/api/admin/stats")).body).toMatchObject({ totalAppointments: 5, completedAppointments: 3 });
  });

  it("counts a job completed ahead of its date by default, and only within a range that holds its date", async () => {
    const ana = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: [] });
    // Today is 2026-11-23 on the suite's clock; the job was booked for Wednesday and marked completed now.
    await addAppointment({ staffId: ana, date: "2026-11-25", status: "completed", totalPrice: 55000 });
    expect((await suite.admin.get("/api/admin/staff-performance")).body[0]).toMatchObject({ completedServices: 1, totalRevenue: 55000 });
    const untilToday = await suite.admin.get("/api/admin/staff-performance?from=2026-11-01&to=2026-11-23");
    expect(untilToday.body[0]).toMatchObject({ completedServices: 0, totalRevenue: 0 });
    const tooWide = await suite.admin.get("/api/admin/staff-performance?from=2025-01-01&to=2026-11-23");
    expect(tooWide.status).toBe(400);
  });

  it("takes today from the salon's time zone", async () => {
    const ana = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: [] });
    await addAppointment({ staffId: ana, date: "2026-11-23", status: "confirmed" });
    // 07:30 UTC on the 24th is still the 23rd, 23:30, in the salon. Moving the clock ends the session: sign in again.
    suite.ctx.clock.set("2026-11-24T07:30:00Z");
    suite.admin = await signedInAgent(suite.ctx, { level: "admin" });
    expect((await suite.admin.get("/api/admin/staff-performance")).body[0].upcomingAppointments).toBe(1);
    suite.ctx.clock.set("2026-11-24T08:30:00Z");
    expect((await suite.admin.get("/api/admin/staff-performance")).body[0].upcomingAppointments).toBe(0);
  });

  it("keeps staff id order among equals and answers an empty list without staff", async () => {
    expect((await suite.admin.get("/api/admin/staff-performance")).body).toEqual([]);
    const ana = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: [] });
    const bea = await addStaff(suite.ctx.database.db, { name: "Bea", serviceIds: [] });
    const res = await suite.admin.get("/api/admin/staff-performance");
    expect(res.body.map((row: { staff: { id: number } }) => row.staff.id)).toEqual([ana, bea]);
  });
});

describe("GET /api/admin/staff/:id/reviews", () => {
  it("summarises the member's reviews", async () => {
    const ana = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: [] });
    const bea = await addStaff(suite.ctx.database.db, { name: "Bea", serviceIds: [] });
    for (const rating of [5, 5, 4, 3, 5, 1]) await addReview(ana, rating);
    await addReview(bea, 2);
    const res = await suite.admin.get(`/api/admin/staff/${ana}/reviews`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalReviews: 6,
      averageRating: 3.8,
      ratingBreakdown: { 1: 1, 2: 0, 3: 1, 4: 1, 5: 3 },
      ratingPercentages: { 1: 17, 2: 0, 3: 17, 4: 17, 5: 50 },
    });
  });

  it("answers zeros for a member without reviews and 404 for an unknown one", async () => {
    const ana = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: [] });
    expect((await suite.admin.get(`/api/admin/staff/${ana}/reviews`)).body).toEqual({
      totalReviews: 0,
      averageRating: 0,
      ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      ratingPercentages: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
    const missing = await suite.admin.get("/api/admin/staff/999/reviews");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Staff member not found" });
  });
});

describe("the staff calls", () => {
  it("are refused to anyone not signed in as an admin", async () => {
    const anonymous = request(suite.ctx.app);
    expect((await anonymous.get("/api/admin/staff-performance")).status).toBe(401);
    expect((await anonymous.post("/api/admin/staff").send(newMember)).status).toBe(401);
    expect(await suite.ctx.database.db.$count(staff)).toBe(0);
  });
});
