ALTER TABLE "appointments" ADD COLUMN "in_parts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The visits already booked in parts are the appointments with rows in appointment_segments.
UPDATE "appointments" a SET "in_parts" = true WHERE EXISTS (SELECT 1 FROM "appointment_segments" s WHERE s."appointment_id" = a."id");--> statement-breakpoint
CREATE INDEX "appointments_in_parts_date_idx" ON "appointments" USING btree ("appointment_date") WHERE "appointments"."in_parts";--> statement-breakpoint
DROP INDEX "appointments_staff_date_idx";--> statement-breakpoint
CREATE INDEX "appointments_staff_date_idx" ON "appointments" USING btree ("staff_id","appointment_date","appointment_time","id","status","total_price","in_parts");
