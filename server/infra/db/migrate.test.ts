import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { migrationsApplied, runMigrations } from "./migrate";
import { openTestDatabase, type TestDatabase } from "../../test/test-database";

describe("migrations", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("creates every table of the schema, the session store's included", async () => {
    const { rows } = await database.pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(rows.map((row) => row.table_name)).toEqual([
      "appointment_items",
      "appointment_manage_tokens",
      "appointment_payments",
      "appointment_segments",
      "appointments",
      "backup_runs",
      "campaign_recipients",
      "campaigns",
      "checkout_adjustments",
      "checkout_items",
      "checkout_payments",
      "checkout_tips",
      "checkouts",
      "customer_link_tokens",
      "day_close_events",
      "day_closes",
      "email_outbox",
      "idempotency_keys",
      "login_attempts",
      "payment_policy",
      "payment_webhook_events",
      "rate_limit_hits",
      "reviews",
      "salon_config",
      "service_options",
      "services",
      "sessions",
      "site_reviews",
      "staff",
      "staff_availability",
      "staff_personal_links",
      "staff_services",
      "staff_time_off",
      "staff_weekly_schedules",
      "users",
      "waitlist_entries",
      "waitlist_offers",
    ]);
    expect(await migrationsApplied(database.pool)).toBe(true);
  });

  it("waits for another instance's migrations longer than a request's statement timeout, and hands the connection back with it", async () => {
    const impatient = await openDatabase({ databaseUrl: database.connectionUrl, poolSize: 1, statementTimeoutMillis: 200 });
    const holder = await database.pool.connect();
    try {
      await holder.query("SELECT pg_advisory_lock(727001)");
      const migrating = runMigrations(impatient.pool);
      await new Promise((resolve) => setTimeout(resolve, 600));
      await holder.query("SELECT pg_advisory_unlock(727001)");
      await migrating;
      const { rows } = await impatient.pool.query<{ timeout: string }>("SELECT current_setting('statement_timeout') AS timeout");
      expect(rows[0].timeout).toBe("200ms");
    } finally {
      holder.release();
      await impatient.close();
    }
  });

  it("is safe to run again, and from two instances at once", async () => {
    await Promise.all([runMigrations(database.pool), runMigrations(database.pool)]);
    const { rows } = await database.pool.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations",
    );
    expect(rows[0].count).toBeGreaterThan(0);
    expect(await migrationsApplied(database.pool)).toBe(true);
  });

  it("keeps the schema's unique pairs and column defaults", async () => {
    const { rows: uniques } = await database.pool.query<{ table_name: string; columns: string }>(`
      SELECT tc.table_name, string_agg(kcu.column_name, ',' ORDER BY kcu.ordinal_position) AS columns
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name
      WHERE tc.constraint_type = 'UNIQUE' AND tc.table_schema = 'public'
      GROUP BY tc.constraint_name, tc.table_name`);
    const pairs = uniques.map((row) => `${row.table_name}(${row.columns})`);
    expect(pairs).toEqual(
      expect.arrayContaining(["staff_services(staff_id,service_id)", "staff_availability(staff_id,available_date)", "users(email)"]),
    );

    const { rows: columns } = await database.pool.query<{ key: string; column_default: string | null }>(`
      SELECT table_name || '.' || column_name AS key, column_default
      FROM information_schema.columns WHERE table_schema = 'public'`);
    const defaults = Object.fromEntries(columns.map((row) => [row.key, row.column_default]));
    expect(defaults).toMatchObject({
      "users.is_admin": "false",
      "users.admin_level": expect.stringContaining("'none'"),
      "users.membership_tier": expect.stringContaining("'regular'"),
      "users.marketing_opt_in": "false",
      "services.price": "0",
      "services.active": "true",
      "service_options.display_order": "0",
      "service_options.active": "true",
      "appointments.status": expect.stringContaining("'pending_staff_confirmation'"),
      "appointments.needs_acrylic_removal": "false",
      "appointments.needs_gelish_removal": "false",
      "salon_config.id": expect.stringContaining("'default'"),
      "salon_config.business_hours_start": expect.stringContaining("'09:00'"),
      "salon_config.business_hours_end": expect.stringContaining("'18:00'"),
      "staff.active": "true",
      "staff_availability.is_punched_in": "true",
    });
  });

  it("enforces the schema's delete rules", async () => {
    const client = await database.pool.connect();
    try {
      const { rows } = await client.query<{ table_name: string; delete_rule: string; column_name: string }>(`
        SELECT tc.table_name, rc.delete_rule, kcu.column_name
        FROM information_schema.referential_constraints rc
        JOIN information_schema.table_constraints tc ON tc.constraint_name = rc.constraint_name
        JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name
        ORDER BY tc.table_name, kcu.column_name`);
      const rules = Object.fromEntries(rows.map((row) => [`${row.table_name}.${row.column_name}`, row.delete_rule]));
      expect(rules).toMatchObject({
        "appointments.user_id": "CASCADE",
        "appointments.service_id": "CASCADE",
        "appointments.staff_id": "SET NULL",
        "staff_availability.staff_id": "CASCADE",
        "staff_weekly_schedules.staff_id": "CASCADE",
        "staff_time_off.staff_id": "CASCADE",
        "appointments.declined_by_staff_id": "SET NULL",
        "staff_services.staff_id": "CASCADE",
        "staff_services.service_id": "CASCADE",
        "reviews.appointment_id": "CASCADE",
        "reviews.staff_id": "SET NULL",
        "reviews.user_id": "CASCADE",
      });
    } finally {
      client.release();
    }
  });
});
