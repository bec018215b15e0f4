CREATE TABLE "appointment_manage_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_link_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"locale" varchar(2) DEFAULT 'es' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_link_tokens_locale_check" CHECK ("customer_link_tokens"."locale" IN ('es', 'en'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "customer_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "channel" varchar(10) DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_manage_tokens" ADD CONSTRAINT "appointment_manage_tokens_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_manage_tokens_appointment_idx" ON "appointment_manage_tokens" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "customer_link_tokens_email_idx" ON "customer_link_tokens" USING btree ("email");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_channel_check" CHECK ("email_outbox"."channel" IN ('email', 'text'));