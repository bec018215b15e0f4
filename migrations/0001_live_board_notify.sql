-- Live board pushes: every committed change to what a day's schedule shows raises a NOTIFY on
-- channel "cita_board" with the affected date ('*' when a change touches no single date). A trigger
-- catches every writer — any code path, any app instance — and NOTIFY is only delivered on commit.
CREATE OR REPLACE FUNCTION cita_notify_board() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'appointments' THEN
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
CREATE TRIGGER appointments_notify_board AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION cita_notify_board();
--> statement-breakpoint
CREATE TRIGGER staff_availability_notify_board AFTER INSERT OR UPDATE OR DELETE ON staff_availability
  FOR EACH ROW EXECUTE FUNCTION cita_notify_board();
--> statement-breakpoint
CREATE TRIGGER staff_notify_board AFTER INSERT OR UPDATE OR DELETE ON staff
  FOR EACH STATEMENT EXECUTE FUNCTION cita_notify_board();
