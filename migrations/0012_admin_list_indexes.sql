-- Indexes for every admin list's filter and sort, and the search they need. Client search ignores case and
-- accents (unaccent) and finds any part of a name, email or phone number (pg_trgm trigram indexes). Both
-- extensions ship with the embedded PostgreSQL and PostgreSQL 15, and are trusted (a database owner may
-- create them). An index expression must be IMMUTABLE, which unaccent(text) is not (its dictionary could
-- change): these wrappers name the dictionary, so the folding is fixed.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.cita_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.cita_person_search(first_name text, last_name text, email text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.cita_fold(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '')) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.cita_name_key(first_name text, last_name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.cita_fold(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.cita_digits(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(coalesce(value, ''), '[^0-9]', '', 'g') $$;
--> statement-breakpoint
DROP INDEX "appointments_date_idx";--> statement-breakpoint
DROP INDEX "appointments_staff_idx";--> statement-breakpoint
CREATE INDEX "appointments_list_desc_idx" ON "appointments" USING btree ("appointment_date" DESC NULLS FIRST,"appointment_time","id");--> statement-breakpoint
CREATE INDEX "appointments_list_asc_idx" ON "appointments" USING btree ("appointment_date","appointment_time","id");--> statement-breakpoint
CREATE INDEX "appointments_status_date_idx" ON "appointments" USING btree ("status","appointment_date");--> statement-breakpoint
CREATE INDEX "appointments_staff_date_idx" ON "appointments" USING btree ("staff_id","appointment_date","appointment_time","id");--> statement-breakpoint
CREATE INDEX "appointments_status_user_date_idx" ON "appointments" USING btree ("status","user_id","appointment_date");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (public.cita_person_search("first_name", "last_name", "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_digits_idx" ON "users" USING gin (public.cita_digits("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_client_name_idx" ON "users" USING btree (public.cita_name_key("first_name", "last_name"),"id") WHERE "users"."is_admin" = false AND "users"."admin_level" = 'none';--> statement-breakpoint
CREATE INDEX "users_client_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "users"."is_admin" = false AND "users"."admin_level" = 'none';--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "users_admins_idx" ON "users" USING btree ("id") WHERE "users"."is_admin" = true OR "users"."admin_level" <> 'none';--> statement-breakpoint
CREATE INDEX "users_marketing_idx" ON "users" USING btree ("membership_tier","id") WHERE "users"."marketing_opt_in" = true AND "users"."is_admin" = false;