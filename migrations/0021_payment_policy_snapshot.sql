ALTER TABLE "appointment_payments" ADD COLUMN "policy" jsonb;--> statement-breakpoint
ALTER TABLE "appointment_payments" ADD COLUMN "cancel_cutoff_hours" integer;