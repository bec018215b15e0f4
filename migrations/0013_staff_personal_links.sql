CREATE TABLE "staff_personal_links" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"locale" varchar(2) DEFAULT 'es' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"issued_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_personal_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_personal_links_locale_check" CHECK ("staff_personal_links"."locale" IN ('es', 'en'))
);
--> statement-breakpoint
ALTER TABLE "staff_personal_links" ADD CONSTRAINT "staff_personal_links_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_personal_links" ADD CONSTRAINT "staff_personal_links_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;