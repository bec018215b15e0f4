-- Bookings read their date from the tables under the date's lock; the per-date change counts, their
-- triggers and the check function that served a booking cache go.
DROP TRIGGER IF EXISTS appointments_count_inserts ON appointments;
--> statement-breakpoint
DROP TRIGGER IF EXISTS appointments_count_updates ON appointments;
--> statement-breakpoint
DROP TRIGGER IF EXISTS appointments_count_deletes ON appointments;
--> statement-breakpoint
DROP TRIGGER IF EXISTS appointments_count_truncates ON appointments;
--> statement-breakpoint
DROP TRIGGER IF EXISTS staff_count_changes ON staff;
--> statement-breakpoint
DROP TRIGGER IF EXISTS staff_services_count_changes ON staff_services;
--> statement-breakpoint
DROP TRIGGER IF EXISTS staff_availability_count_changes ON staff_availability;
--> statement-breakpoint
DROP TRIGGER IF EXISTS staff_weekly_schedules_count_changes ON staff_weekly_schedules;
--> statement-breakpoint
DROP TRIGGER IF EXISTS staff_time_off_count_changes ON staff_time_off;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_count_email_changes ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_count_truncates ON users;
--> statement-breakpoint
DROP FUNCTION IF EXISTS cita_check_remembered_dates(text[], varchar[], bigint[], varchar[]);
--> statement-breakpoint
DROP FUNCTION IF EXISTS cita_count_day_changes();
--> statement-breakpoint
DROP FUNCTION IF EXISTS cita_count_all_dates_change();
--> statement-breakpoint
DROP TABLE "booking_read_versions" CASCADE;
