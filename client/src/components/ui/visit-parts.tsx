import type { ManagedSegment } from "@shared/manage-api";
import type { Locale } from "@shared/schema";
import { formatTime, localizedName } from "@/lib/format";

/** The page's own words for a visit's parts. */
export interface VisitPartsLabels {
  partsTitle: string;
  manicurist: string;
  /** A part nobody has been given yet. */
  unassigned: string;
}

interface PartText {
  id: number;
  /** "10:00 AM–12:00 PM", the salon's clock. */
  time: string;
  services: string;
  /** "Manicurist: Sofia", or "to be assigned" in the page's words. */
  manicurist: string;
}

/** Each part of a visit of several in the page's language; none for a visit of one part (it is the visit itself). */
export function visitPartTexts(segments: readonly ManagedSegment[], language: Locale, labels: VisitPartsLabels): PartText[] {
  if (segments.length < 2) return [];
  return segments.map((segment) => ({
    id: segment.id,
    time: `${formatTime(segment.start, language, "12-hour")}–${formatTime(segment.end, language, "12-hour")}`,
    services: segment.services.map((service) => localizedName(service, language)).join(", "),
    manicurist: `${labels.manicurist}: ${segment.staffFirstName ? localizedName(segment.staffFirstName, language) : labels.unassigned}`,
  }));
}

/**
 * A visit done by several manicurists, part by part: each part's time, its services and who does it.
 * Nothing for a visit of one part, whose time and manicurist the page already shows.
 */
export function VisitParts({ segments, language, labels }: { segments: readonly ManagedSegment[]; language: Locale; labels: VisitPartsLabels }) {
  const parts = visitPartTexts(segments, language, labels);
  if (parts.length === 0) return null;
  return (
    <div className="space-y-1" data-testid="visit-parts">
      <p className="text-sm font-semibold text-stone-900">{labels.partsTitle}</p>
      <ol className="space-y-1 text-sm text-stone-700">
        {parts.map((part) => (
          <li key={part.id}>
            <span className="font-semibold whitespace-nowrap text-stone-900">{part.time}</span> · {part.services} · {part.manicurist}
          </li>
        ))}
      </ol>
    </div>
  );
}
