import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users, type User } from "@shared/schema";
import { addAdmin, TEST_PASSWORD } from "../test/factories";
import { createTestContext, type TestContext } from "../test/harness";

let ctx: TestContext;
let boss: User;
let superadmin: ReturnType<typeof request.agent>;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.execute(sql`TRUNCATE users, sessions, login_attempts CASCADE`);
  boss = await addAdmin(ctx.database.db, { username: "boss", level: "superadmin" });
  superadmin = request.agent(ctx.app);
  await superadmin.post("/api/admin/login").send({ username: "boss", password: TEST_PASSWORD });
});

async function addCustomer(email: string): Promise<User> {
  const [customer] = await ctx.database.db
    .insert(users)
    .values({ email, firstName: "Ana", lastName: "López", membershipTier: "vip" })
    .returning();
  return customer;
}

describe("GET /api/superadmin/users", () => {
  it("lists the admin accounts only, unless every user is asked for", async () => {
    await addCustomer("ana@example.com");
    const other = await addAdmin(ctx.database.db, { username: "maria", level: "admin" });
    const res = await superadmin.get("/api/superadmin/users");
    expect(res.status).toBe(200);
    expect(res.body.map((row: { id: string }) => row.id).sort()).toEqual([boss.id, other.id].sort());
    expect(res.headers["x-total-count"]).toBe("2");
    expect((await superadmin.get("/api/superadmin/users?role=all")).body).toHaveLength(3);
    expect((await superadmin.get("/api/superadmin/users?role=clients").set("Accept-Language", "en")).body).toEqual({ message: "Role must be admins or all" });
  });

  it("lists customers and admins, newest first, with role=all", async () => {
    const customer = await addCustomer("ana@example.com");
    const res = await superadmin.get("/api/superadmin/users?role=all");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: customer.id,
        username: null,
        firstName: "Ana",
        lastName: "López",
        email: "ana@example.com",
        membershipTier: "vip",
        isAdmin: false,
        adminLevel: "none",
        createdAt: customer.createdAt.toISOString(),
      },
      expect.objectContaining({ id: boss.id, username: "boss", adminLevel: "superadmin", isAdmin: true }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain("argon2");
  });
});

describe("PUT /api/superadmin/users/:id/admin-level", () => {
  it("promotes a user and keeps isAdmin in step", async () => {
    const customer = await addCustomer("ana@example.com");
    const promoted = await superadmin.put(`/api/superadmin/users/${customer.id}/admin-level`).send({ adminLevel: "admin" });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: customer.id, adminLevel: "admin", isAdmin: true });
    const demoted = await superadmin.put(`/api/superadmin/users/${customer.id}/admin-level`).send({ adminLevel: "none" });
    expect(demoted.body).toMatchObject({ adminLevel: "none", isAdmin: false });
  });

  it("takes effect on the other admin's very next request", async () => {
    const other = await addAdmin(ctx.database.db, { username: "maria", level: "admin" });
    const maria = request.agent(ctx.app);
    await maria.post("/api/admin/login").send({ username: "maria", password: TEST_PASSWORD });
    expect((await maria.get("/api/superadmin/users")).status).toBe(403);

    await superadmin.put(`/api/superadmin/users/${other.id}/admin-level`).send({ adminLevel: "superadmin" });
    expect((await maria.get("/api/superadmin/users")).status).toBe(200);
    await superadmin.put(`/api/superadmin/users/${other.id}/admin-level`).send({ adminLevel: "none" });
    expect((await maria.get("/api/admin/current-user")).status).toBe(403);
  });

  it("refuses a change of one's own level", async () => {
    const res = await superadmin.put(`/api/superadmin/users/${boss.id}/admin-level`).send({ adminLevel: "admin" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "You cannot change your own admin level." });
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, boss.id));
    expect(stored.adminLevel).toBe("superadmin");
  });

  it("answers 404 for an unknown user", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await superadmin.put(`/api/superadmin/users/${id}/admin-level`).send({ adminLevel: "admin" });
      expect(res.status, id).toBe(404);
      expect(res.body, id).toEqual({ message: "User not found" });
    }
  });

  it("refuses a level that does not exist", async () => {
    const customer = await addCustomer("ana@example.com");
    const res = await superadmin.put(`/api/superadmin/users/${customer.id}/admin-level`).send({ adminLevel: "owner" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/none|admin|superadmin/);
  });
});

describe("two superadmins demoting each other at once", () => {
  it("lets one through and refuses the other, so a superadmin always remains", async () => {
    await addAdmin(ctx.database.db, { username: "chief", level: "superadmin" });
    const chief = request.agent(ctx.app);
    await chief.post("/api/admin/login").send({ username: "chief", password: TEST_PASSWORD });
    const chiefRow = (await ctx.database.db.select().from(users).where(eq(users.username, "chief")))[0];

    const [bossDemotes, chiefDemotes] = await Promise.all([
      superadmin.put(`/api/superadmin/users/${chiefRow.id}/admin-level`).send({ adminLevel: "none" }),
      chief.put(`/api/superadmin/users/${boss.id}/admin-level`).send({ adminLevel: "none" }),
    ]);
    expect([bossDemotes.status, chiefDemotes.status].sort()).toEqual([200, 403]);
    const remaining = await ctx.database.db.select().from(users).where(eq(users.adminLevel, "superadmin"));
    expect(remaining).toHaveLength(1);
  });
});

describe("admin accounts' email", () => {
  it("lets an admin set their own on the profile, and a superadmin an admin's, refusing a taken address", async () => {
    const other = await addAdmin(ctx.database.db, { username: "maria", level: "admin" });
    const maria = request.agent(ctx.app);
    await maria.post("/api/admin/login").send({ username: "maria", password: TEST_PASSWORD });
    const own = await maria.put("/api/admin/profile").send({ email: " Maria@Salon.example " });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: other.id, email: "maria@salon.example" });
    expect((await maria.get("/api/admin/current-user")).body.email).toBe("maria@salon.example");

    const set = await superadmin.put(`/api/superadmin/users/${other.id}/email`).send({ email: "recepcion@salon.example" });
    expect(set.body).toMatchObject({ id: other.id, email: "recepcion@salon.example" });
    await addCustomer("ana@example.com");
    const taken = await superadmin.put(`/api/superadmin/users/${other.id}/email`).set("Accept-Language", "en").send({ email: "ana@example.com" });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: "This email address already belongs to another account" });
    expect((await maria.put("/api/admin/profile").set("Accept-Language", "es").send({ email: "ana@example.com" })).body).toEqual({ message: "Este correo ya pertenece a otra cuenta" });
    expect((await maria.put("/api/admin/profile").set("Accept-Language", "en").send({ email: "not-an-email" })).body).toEqual({
      message: "Please enter a valid email address",
    });
    // Empty removes it.
    expect((await maria.put("/api/admin/profile").send({ email: "" })).body.email).toBeNull();
  });

  it("refuses a client's email on the superadmin's route and an admin on it", async () => {
    const customer = await addCustomer("ana@example.com");
    expect((await superadmin.put(`/api/superadmin/users/${customer.id}/email`).send({ email: "x@example.com" })).status).toBe(409);
    await addAdmin(ctx.database.db, { username: "maria", level: "admin" });
    const maria = request.agent(ctx.app);
    await maria.post("/api/admin/login").send({ username: "maria", password: TEST_PASSWORD });
    expect((await maria.put(`/api/superadmin/users/${boss.id}/email`).send({ email: "x@example.com" })).status).toBe(403);
  });
});
