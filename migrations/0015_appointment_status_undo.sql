ALTER TABLE "appointments" ADD COLUMN "status_before_final" varchar(30);--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "final_status_at" timestamp with time zone;