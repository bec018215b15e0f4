import { Coffee } from "lucide-react";
import { useId } from "react";
import { DEFAULT_SERVICES } from "@shared/catalogue";
import { useI18n } from "@/lib/i18n/use-i18n";
import { localizedName } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useLiveBoardStrings } from "../i18n/strings";
import { BREAK_COLOUR, OTHER_SERVICE_COLOUR, SERVICE_COLOURS } from "../utils/service-colours";

/** The coloured services in the catalogue's order, named as the salon names them. */
const LEGEND_SERVICES = DEFAULT_SERVICES.filter((service) => service.id in SERVICE_COLOURS);

function Swatch({ className }: { className: string }) {
  return <span aria-hidden className={cn("size-[1em] shrink-0 rounded", className)} />;
}

export function ServiceLegend() {
  const s = useLiveBoardStrings();
  const { language } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-6 py-1">
      <h2 id={headingId} className="sr-only">
        {s.legend}
      </h2>
      <ul className="flex flex-wrap items-center gap-x-5 gap-y-0.5 text-base leading-snug text-stone-200">
        {LEGEND_SERVICES.map((service) => (
          <li key={service.id} className="flex items-center gap-1.5">
            <Swatch className={SERVICE_COLOURS[service.id].swatch} />
            {localizedName(service, language)}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <Swatch className={OTHER_SERVICE_COLOUR.swatch} />
          {s.extras}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className={cn("grid size-[1em] place-items-center rounded", BREAK_COLOUR)}>
            <Coffee className="size-[0.75em]" />
          </span>
          {s.breakLabel}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="size-[1em] shrink-0 rounded border-2 border-dashed border-stone-200" />
          {s.pendingLegend}
        </li>
      </ul>
    </section>
  );
}
