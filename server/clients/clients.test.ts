import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { PHOTO_URL_INVALID } from "@shared/admin-api";
import { users } from "@shared/schema";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite({ signIn: "admin" });

const newClient = {
  firstName: "Lucía",
  lastName: "Ramírez",
  email: "Lucia@Example.com",
  phone: "6195550111",
  profileImageUrl: "",
  membershipTier: "vip",
  marketingOptIn: true,
};

describe("clients", () => {
  it("adds a client and lists clients without any admin", async () => {
    const created = await suite.admin.post("/api/admin/clients").send(newClient);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      firstName: "Lucía",
      lastName: "Ramírez",
      email: "lucia@example.com",
      // Kept in E.164, as bookings keep it.
      phone: "+16195550111",
      profileImageUrl: null,
      membershipTier: "vip",
      marketingOptIn: true,
      isAdmin: false,
      adminLevel: "none",
    });
    const list = await suite.admin.get("/api/admin/clients");
    expect(list.status).toBe(200);
    expect(list.body.map((client: { email: string }) => client.email)).toEqual(["lucia@example.com"]);
  });

  it("counts the clients and the VIPs among them, for the whole list and for a search", async () => {
    await suite.admin.post("/api/admin/clients").send(newClient);
    await suite.admin.post("/api/admin/clients").send({ ...newClient, firstName: "Marta", email: "marta@example.com", phone: "", membershipTier: "regular" });
    await suite.admin.post("/api/admin/clients").send({ ...newClient, firstName: "Rosa", lastName: "Vega", email: "rosa@example.com", phone: "" });
    const all = await suite.admin.get("/api/admin/clients?limit=1");
    expect(all.headers).toMatchObject({ "x-total-count": "3", "x-vip-count": "2" });
    const searched = await suite.admin.get(`/api/admin/clients?q=${encodeURIComponent("ramirez")}`);
    expect(searched.headers).toMatchObject({ "x-total-count": "2", "x-vip-count": "1" });
  });

  it("lists customers who booked online", async () => {
    await addStaff(suite.ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload());
    const list = await suite.admin.get("/api/admin/clients");
    expect(list.body).toEqual([expect.objectContaining({ email: "ana@example.com", firstName: "Ana" })]);
  });

  it("edits a client", async () => {
    const { body: created } = await suite.admin.post("/api/admin/clients").send(newClient);
    const res = await suite.admin.patch(`/api/admin/clients/${created.id}`).send({ ...newClient, lastName: "Ramírez Soto", membershipTier: "regular", phone: "" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lastName: "Ramírez Soto", membershipTier: "regular", phone: null });
  });

  it("ignores attempts to set ids, timestamps or admin rights", async () => {
    const res = await suite.admin.post("/api/admin/clients").send({
      ...newClient,
      id: "00000000-0000-4000-8000-000000000000",
      isAdmin: true,
      adminLevel: "superadmin",
      createdAt: "2020-01-01T00:00:00Z",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isAdmin: false, adminLevel: "none" });
    expect(res.body.id).not.toBe("00000000-0000-4000-8000-000000000000");
    expect(res.body.createdAt).not.toBe("2020-01-01T00:00:00.000Z");
  });

  it.each([
    [{ firstName: "" }, "First name is required"],
    [{ lastName: undefined }, "Last name is required"],
    [{ email: "lucia@" }, "Invalid email address"],
    [{ phone: "12345" }, "Phone number must be at least 7 characters"],
    [{ phone: "555 0142" }, "Please enter a valid phone number"],
    [{ membershipTier: "gold" }, "Membership tier must be regular or vip"],
  ])("refuses %j with the form's message", async (change, message) => {
    const res = await suite.admin.post("/api/admin/clients").send({ ...newClient, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it("refuses a name longer than its column, or a photo address that is not https:// or a path on this site", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: "L".repeat(101) }, "First name must be at most 100 characters"],
      [{ lastName: "R".repeat(101) }, "Last name must be at most 100 characters"],
      [{ profileImageUrl: "javascript:alert(1)" }, PHOTO_URL_INVALID],
      [{ profileImageUrl: "data:image/png;base64,AAAA" }, PHOTO_URL_INVALID],
      [{ profileImageUrl: "http://example.com/me.jpg" }, PHOTO_URL_INVALID],
    ];
    for (const [change, message] of cases) {
      const res = await suite.admin.post("/api/admin/clients").send({ ...newClient, ...change });
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ message });
    }
    expect(await suite.ctx.database.db.$count(users, eq(users.email, "lucia@example.com"))).toBe(0);
    const kept = await suite.admin.post("/api/admin/clients").send({ ...newClient, firstName: "L".repeat(100), profileImageUrl: "https://example.com/me.jpg" });
    expect(kept.status).toBe(201);
    expect(kept.body).toMatchObject({ firstName: "L".repeat(100), profileImageUrl: "https://example.com/me.jpg" });
  });

  it("refuses a duplicate email with a 409", async () => {
    await suite.admin.post("/api/admin/clients").send(newClient);
    const res = await suite.admin.post("/api/admin/clients").send({ ...newClient, email: "LUCIA@example.com" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "A client with this email already exists" });
  });

  it("cannot edit an admin through the clients call", async () => {
    const [owner] = await suite.ctx.database.db.insert(users).values({ email: "boss@example.com", isAdmin: true, adminLevel: "superadmin" }).returning();
    const res = await suite.admin.patch(`/api/admin/clients/${owner.id}`).send(newClient);
    expect(res.status).toBe(404);
    expect((await suite.admin.patch("/api/admin/clients/not-a-uuid").send(newClient)).status).toBe(400);
  });
});
