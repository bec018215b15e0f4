/** GET /api/admin/clients/:id (the client card) and notes through PATCH. */
import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { appointments, users } from "@shared/schema";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite({ signIn: "admin" });

async function clientWithHistory(): Promise<string> {
  await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
  for (const time of ["10:00", "14:00"]) {
    expect((await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ appointmentTime: time }))).status).toBe(201);
  }
  const [client] = await suite.ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, "ana@example.com"));
  await suite.ctx.database.db.insert(appointments).values([
    { userId: client.id, serviceId: "lash-lifting", appointmentDate: "2026-11-02", appointmentTime: "10:00", status: "completed", totalPrice: 55000, contactName: "Ana López" },
    { userId: client.id, serviceId: "lash-lifting", appointmentDate: "2026-11-09", appointmentTime: "10:00", status: "completed", totalPrice: 40000, contactName: "Ana López" },
    { userId: client.id, serviceId: "lash-lifting", appointmentDate: "2026-11-16", appointmentTime: "10:00", status: "no_show", totalPrice: 55000, contactName: "Ana López" },
  ]);
  return client.id;
}

describe("GET /api/admin/clients/:id", () => {
  it("shows upcoming and past appointments, what the client spent and their no-shows", async () => {
    const id = await clientWithHistory();
    const res = await suite.admin.get(`/api/admin/clients/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.client).toMatchObject({ id, email: "ana@example.com", notes: null });
    expect(res.body.upcoming.map((row: { appointmentTime: string }) => row.appointmentTime)).toEqual(["10:00", "14:00"]);
    expect(res.body.upcoming[0]).toMatchObject({
      appointmentDate: TUESDAY,
      contactName: "Ana María López",
      services: [{ nameEn: "Lash Lifting", nameEs: "Lifting de Pestañas" }],
      staff: null,
    });
    expect(res.body.past.map((row: { appointmentDate: string; status: string }) => [row.appointmentDate, row.status])).toEqual([
      ["2026-11-16", "no_show"],
      ["2026-11-09", "completed"],
      ["2026-11-02", "completed"],
    ]);
    expect(res.body).toMatchObject({ totalSpent: 95000, completedCount: 2, noShowCount: 1 });
  });

  it("answers 404 for an unknown client or an admin, 400 for a bad id", async () => {
    expect((await suite.admin.get("/api/admin/clients/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const [admin] = await suite.ctx.database.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
    expect((await suite.admin.get(`/api/admin/clients/${admin.id}`)).status).toBe(404);
    expect((await suite.admin.get("/api/admin/clients/nope")).status).toBe(400);
  });
});

describe("PATCH /api/admin/clients/:id with notes", () => {
  it("saves the notes alone and leaves every other field as it was", async () => {
    const id = await clientWithHistory();
    const res = await suite.admin.patch(`/api/admin/clients/${id}`).send({ notes: "  Alérgica al látex. Prefiere a Ana.  " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ notes: "Alérgica al látex. Prefiere a Ana.", firstName: "Ana", lastName: "María López", phone: "+16195550100" });
    expect((await suite.admin.get(`/api/admin/clients/${id}`)).body.client.notes).toBe("Alérgica al látex. Prefiere a Ana.");
    expect((await suite.admin.patch(`/api/admin/clients/${id}`).send({ notes: "x".repeat(2001) })).status).toBe(400);
  });
});
