/** Admin credentials from the back office: one-time passwords, the forced change, and who may do what. */
import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { CHOOSE_PASSWORD_FIRST } from "@shared/admin-accounts-api";
import { sessions, users } from "@shared/schema";
import { signedInAgent } from "../test/agents";
import { generatePassword, PASSWORD_ALPHABET, PASSWORD_GROUP_LENGTH, PASSWORD_GROUPS } from "../auth/passwords";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite({ signIn: "superadmin" });

const signIn = (username: string, password: string) => {
  const agent = request.agent(suite.ctx.app);
  return agent
    .post("/api/admin/login")
    .send({ username, password })
    .then((res) => ({ res, agent }));
};

describe("generated one-time passwords", () => {
  it("keep at least 128 bits in dash-separated groups of an unambiguous alphabet, every character drawn", () => {
    expect(new Set(PASSWORD_ALPHABET).size).toBe(PASSWORD_ALPHABET.length);
    expect(PASSWORD_ALPHABET).not.toMatch(/[01ilo]/);
    expect(PASSWORD_GROUPS * PASSWORD_GROUP_LENGTH * Math.log2(PASSWORD_ALPHABET.length)).toBeGreaterThanOrEqual(128);
    const drawn = Array.from({ length: 300 }, () => generatePassword());
    expect(new Set(drawn).size).toBe(drawn.length);
    for (const password of drawn) expect(password.split("-").map((group) => group.length)).toEqual(Array(PASSWORD_GROUPS).fill(PASSWORD_GROUP_LENGTH));
    // Over 8,400 draws every letter of the alphabet turns up (a draw from part of it would not).
    expect(new Set(drawn.join("").replaceAll("-", ""))).toEqual(new Set(PASSWORD_ALPHABET));
  });
});

describe("POST /api/superadmin/admins", () => {
  it("creates an admin with a one-time password shown once, who must choose their own before anything else", async () => {
    const created = await suite.admin.post("/api/superadmin/admins").send({ username: "Recepcion", firstName: "Rosa", lastName: "Díaz", adminLevel: "admin" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: "recepcion", user: { firstName: "Rosa", lastName: "Díaz", adminLevel: "admin", isAdmin: true } });
    const { oneTimePassword } = created.body as { oneTimePassword: string };
    // Readable aloud: groups of 4 from an alphabet without look-alikes (0/o, 1/l/i), dashes between.
    expect(oneTimePassword).toMatch(/^[2-9a-hjkmnp-z]{4}(-[2-9a-hjkmnp-z]{4}){6}$/);
    const [stored] = await suite.ctx.database.db.select().from(users).where(eq(users.username, "recepcion"));
    expect(stored.passwordHash).not.toContain(oneTimePassword);
    expect(stored.mustChangePassword).toBe(true);

    const { res, agent } = await signIn("recepcion", oneTimePassword);
    expect(res.status).toBe(200);
    expect((await agent.get("/api/admin/current-user")).body).toMatchObject({ firstName: "Rosa", mustChangePassword: true });
    const blocked = await agent.get("/api/admin/appointments");
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({ message: CHOOSE_PASSWORD_FIRST });

    expect((await agent.post("/api/admin/change-password").send({ currentPassword: "wrong", newPassword: "rosa-password-1" })).status).toBe(400);
    // Without the current password, not even the rules for a new one are told.
    const guessing = await agent.post("/api/admin/change-password").send({ currentPassword: "wrong", newPassword: "short" });
    expect(guessing.body).toEqual((await agent.post("/api/admin/change-password").send({ currentPassword: "wrong", newPassword: "rosa-password-1" })).body);
    expect((await agent.post("/api/admin/change-password").send({ currentPassword: oneTimePassword, newPassword: "short" })).status).toBe(400);
    const changed = await agent.post("/api/admin/change-password").send({ currentPassword: oneTimePassword, newPassword: "rosa-password-1" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ mustChangePassword: false });
    expect((await agent.get("/api/admin/appointments")).status).toBe(200);

    expect((await signIn("recepcion", oneTimePassword)).res.status).toBe(401);
    expect((await signIn("recepcion", "rosa-password-1")).res.status).toBe(200);
  });

  it("refuses a taken username, a bad level, and a regular admin", async () => {
    expect((await suite.admin.post("/api/superadmin/admins").send({ username: "rosa", adminLevel: "admin" })).status).toBe(201);
    expect((await suite.admin.post("/api/superadmin/admins").send({ username: "ROSA", adminLevel: "admin" })).status).toBe(409);
    expect((await suite.admin.post("/api/superadmin/admins").send({ username: "eva", adminLevel: "none" })).status).toBe(400);
    expect((await suite.admin.post("/api/superadmin/admins").send({ username: "eva eva", adminLevel: "admin" })).status).toBe(400);
    const regular = await signedInAgent(suite.ctx, { level: "admin" });
    expect((await regular.post("/api/superadmin/admins").send({ username: "eva", adminLevel: "admin" })).status).toBe(403);
  });
});

