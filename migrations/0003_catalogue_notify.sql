-- Every app instance keeps the catalogue and the built live board in memory until PostgreSQL says they
-- changed. Catalogue changes (services, options; any writer, any instance) notify channel
-- "cita_catalogue"; the board channel also hears about truncations and renamed customers, which the board
-- shows. A statement-level trigger has no row, so it notifies '*' (anything may have changed).
CREATE OR REPLACE FUNCTION cita_notify_board() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('cita_board', '*');
  ELSIF TG_TABLE_NAME = 'appointments' THEN
    PERFORM pg_notify('cita_board', COALESCE(NEW.appointment_date, OLD.appointment_date));
    IF TG_OP = 'UPDATE' AND NEW.appointment_date IS DISTINCT FROM OLD.appointment_date THEN
      PERFORM pg_notify('cita_board', OLD.appointment_date);
    END IF;
  ELSIF TG_TABLE_NAME = 'staff_availability' THEN
    PERFORM pg_notify('cita_board', COALESCE(NEW.available_date, OLD.available_date));
  ELSE
    PERFORM pg_notify('cita_board', '*');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_truncate_notify_board AFTER TRUNCATE ON appointments
  FOR EACH STATEMENT EXECUTE FUNCTION cita_notify_board();
--> statement-breakpoint
CREATE TRIGGER staff_availability_truncate_notify_board AFTER TRUNCATE ON staff_availability
  FOR EACH STATEMENT EXECUTE FUNCTION cita_notify_board();
--> statement-breakpoint
CREATE TRIGGER staff_truncate_notify_board AFTER TRUNCATE ON staff
  FOR EACH STATEMENT EXECUTE FUNCTION cita_notify_board();
--> statement-breakpoint
CREATE TRIGGER users_name_notify_board AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION cita_notify_board();
--> statement-breakpoint
CREATE FUNCTION cita_notify_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cita_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER services_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION cita_notify_catalogue();
--> statement-breakpoint
CREATE TRIGGER service_options_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_options
  FOR EACH STATEMENT EXECUTE FUNCTION cita_notify_catalogue();
