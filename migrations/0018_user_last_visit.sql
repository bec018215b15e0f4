ALTER TABLE "users" ADD COLUMN "last_visit_date" varchar(10);--> statement-breakpoint
-- A client's last completed visit, kept on the client's row by PostgreSQL itself whenever an appointment is
-- written, so that a campaign's "last visit more than N days ago" audience is one range of an index rather than
-- a look-up per client. Statement triggers with transition tables: a bulk write updates each client once.
CREATE OR REPLACE FUNCTION cita_refresh_last_visits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users u SET last_visit_date = added.last
    FROM (SELECT user_id, max(appointment_date) AS last FROM new_rows WHERE status = 'completed' GROUP BY user_id) added
    WHERE u.id = added.user_id AND (u.last_visit_date IS NULL OR u.last_visit_date < added.last);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE users u SET last_visit_date = (SELECT max(a.appointment_date) FROM appointments a WHERE a.user_id = u.id AND a.status = 'completed')
    WHERE u.id IN (SELECT user_id FROM old_rows WHERE status = 'completed');
  ELSE
    UPDATE users u SET last_visit_date = (SELECT max(a.appointment_date) FROM appointments a WHERE a.user_id = u.id AND a.status = 'completed')
    WHERE u.id IN (
      SELECT unnest(ARRAY[o.user_id, n.user_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status = 'completed' OR n.status = 'completed')
        AND (o.status, o.user_id, o.appointment_date) IS DISTINCT FROM (n.status, n.user_id, n.appointment_date)
    );
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_last_visit_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cita_refresh_last_visits();
--> statement-breakpoint
CREATE TRIGGER appointments_last_visit_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cita_refresh_last_visits();
--> statement-breakpoint
CREATE TRIGGER appointments_last_visit_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cita_refresh_last_visits();
--> statement-breakpoint
UPDATE users u SET last_visit_date = visits.last
FROM (SELECT user_id, max(appointment_date) AS last FROM appointments WHERE status = 'completed' GROUP BY user_id) visits
WHERE u.id = visits.user_id;
--> statement-breakpoint
-- The campaign audiences (all, VIP, last visit before a date) read only this index: who accepts marketing
-- messages, with what each count needs.
CREATE INDEX users_marketing_reach_idx ON users (last_visit_date) INCLUDE (membership_tier, email, phone)
  WHERE marketing_opt_in = true AND is_admin = false;
