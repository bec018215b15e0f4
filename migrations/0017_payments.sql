CREATE TABLE "appointment_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"state" varchar(10) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"checkout_session_id" varchar(255),
	"checkout_url" text,
	"payment_intent_id" varchar(255),
	"setup_intent_id" varchar(255),
	"customer_id" varchar(255),
	"payment_method_id" varchar(255),
	"refund_id" varchar(255),
	"failure_message" text,
	"by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_payments_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "appointment_payments_kind_check" CHECK ("appointment_payments"."kind" IN ('deposit', 'card_on_file', 'no_show_charge', 'cash_deposit')),
	CONSTRAINT "appointment_payments_state_check" CHECK ("appointment_payments"."state" IN ('hold', 'paid', 'refunded', 'kept', 'charged', 'failed')),
	CONSTRAINT "appointment_payments_amount_check" CHECK ("appointment_payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"policy" jsonb NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_policy_single_row_check" CHECK ("payment_policy"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_payments" ADD CONSTRAINT "appointment_payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_payments" ADD CONSTRAINT "appointment_payments_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_policy" ADD CONSTRAINT "payment_policy_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_payments_appointment_idx" ON "appointment_payments" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointment_payments_open_idx" ON "appointment_payments" USING btree ("state") WHERE "appointment_payments"."state" IN ('hold', 'paid');--> statement-breakpoint
CREATE INDEX "appointments_hold_expiry_idx" ON "appointments" USING btree ("hold_expires_at") WHERE "appointments"."status" = 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" IN ('pending_staff_confirmation', 'pending', 'confirmed', 'completed', 'cancelled', 'declined', 'no_show', 'awaiting_payment'));