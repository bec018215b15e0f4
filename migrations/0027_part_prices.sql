ALTER TABLE "appointment_segments" ADD COLUMN "price" integer;--> statement-breakpoint
-- The parts already booked get the price of their lines as the booking now writes it: the services in the
-- part (an option by its parent service) and, in the part that does them, the removals. The removals' part
-- is the first on the hands (a hands service, or polish with an option on the hands), else the first with
-- a service a removal is done with, else the first; these are the catalogue's ids as they stand today.
UPDATE "appointment_segments" s SET "price" = (
  SELECT coalesce(sum(i.price), 0)::int FROM appointment_items i
  WHERE i.appointment_id = s.appointment_id AND CASE i.kind
    WHEN 'removal' THEN s.position = (
      SELECT coalesce(
        min(h.position) FILTER (WHERE h.service_ids && ARRAY['1', 'retiro-ruber', 'ruber', 'gelish', 'brillo']::varchar[]
          OR ('esmalte' = ANY(h.service_ids) AND EXISTS (SELECT 1 FROM appointment_items o WHERE o.appointment_id = s.appointment_id
            AND o.kind = 'option' AND o.item_id IN ('polish-hands', 'polish-hands-feet')))),
        min(h.position) FILTER (WHERE h.service_ids && ARRAY['1', '2', 'gelish', 'esmalte', 'brillo', 'acripie']::varchar[]),
        min(h.position))
      FROM appointment_segments h WHERE h.appointment_id = s.appointment_id)
    WHEN 'option' THEN i.parent_service_id = ANY(s.service_ids)
    ELSE i.item_id = ANY(s.service_ids) END
);--> statement-breakpoint
ALTER TABLE "appointment_segments" ALTER COLUMN "price" SET NOT NULL;
