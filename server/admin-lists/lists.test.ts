import { sql } from "drizzle-orm";
import type { Response } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAppointment, AdminClient, UserListRow } from "@shared/admin-api";
import { addDays } from "@shared/time";
import { seedHistory } from "../seed/history";
import { signedInAgent, type SignedInAgent } from "../test/agents";
import { createTestContext, DEFAULT_TEST_NOW, type TestContext } from "../test/harness";

const TODAY = "2026-11-23";
let ctx: TestContext;
let admin: SignedInAgent;
let superadmin: SignedInAgent;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedHistory(ctx.database.db, { seed: 3, scale: 0.02, now: DEFAULT_TEST_NOW });
  admin = await signedInAgent(ctx, { level: "admin" });
  superadmin = await signedInAgent(ctx, { level: "superadmin" });
}, 120_000);
afterAll(() => ctx.close());

const scalar = async (query: ReturnType<typeof sql>) => Number((await ctx.database.db.execute<{ n: number }>(query)).rows[0].n);
const nextLink = (res: Response) => /<([^>]+)>; rel="next"/.exec(res.headers.link ?? "")?.[1];

/** Every page from `url` on, following the Link headers; checks each page's total and size on the way. */
async function allPages<Row>(agent: SignedInAgent, url: string, limit: number): Promise<{ rows: Row[]; total: number; pages: number }> {
  const rows: Row[] = [];
  let total = -1;
  let pages = 0;
  for (let next: string | undefined = url; next; pages += 1) {
    const res = await agent.get(next);
    expect(res.status, next).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(limit);
    total = Number(res.headers["x-total-count"]);
    rows.push(...res.body);
    next = nextLink(res);
    if (next) expect(res.body).toHaveLength(limit);
  }
  return { rows, total, pages };
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

describe("GET /api/admin/appointments", () => {
  it("answers today through the front desk's window by default, latest first, in pages that add up to the total", async () => {
    const { rows, total, pages } = await allPages<AdminAppointment>(admin, "/api/admin/appointments?limit=4", 4);
    const inWindow = await scalar(sql`SELECT count(*)::int AS n FROM appointments WHERE appointment_date BETWEEN ${TODAY} AND ${addDays(TODAY, 60)}`);
    expect(total).toBe(inWindow);
    expect(rows).toHaveLength(inWindow);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const keys = rows.map((row) => [row.appointmentDate, row.appointmentTime, row.id] as const);
    for (let i = 1; i < keys.length; i += 1) {
      const [a, b] = [keys[i - 1], keys[i]];
      expect(a[0] > b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])))).toBe(true);
    }
    expect(rows.some((row) => row.assignableStaffIds.length > 0)).toBe(true);
  });

  it("filters a past month by status and manicurist, soonest first with order=asc", async () => {
    const [{ staffId }] = (await ctx.database.pool.query("SELECT staff_id AS \"staffId\" FROM appointments WHERE staff_id IS NOT NULL LIMIT 1")).rows;
    const url = `/api/admin/appointments?from=2026-09-01&to=2026-09-30&status=completed&staffId=${staffId}&order=asc&limit=5`;
    const { rows, total } = await allPages<AdminAppointment>(admin, url, 5);
    const expected = await scalar(
      sql`SELECT count(*)::int AS n FROM appointments WHERE appointment_date BETWEEN '2026-09-01' AND '2026-09-30' AND status = 'completed' AND staff_id = ${staffId}`,
    );
    expect(total).toBe(expected);
    expect(rows).toHaveLength(expected);
    expect(rows.every((row) => row.status === "completed" && row.staffId === staffId && row.appointmentDate.startsWith("2026-09"))).toBe(true);
    expect(rows.map((row) => row.appointmentDate)).toEqual([...rows.map((row) => row.appointmentDate)].sort());
    const active = await admin.get("/api/admin/appointments?status=active&staffId=unassigned");
    expect(active.body.length).toBeGreaterThan(0);
    expect(active.body.every((row: AdminAppointment) => row.staffId === null && row.status === "pending_staff_confirmation")).toBe(true);
  });

  it("finds a client's appointments by name without accents or case, and by phone digits", async () => {
    const [client] = (
      await ctx.database.pool.query(
        "SELECT u.first_name, u.last_name, u.phone FROM users u JOIN appointments a ON a.user_id = u.id WHERE a.appointment_date >= '2026-11-01' AND u.last_name ~ '[áéíóúñ]' LIMIT 1",
      )
    ).rows;
    const res = await admin.get(`/api/admin/appointments?from=2026-11-01&to=2026-11-30&q=${encodeURIComponent(fold(`${client.first_name} ${client.last_name}`).toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const row of res.body as AdminAppointment[]) expect(fold(`${row.user.firstName} ${row.user.lastName}`)).toContain(fold(client.first_name));
    const byPhone = await admin.get(`/api/admin/appointments?from=2026-11-01&to=2026-11-30&q=${encodeURIComponent(client.phone.slice(-7))}`);
    expect(byPhone.body.length).toBeGreaterThan(0);
    expect(byPhone.body.every((row: AdminAppointment) => row.user.phone?.endsWith(client.phone.slice(-7)))).toBe(true);
  });

  it("answers an unchanged poll with 304 and no body, and a changed one with the new page", async () => {
    const first = await admin.get("/api/admin/appointments?status=active");
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await admin.get("/api/admin/appointments?status=active").set("If-None-Match", etag);
    expect(again.status).toBe(304);
    expect(again.text ?? "").toBe("");
    const target = (first.body as AdminAppointment[]).find((row) => row.status === "confirmed")!;
    expect((await admin.put(`/api/admin/appointments/${target.id}/status`).send({ status: "cancelled" })).status).toBe(200);
    const changed = await admin.get("/api/admin/appointments?status=active").set("If-None-Match", etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.some((row: AdminAppointment) => row.id === target.id)).toBe(false);
  });
});

describe("GET /api/admin/clients and /api/superadmin/users", () => {
  it("search clients by name ignoring accents and case, and page them by name", async () => {
    const res = await admin.get("/api/admin/clients?q=NUNEZ&sort=name&limit=200");
    expect(res.status).toBe(200);
    const expected = await scalar(sql`SELECT count(*)::int AS n FROM users WHERE last_name = 'Núñez' OR first_name = 'Núñez'`);
    expect(Number(res.headers["x-total-count"])).toBeGreaterThanOrEqual(expected);
    expect(res.body.length).toBeGreaterThan(0);
    expect((res.body as AdminClient[]).every((client) => fold(`${client.firstName} ${client.lastName} ${client.email}`).includes("nunez"))).toBe(true);
    const { rows, total } = await allPages<AdminClient>(admin, "/api/admin/clients?sort=name&limit=60", 60);
    expect(rows).toHaveLength(total);
    const names = rows.map((client) => fold(`${client.firstName} ${client.lastName}`));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("sorts clients by visits, then the ones who never came, without repeating anyone", async () => {
    const { rows, total } = await allPages<AdminClient>(admin, "/api/admin/clients?sort=visits&limit=70", 70);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((client) => client.id)).size).toBe(total);
    const visits = new Map(
      (await ctx.database.pool.query("SELECT user_id, count(*)::int AS n FROM appointments WHERE status = 'completed' GROUP BY user_id")).rows.map((row) => [
        row.user_id,
        row.n,
      ]),
    );
    const counts = rows.map((client) => visits.get(client.id) ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("keeps every client's count of completed visits through inserts, status changes, moves between clients and deletes", async () => {
    const client = await ctx.database.pool.connect();
    const mismatches = async () =>
      (
        await client.query(`SELECT u.id FROM users u LEFT JOIN (SELECT user_id, count(*)::int AS n FROM appointments WHERE status = 'completed' GROUP BY user_id) v
          ON v.user_id = u.id WHERE u.completed_visits <> coalesce(v.n, 0)`)
      ).rowCount;
    try {
      // Inside a transaction that is rolled back, so the other tests keep the generated history.
      await client.query("BEGIN");
      expect(await mismatches()).toBe(0);
      const [first, second] = (await client.query("SELECT id, user_id FROM appointments WHERE status = 'completed' ORDER BY id LIMIT 2")).rows;
      const other = (await client.query("SELECT id FROM users WHERE is_admin = false AND id <> ALL($1::uuid[]) LIMIT 1", [[first.user_id, second.user_id]])).rows[0];
      await client.query("UPDATE appointments SET status = 'cancelled' WHERE id = $1", [first.id]);
      await client.query("UPDATE appointments SET user_id = $1 WHERE id = $2", [other.id, second.id]);
      await client.query("DELETE FROM appointments WHERE id = (SELECT id FROM appointments WHERE status = 'completed' ORDER BY id DESC LIMIT 1)");
      await client.query(`INSERT INTO appointments (user_id, service_id, appointment_date, appointment_time, status)
        SELECT user_id, service_id, appointment_date, '08:00', 'completed' FROM appointments WHERE id = $1`, [second.id]);
      await client.query("UPDATE appointments SET status = 'completed' WHERE id = $1", [first.id]);
      expect(await mismatches()).toBe(0);
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });

  it("page the superadmin's users newest first and find them by email", async () => {
    const { rows, total } = await allPages<UserListRow>(superadmin, "/api/superadmin/users?role=all&limit=200", 200);
    expect(total).toBe(await scalar(sql`SELECT count(*)::int AS n FROM users`));
    expect(rows).toHaveLength(total);
    const found = await superadmin.get(`/api/superadmin/users?role=all&q=${encodeURIComponent(rows[10].email!)}`);
    expect(found.body.map((row: UserListRow) => row.id)).toEqual([rows[10].id]);
    expect((await admin.get("/api/superadmin/users")).status).toBe(403);
  });
});

describe("bad list input", () => {
  const cases: Array<[string, string, string]> = [
    ["/api/admin/appointments?limit=201", "Page size must be a whole number from 1 to 200", "El tamaño de página debe ser un número entero de 1 a 200"],
    ["/api/admin/appointments?limit=0", "Page size must be a whole number from 1 to 200", "El tamaño de página debe ser un número entero de 1 a 200"],
    ["/api/admin/appointments?cursor=not-a-cursor", "This page link is no longer valid. Reload the list.", "Este enlace de página ya no es válido. Recarga la lista."],
    ["/api/admin/appointments?from=2026-11-30&to=2026-11-01", "The last date must not be before the first date", "La última fecha no puede ser anterior a la primera"],
    ["/api/admin/appointments?from=2000-01-01&to=2026-11-30", "Choose at most 92 days", "Elige como máximo 92 días"],
    ["/api/admin/appointments?from=2020-01-01", "Choose at most 92 days", "Elige como máximo 92 días"],
    ["/api/admin/appointments?q=<10,000 characters>", "Search text must be at most 100 characters", "La búsqueda puede tener como máximo 100 caracteres"],
    ["/api/admin/appointments?status=sideways", "Status must be active, completed, cancelled, no_show or all", "El estado debe ser active, completed, cancelled, no_show o all"],
    ["/api/admin/clients?q=ab", "Type at least 3 characters to search", "Escribe al menos 3 caracteres para buscar"],
    ["/api/admin/clients?sort=shoe-size", "Sort must be name, recent or visits", "El orden debe ser name, recent o visits"],
    [`/api/admin/clients?sort=name&cursor=${Buffer.from(JSON.stringify(["recent", "x", "y"])).toString("base64url")}`, "This page link is no longer valid. Reload the list.", "Este enlace de página ya no es válido. Recarga la lista."],
    ["/api/admin/staff-performance?from=2024-01-01&to=2026-11-01", "Choose at most 366 days", "Elige como máximo 366 días"],
  ];
  it.each(cases)("%s is refused with 400 in the admin's language", async (label, english, spanish) => {
    const url = label.replace("<10,000 characters>", "a".repeat(10_000));
    const started = performance.now();
    const res = await admin.get(url).set("Accept-Language", "en");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: english });
    expect((await admin.get(url).set("Accept-Language", "es")).body).toEqual({ message: spanish });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("a cursor from another page of the same list keeps its place; one of the users list is refused by the clients list", async () => {
    const users = await superadmin.get("/api/superadmin/users?limit=2");
    const cursor = new URL(nextLink(users)!, "http://x").searchParams.get("cursor")!;
    expect((await admin.get(`/api/admin/clients?cursor=${cursor}`).set("Accept-Language", "en")).body).toEqual({
      message: "This page link is no longer valid. Reload the list.",
    });
  });
});
