import { clsx } from "clsx";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import type { PublicService } from "@shared/api";
import { badgeVariants } from "@/components/ui/badge-variants";
import { useI18n } from "@/lib/i18n/use-i18n";
import { formatPrice, localizedName } from "@/lib/format";

interface ServiceCardProps {
  service: PublicService;
  selected: boolean;
  /** Whether choosing the card opens a dialog first ("Click to configure", "Tap to configure"). */
  configurable: boolean;
  /** The chosen options, shown once the service is added. */
  chosenOptions: string | null;
  compact?: boolean;
  onClick: () => void;
  /** The first card on the page: its picture loads at once and first; the others' when they near the screen. */
  priority?: boolean;
}

/** The service pictures' own size (public/images/services/*.svg), so the browser reserves their box before they load. */
const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 240;
/** A badge in the card's corner (the first screen composes classes without merging them, so none may conflict). */
const BADGE_PLACE = "absolute top-2 right-2 shadow";

export function ServiceCard({ service, selected, configurable, chosenOptions, compact = false, priority = false, onClick }: ServiceCardProps) {
  const { t, language } = useI18n();
  const name = localizedName(service, language);
  const imageClasses = clsx("block w-full bg-plum-100", compact ? "h-20" : "h-28 sm:h-32");
  let detail: ReactNode;
  if (selected && chosenOptions) detail = chosenOptions;
  else if (configurable)
    // Both hints are rendered and CSS shows the one for this screen, so a page rendered ahead of time
    // agrees with any device: "tap" under a finger (pointer: coarse), "click" under a mouse.
    detail = (
      <>
        <span className="pointer-coarse:hidden">{t.booking.clickToConfigure}</span>
        <span className="hidden pointer-coarse:inline">{t.booking.tapToConfigure}</span>
      </>
    );
  else
    // A narrow card wraps between the price and the length, never inside "120 min".
    detail = (
      <>
        <span className="whitespace-nowrap">{formatPrice(service.price)}</span> ·{" "}
        <span className="whitespace-nowrap">{t.common.minutes(service.durationMinutes)}</span>
      </>
    );

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={service.comingSoon ? undefined : selected}
      data-service-id={service.id}
      className={clsx(
        "group relative flex h-full w-full flex-col overflow-hidden rounded-2xl border-2 text-left shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-plum-600/50",
        // Pressed at once, from CSS alone, even before the app has started (a click then is kept and
        // handled once it has: data-early-click marks it meanwhile); colours only, so nothing moves.
        "bg-white active:bg-plum-50 data-early-click:bg-plum-50",
        selected ? "border-plum-700 ring-2 ring-plum-700/30" : "border-plum-100 active:border-plum-400 data-early-click:border-plum-400",
        service.comingSoon && "opacity-90",
      )}
    >
      {service.backgroundImage ? (
        <img
          src={service.backgroundImage}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          // The first card's picture is the largest thing on a phone's first screen: fetched first, with the HTML.
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className={clsx(imageClasses, "object-cover")}
        />
      ) : (
        <span className={imageClasses} aria-hidden />
      )}
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="font-semibold leading-tight text-stone-900">{name}</span>
        <span className={clsx("text-sm", configurable && !selected ? "font-medium text-plum-800" : "text-stone-600")}>{detail}</span>
      </span>
      {selected ? (
        <span className={clsx(badgeVariants(), BADGE_PLACE)}>
          <Check className="size-3" aria-hidden />
          {t.booking.selected}
        </span>
      ) : null}
      {service.comingSoon ? (
        <span className={clsx(badgeVariants({ variant: "muted" }), BADGE_PLACE)}>{t.booking.comingSoon}</span>
      ) : null}
    </button>
  );
}
