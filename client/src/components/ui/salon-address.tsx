import { MapPin } from "lucide-react";
import { useId } from "react";
import { SALON, SALON_FULL_ADDRESS } from "@shared/salon";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/utils";

const MAP_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${SALON.name}, ${SALON_FULL_ADDRESS}`)}`;

interface SalonAddressProps {
  /** The section's heading ("Dónde", "El salón"). */
  title: string;
  /** The map link's text; it opens Google Maps on the salon in a new tab. */
  mapLabel: string;
  /** With it, the address ends with the salon's phone number under this label. */
  phoneLabel?: string;
  className?: string;
}

/** Where the salon is, for a customer's booking: its name and address, optionally its phone, and a map link. */
export function SalonAddress({ title, mapLabel, phoneLabel, className }: SalonAddressProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("space-y-2", className)}>
      <h2 id={headingId} className="font-display text-lg font-semibold text-plum-950">
        {title}
      </h2>
      <address className="text-sm not-italic text-stone-800">
        <span className="block font-semibold">{SALON.name}</span>
        <span className="block">{SALON.streetAddress}</span>
        <span className="block">{SALON.locality}</span>
        {phoneLabel ? (
          <span className="block">
            {phoneLabel}:{" "}
            <a className="font-semibold text-plum-800 underline underline-offset-2" href={SALON.phoneHref}>
              {SALON.phoneDisplay}
            </a>
          </span>
        ) : null}
      </address>
      <a href={MAP_URL} target="_blank" rel="noreferrer" className={buttonVariants({ variant: "outline", size: "sm" })}>
        <MapPin aria-hidden />
        {mapLabel}
      </a>
    </section>
  );
}
