CREATE TABLE "booking_read_versions" (
	"scope" varchar(10) PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- What a booking reads of a date, counted: every change to a date's appointments adds one to the date's
-- row, and every change to what all dates read (the staff, their days, schedules, time off and services, a
-- customer's email, or appointments truncated) adds one to the row 'all-dates'. Per statement, in date
-- order, as a booking's own writes go, so a multi-date statement cannot deadlock with a booking.
CREATE FUNCTION cita_count_day_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_read_versions AS counted (scope, version)
      SELECT appointment_date, count(*) FROM new_rows GROUP BY appointment_date ORDER BY appointment_date
      ON CONFLICT (scope) DO UPDATE SET version = counted.version + EXCLUDED.version;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO booking_read_versions AS counted (scope, version)
      SELECT changed.appointment_date, count(*) FROM (
        SELECT appointment_date FROM new_rows UNION ALL SELECT appointment_date FROM old_rows) AS changed
      GROUP BY changed.appointment_date ORDER BY changed.appointment_date
      ON CONFLICT (scope) DO UPDATE SET version = counted.version + EXCLUDED.version;
  ELSE
    INSERT INTO booking_read_versions AS counted (scope, version)
      SELECT appointment_date, count(*) FROM old_rows GROUP BY appointment_date ORDER BY appointment_date
      ON CONFLICT (scope) DO UPDATE SET version = counted.version + EXCLUDED.version;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_count_inserts AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cita_count_day_changes();
--> statement-breakpoint
CREATE TRIGGER appointments_count_updates AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cita_count_day_changes();
--> statement-breakpoint
CREATE TRIGGER appointments_count_deletes AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cita_count_day_changes();
--> statement-breakpoint
CREATE FUNCTION cita_count_all_dates_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_read_versions AS counted (scope, version) VALUES ('all-dates', 1)
    ON CONFLICT (scope) DO UPDATE SET version = counted.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_count_truncates AFTER TRUNCATE ON appointments
  FOR EACH STATEMENT EXECUTE FUNCTION cita_count_all_dates_change();
--> statement-breakpoint
CREATE TRIGGER staff_count_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON staff
  FOR EACH STATEMENT EXECUTE FUNCTION cita_count_all_dates_change();
--> statement-breakpoint
CREATE TRIGGER staff_services_count_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON staff_services
  FOR EACH STATEMENT EXECUTE FUNCTION cita_count_all_dates_change();
--> statement-breakpoint
CREATE TRIGGER staff_availability_count_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON staff_availability
  FOR EACH STATEMENT EXECUTE FUNCTION cita_count_all_dates_change();
--> statement-breakpoint
CREATE TRIGGER staff_weekly_schedules_count_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON staff_weekly_schedules
  FOR EACH STATEMENT EXECUTE FUNCTION cita_count_all_dates_change();
--> statement-breakpoint
CREATE TRIGGER staff_time_off_count_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON staff_time_off
  FOR EACH STATEMENT EXECUTE FUNCTION cita_count_all_dates_change();
--> statement-breakpoint
CREATE TRIGGER users_count_email_changes AFTER UPDATE OF email ON users
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION cita_count_all_dates_change();
--> statement-breakpoint
CREATE TRIGGER users_count_truncates AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION cita_count_all_dates_change();
--> statement-breakpoint
-- The first statement of a booking transaction that decided from what its process remembers of the
-- dates: takes each date's lock if it is free (keys in date order), and fails with SQLSTATE CT001, ending
-- the transaction before any write, unless every lock was free, every count is still the one remembered
-- (a missing row counts 0), and none of the Idempotency-Keys is stored yet.
CREATE FUNCTION cita_check_remembered_dates(lock_keys text[], scopes varchar[], versions bigint[], idempotency_keys varchar[])
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lock_key text;
BEGIN
  FOREACH lock_key IN ARRAY lock_keys LOOP
    IF NOT pg_try_advisory_xact_lock(hashtext(lock_key)) THEN
      RAISE EXCEPTION 'a remembered date''s lock is held elsewhere' USING ERRCODE = 'CT001';
    END IF;
  END LOOP;
  IF EXISTS (
    SELECT 1 FROM unnest(scopes, versions) AS remembered(scope, version)
    LEFT JOIN booking_read_versions counted ON counted.scope = remembered.scope
    WHERE coalesce(counted.version, 0) <> remembered.version
  ) OR EXISTS (SELECT 1 FROM idempotency_keys k WHERE k.key = ANY (idempotency_keys)) THEN
    RAISE EXCEPTION 'a remembered date changed' USING ERRCODE = 'CT001';
  END IF;
END
$$;
