-- The closed sets stored as varchar (appointment status, admin level, membership tier, locale, service and
-- item kind, outbox status) are enforced by the database too, so a write from outside the app (a script, a
-- restore, a manual fix) cannot store a value the app has no branch for.
ALTER TABLE "appointment_items" ADD CONSTRAINT "appointment_items_kind_check" CHECK ("appointment_items"."kind" IN ('service', 'option', 'extra', 'removal'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" IN ('pending_staff_confirmation', 'pending', 'confirmed', 'completed', 'cancelled', 'declined'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_locale_check" CHECK ("appointments"."locale" IN ('es', 'en'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" IN ('pending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_locale_check" CHECK ("email_outbox"."locale" IN ('es', 'en'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_kind_check" CHECK ("services"."kind" IN ('main', 'extra'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_level_check" CHECK ("users"."admin_level" IN ('none', 'admin', 'superadmin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_membership_tier_check" CHECK ("users"."membership_tier" IN ('regular', 'vip'));