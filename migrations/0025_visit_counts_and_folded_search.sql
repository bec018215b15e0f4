DROP INDEX "users_search_idx";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "contact_search" text GENERATED ALWAYS AS (public.cita_fold(contact_name)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "completed_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.cita_person_search(first_name, last_name, email)) STORED;--> statement-breakpoint
CREATE INDEX "users_client_visits_idx" ON "users" USING btree ("completed_visits" DESC NULLS FIRST,"id") WHERE "users"."is_admin" = false AND "users"."admin_level" = 'none';--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The triggers that keep a client's last completed visit (migrations/0018) keep her count of completed visits
-- too. Every write recounts the clients whose completed visits it touched, so a restore, which brings the
-- clients' rows with their counts before their appointments, does not count them twice.
CREATE OR REPLACE FUNCTION cita_refresh_last_visits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users u SET (last_visit_date, completed_visits) =
      (SELECT max(a.appointment_date), count(*)::int FROM appointments a WHERE a.user_id = u.id AND a.status = 'completed')
    WHERE u.id IN (SELECT user_id FROM new_rows WHERE status = 'completed');
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE users u SET (last_visit_date, completed_visits) =
      (SELECT max(a.appointment_date), count(*)::int FROM appointments a WHERE a.user_id = u.id AND a.status = 'completed')
    WHERE u.id IN (SELECT user_id FROM old_rows WHERE status = 'completed');
  ELSE
    UPDATE users u SET (last_visit_date, completed_visits) =
      (SELECT max(a.appointment_date), count(*)::int FROM appointments a WHERE a.user_id = u.id AND a.status = 'completed')
    WHERE u.id IN (
      SELECT unnest(ARRAY[o.user_id, n.user_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status = 'completed' OR n.status = 'completed')
        AND (o.status, o.user_id, o.appointment_date) IS DISTINCT FROM (n.status, n.user_id, n.appointment_date)
    );
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE users u SET completed_visits = visits.count
FROM (SELECT user_id, count(*)::int AS count FROM appointments WHERE status = 'completed' GROUP BY user_id) visits
WHERE u.id = visits.user_id;
