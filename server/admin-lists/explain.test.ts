import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "@shared/schema";
import { listAdminAppointments } from "../admin-appointments/list";
import { adminStats } from "../admin-stats/service";
import { previewAudience } from "../campaigns/service";
import { listClients } from "../clients/list";
import { clientHistory } from "../clients/service";
import type { Db } from "../infra/db/database";
import { seedHistory } from "../seed/history";
import { occupancy } from "../reports/occupancy";
import { revenueByStaff } from "../reports/revenue";
import { performanceRange, staffPerformance } from "../staff/performance";
import { DEFAULT_TEST_NOW } from "../test/harness";
import { openTestDatabase, type TestDatabase } from "../test/test-database";
import { listUsers } from "../users/list";

/** Tables that grow with the salon's history: no admin read may scan them whole. */
const HISTORY_TABLES = ["appointments", "appointment_items", "users"];
const NOW = DEFAULT_TEST_NOW;

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode): string[] {
  const own = node["Node Type"] === "Seq Scan" && HISTORY_TABLES.includes(node["Relation Name"] ?? "") ? [node["Relation Name"]!] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

let database: TestDatabase;
/** The statements each read sends, captured by drizzle's query logger on the test's own pool. */
let captured: Array<{ query: string; params: unknown[] }> = [];
let db: Db;

beforeAll(async () => {
  database = await openTestDatabase();
  // The full three years (one visit in twenty in parts): at a smaller scale PostgreSQL rightly reads small tables whole.
  await seedHistory(database.db, { seed: 11, scale: 1, now: NOW });
  // What autovacuum keeps true on a live database: statistics, and the visibility map index-only scans need.
  await database.pool.query("VACUUM ANALYZE");
  db = drizzle(database.pool, { schema, logger: { logQuery: (query, params) => void captured.push({ query, params }) } });
}, 240_000);
afterAll(() => database.close());

/** Runs a read and EXPLAINs every statement it sent, with the parameters it sent them with. */
async function plansOf(read: () => Promise<unknown>): Promise<Array<{ query: string; scans: string[] }>> {
  captured = [];
  await read();
  const statements = captured;
  expect(statements.length).toBeGreaterThan(0);
  const plans = [];
  for (const { query, params } of statements) {
    const { rows } = await database.pool.query<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${query}`, params);
    plans.push({ query, scans: seqScans(rows[0]["QUERY PLAN"][0].Plan) });
  }
  return plans;
}

async function someId(query: string): Promise<string> {
  return String((await database.pool.query(query)).rows[0].id);
}

describe("every admin read on three years of history", () => {
  const reads: Array<[string, () => Promise<unknown>]> = [
    ["appointments, default window", () => listAdminAppointments(db, {}, NOW)],
    ["appointments, active", () => listAdminAppointments(db, { status: "active", order: "asc" }, NOW)],
    ["appointments, unassigned", () => listAdminAppointments(db, { staffId: "unassigned" }, NOW)],
    [
      "appointments, a past month of one manicurist's completed work",
      async () => listAdminAppointments(db, { from: "2026-06-01", to: "2026-08-31", status: "completed", staffId: await someId("SELECT id FROM staff LIMIT 1") }, NOW),
    ],
    ["appointments, a search", () => listAdminAppointments(db, { from: "2026-09-01", to: "2026-11-30", q: "garcia" }, NOW)],
    [
      "appointments, a later page",
      async () => {
        const first = await listAdminAppointments(db, { from: "2026-09-01", to: "2026-11-30", limit: 20 }, NOW);
        return listAdminAppointments(db, { from: "2026-09-01", to: "2026-11-30", limit: 20, cursor: first.next! }, NOW);
      },
    ],
    ["clients, newest", () => listClients(db, {})],
    ["clients, by name, second page", async () => listClients(db, { sort: "name", cursor: (await listClients(db, { sort: "name" })).next! })],
    ["clients, by visits", () => listClients(db, { sort: "visits" })],
    ["clients, a name search", () => listClients(db, { q: "Núñez" })],
    ["clients, a phone search", () => listClients(db, { q: "310 207" })],
    ["client card", async () => clientHistory(db, await someId("SELECT user_id AS id FROM appointments LIMIT 1"), NOW)],
    ["users, admin accounts", () => listUsers(db, {})],
    ["users, newest, second page", async () => listUsers(db, { role: "all", cursor: (await listUsers(db, { role: "all" })).next! })],
    ["users, a search", () => listUsers(db, { role: "all", q: "nunez" })],
    ["staff performance", () => staffPerformance(db, performanceRange({}, NOW), NOW)],
    ["revenue by manicurist, a month", () => revenueByStaff(db, "2026-10-01", "2026-10-31")],
    ["occupancy, a month", () => occupancy(db, "2026-10-01", "2026-10-31")],
    ["dashboard", () => adminStats(db, NOW)],
    ["campaign audience, VIP", () => previewAudience({ db }, { audience: "vip" }, NOW)],
    ["campaign audience, last visit", () => previewAudience({ db }, { audience: { lastVisitBeforeDays: 90 } }, NOW)],
  ];

  it.each(reads)("%s scans no history table whole", async (_name, read) => {
    const plans = await plansOf(read);
    expect(plans.filter((plan) => plan.scans.length > 0)).toEqual([]);
  });
});
