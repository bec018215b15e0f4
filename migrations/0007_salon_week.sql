CREATE TABLE "staff_time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"start_date" varchar(10) NOT NULL,
	"end_date" varchar(10) NOT NULL,
	"note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_time_off_range_check" CHECK ("staff_time_off"."start_date" <= "staff_time_off"."end_date")
);
--> statement-breakpoint
CREATE TABLE "staff_weekly_schedules" (
	"staff_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"break_start_time" varchar(5),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_weekly_schedules_staff_weekday_unique" UNIQUE("staff_id","weekday"),
	CONSTRAINT "staff_weekly_schedules_weekday_check" CHECK ("staff_weekly_schedules"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "staff_weekly_schedules_hours_check" CHECK ("staff_weekly_schedules"."start_time" < "staff_weekly_schedules"."end_time")
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "contact_name" varchar(201);--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "contact_phone" varchar(40);--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "declined_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "booked_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "staff_time_off" ADD CONSTRAINT "staff_time_off_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_weekly_schedules" ADD CONSTRAINT "staff_weekly_schedules_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_time_off_staff_idx" ON "staff_time_off" USING btree ("staff_id","start_date");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_declined_by_staff_id_staff_id_fk" FOREIGN KEY ("declined_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" IN ('pending_staff_confirmation', 'pending', 'confirmed', 'completed', 'cancelled', 'declined', 'no_show'));--> statement-breakpoint
-- Appointments booked before this version show the client's contact details as they are now.
UPDATE "appointments" a SET "contact_name" = nullif(trim(concat_ws(' ', u."first_name", u."last_name")), ''), "contact_phone" = u."phone"
  FROM "users" u WHERE u."id" = a."user_id";
--> statement-breakpoint
-- A schedule or time-off change can move the working hours of any number of dates: every cached date is dropped.
CREATE TRIGGER staff_weekly_schedules_notify_board AFTER INSERT OR UPDATE OR DELETE ON staff_weekly_schedules
  FOR EACH STATEMENT EXECUTE FUNCTION cita_notify_board();
--> statement-breakpoint
CREATE TRIGGER staff_time_off_notify_board AFTER INSERT OR UPDATE OR DELETE ON staff_time_off
  FOR EACH STATEMENT EXECUTE FUNCTION cita_notify_board();
