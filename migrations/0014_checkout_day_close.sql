CREATE TABLE "checkout_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"checkout_id" integer NOT NULL,
	"business_date" varchar(10) NOT NULL,
	"target" varchar(10) NOT NULL,
	"staff_id" integer,
	"method" varchar(10) NOT NULL,
	"amount" integer NOT NULL,
	"reason" varchar(200) NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_adjustments_target_check" CHECK ("checkout_adjustments"."target" IN ('sale', 'tip')),
	CONSTRAINT "checkout_adjustments_method_check" CHECK ("checkout_adjustments"."method" IN ('cash', 'card', 'transfer')),
	CONSTRAINT "checkout_adjustments_amount_check" CHECK ("checkout_adjustments"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "checkout_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"checkout_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"item_id" varchar(64) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"name_es" varchar(100) NOT NULL,
	"price" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "checkout_items_kind_check" CHECK ("checkout_items"."kind" IN ('service', 'option', 'extra', 'removal')),
	CONSTRAINT "checkout_items_price_check" CHECK ("checkout_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "checkout_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"checkout_id" integer NOT NULL,
	"method" varchar(10) NOT NULL,
	"amount" integer NOT NULL,
	"cash_given" integer,
	"change_given" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "checkout_payments_method_check" CHECK ("checkout_payments"."method" IN ('cash', 'card', 'transfer', 'deposit')),
	CONSTRAINT "checkout_payments_amount_check" CHECK ("checkout_payments"."amount" > 0 AND "checkout_payments"."change_given" >= 0)
);
--> statement-breakpoint
CREATE TABLE "checkout_tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"checkout_id" integer NOT NULL,
	"staff_id" integer,
	"amount" integer NOT NULL,
	CONSTRAINT "checkout_tips_amount_check" CHECK ("checkout_tips"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"business_date" varchar(10) NOT NULL,
	"staff_id" integer,
	"subtotal" integer NOT NULL,
	"discount_kind" varchar(10),
	"discount_value" integer,
	"discount_reason" varchar(200),
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"tip_total" integer DEFAULT 0 NOT NULL,
	"change_given" integer DEFAULT 0 NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"checked_out_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_appointment_id_unique" UNIQUE("appointment_id"),
	CONSTRAINT "checkouts_discount_kind_check" CHECK ("checkouts"."discount_kind" IN ('amount', 'percent')),
	CONSTRAINT "checkouts_amounts_check" CHECK ("checkouts"."subtotal" >= 0 AND "checkouts"."discount_amount" BETWEEN 0 AND "checkouts"."subtotal" AND "checkouts"."total" = "checkouts"."subtotal" - "checkouts"."discount_amount" AND "checkouts"."tip_total" >= 0 AND "checkouts"."change_given" >= 0)
);
--> statement-breakpoint
CREATE TABLE "day_close_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" varchar(10) NOT NULL,
	"action" varchar(10) NOT NULL,
	"counted_cash" integer,
	"expected_cash" integer,
	"reason" varchar(200),
	"by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_close_events_action_check" CHECK ("day_close_events"."action" IN ('close', 'reopen'))
);
--> statement-breakpoint
CREATE TABLE "day_closes" (
	"date" varchar(10) PRIMARY KEY NOT NULL,
	"counted_cash" integer NOT NULL,
	"expected_cash" integer NOT NULL,
	"card_total" integer NOT NULL,
	"transfer_total" integer NOT NULL,
	"closed_by_id" uuid,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by_id" uuid,
	"reopen_reason" varchar(200)
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "commission_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_adjustments" ADD CONSTRAINT "checkout_adjustments_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_adjustments" ADD CONSTRAINT "checkout_adjustments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_adjustments" ADD CONSTRAINT "checkout_adjustments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_items" ADD CONSTRAINT "checkout_items_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_payments" ADD CONSTRAINT "checkout_payments_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_tips" ADD CONSTRAINT "checkout_tips_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_tips" ADD CONSTRAINT "checkout_tips_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_checked_out_by_id_users_id_fk" FOREIGN KEY ("checked_out_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_close_events" ADD CONSTRAINT "day_close_events_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_reopened_by_id_users_id_fk" FOREIGN KEY ("reopened_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_adjustments_checkout_idx" ON "checkout_adjustments" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "checkout_adjustments_business_date_idx" ON "checkout_adjustments" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "checkout_items_checkout_idx" ON "checkout_items" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "checkout_payments_checkout_idx" ON "checkout_payments" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "checkout_tips_checkout_idx" ON "checkout_tips" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "checkouts_business_date_idx" ON "checkouts" USING btree ("business_date","staff_id");--> statement-breakpoint
CREATE INDEX "day_close_events_date_idx" ON "day_close_events" USING btree ("date");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_commission_percent_check" CHECK ("staff"."commission_percent" BETWEEN 0 AND 100);