CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" varchar(10) NOT NULL,
	"earliest" varchar(5) NOT NULL,
	"latest" varchar(5) NOT NULL,
	"request" jsonb NOT NULL,
	"customer_name" varchar(100) NOT NULL,
	"customer_email" varchar(255) NOT NULL,
	"customer_phone" varchar(40) NOT NULL,
	"locale" varchar(2) DEFAULT 'es' NOT NULL,
	"state" varchar(10) DEFAULT 'waiting' NOT NULL,
	"leave_token_hash" varchar(64) NOT NULL,
	"appointment_id" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_state_check" CHECK ("waitlist_entries"."state" IN ('waiting', 'booked', 'left', 'ended')),
	CONSTRAINT "waitlist_entries_locale_check" CHECK ("waitlist_entries"."locale" IN ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"date" varchar(10) NOT NULL,
	"time" varchar(5) NOT NULL,
	"duration_minutes" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"state" varchar(10) DEFAULT 'open' NOT NULL,
	"customer_email" varchar(255) NOT NULL,
	"offered_on" varchar(10) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"appointment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offers_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "waitlist_offers_state_check" CHECK ("waitlist_offers"."state" IN ('open', 'claimed', 'declined', 'expired', 'taken', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_date_idx" ON "waitlist_entries" USING btree ("date","joined_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting_idx" ON "waitlist_entries" USING btree ("date") WHERE "waitlist_entries"."state" = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_contact_date_idx" ON "waitlist_entries" USING btree ("customer_email","date") WHERE "waitlist_entries"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_leave_token_idx" ON "waitlist_entries" USING btree ("leave_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_one_open_idx" ON "waitlist_offers" USING btree ("entry_id") WHERE "waitlist_offers"."state" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_offers_entry_idx" ON "waitlist_offers" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_date_idx" ON "waitlist_offers" USING btree ("date","expires_at") WHERE "waitlist_offers"."state" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_offers_customer_day_idx" ON "waitlist_offers" USING btree ("customer_email","offered_on");