describe("POST /api/superadmin/users/:id/reset-password", () => {
  it("gives an admin a new one-time password and ends their sessions", async () => {
    const created = await suite.admin.post("/api/superadmin/admins").send({ username: "rosa", adminLevel: "admin" });
    const { agent } = await signIn("rosa", created.body.oneTimePassword);
    await agent.post("/api/admin/change-password").send({ currentPassword: created.body.oneTimePassword, newPassword: "rosa-password-1" });
    expect((await agent.get("/api/admin/appointments")).status).toBe(200);

    const reset = await suite.admin.post(`/api/superadmin/users/${created.body.user.id}/reset-password`).send({});
    expect(reset.status).toBe(200);
    expect((await agent.get("/api/admin/appointments")).status).toBe(401);
    expect((await signIn("rosa", "rosa-password-1")).res.status).toBe(401);
    const again = await signIn("rosa", reset.body.oneTimePassword);
    expect(again.res.status).toBe(200);
    expect((await again.agent.get("/api/admin/current-user")).body.mustChangePassword).toBe(true);
  });

  it("gives a client promoted on the Users page a username and a way to sign in", async () => {
    const [client] = await suite.ctx.database.db.insert(users).values({ email: "lucia@example.com", firstName: "Lucía" }).returning();
    expect((await suite.admin.put(`/api/superadmin/users/${client.id}/admin-level`).send({ adminLevel: "admin" })).status).toBe(200);
    expect((await suite.admin.post(`/api/superadmin/users/${client.id}/reset-password`).send({})).status).toBe(400);
    const issued = await suite.admin.post(`/api/superadmin/users/${client.id}/reset-password`).send({ username: "lucia" });
    expect(issued.status).toBe(200);
    expect(issued.body.username).toBe("lucia");
    expect((await signIn("lucia", issued.body.oneTimePassword)).res.status).toBe(200);
  });

  it("refuses a client who is not an admin, one's own account, an unknown user and a regular admin", async () => {
    const [client] = await suite.ctx.database.db.insert(users).values({ email: "eva@example.com" }).returning();
    expect((await suite.admin.post(`/api/superadmin/users/${client.id}/reset-password`).send({ username: "eva" })).status).toBe(409);
    const me = (await suite.admin.get("/api/admin/current-user")).body.id;
    expect((await suite.admin.post(`/api/superadmin/users/${me}/reset-password`).send({})).status).toBe(403);
    expect((await suite.admin.post("/api/superadmin/users/00000000-0000-4000-8000-000000000000/reset-password").send({})).status).toBe(404);
    const regular = await signedInAgent(suite.ctx, { level: "admin" });
    expect((await regular.post(`/api/superadmin/users/${client.id}/reset-password`).send({})).status).toBe(403);
    expect(await suite.ctx.database.db.$count(sessions)).toBeGreaterThan(0);
  });
});
