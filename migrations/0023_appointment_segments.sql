CREATE TABLE "appointment_segments" (
	"appointment_id" integer NOT NULL,
	"position" integer NOT NULL,
	"start_offset_minutes" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"staff_id" integer,
	"service_ids" varchar(50)[] NOT NULL,
	CONSTRAINT "appointment_segments_appointment_id_position_pk" PRIMARY KEY("appointment_id","position"),
	CONSTRAINT "appointment_segments_times_check" CHECK ("appointment_segments"."position" >= 1 AND "appointment_segments"."start_offset_minutes" >= 0 AND "appointment_segments"."duration_minutes" > 0 AND cardinality("appointment_segments"."service_ids") >= 1)
);
--> statement-breakpoint
ALTER TABLE "appointment_segments" ADD CONSTRAINT "appointment_segments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_segments" ADD CONSTRAINT "appointment_segments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_segments_staff_idx" ON "appointment_segments" USING btree ("staff_id") WHERE "appointment_segments"."staff_id" IS NOT NULL;