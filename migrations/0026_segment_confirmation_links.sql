ALTER TABLE "appointment_segments" ADD COLUMN "confirmation_token" varchar(64);--> statement-breakpoint
ALTER TABLE "appointment_segments" ADD COLUMN "confirmation_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_segments" ADD COLUMN "confirmation_token_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_segments" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_segments" ADD COLUMN "declined_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "appointment_segments" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_segments" ADD CONSTRAINT "appointment_segments_declined_by_staff_id_staff_id_fk" FOREIGN KEY ("declined_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_segments" ADD CONSTRAINT "appointment_segments_confirmation_token_unique" UNIQUE("confirmation_token");