import type { PublicService } from "@shared/api";
import type { LineItem } from "@shared/booking-rules";
import type { Locale } from "@shared/schema";
import { localizedName } from "@/lib/format";

export interface SummaryLine {
  key: string;
  label: string;
  /** The chosen options, e.g. "#5 · Soft Gel · New Set". */
  detail: string | null;
  price: number;
}

/** One line per booked service (its options folded in) and one per removal. */
export function summaryLines(items: readonly LineItem[], services: readonly PublicService[], language: Locale): SummaryLine[] {
  const lines: SummaryLine[] = [];
  for (const item of items) {
    const serviceId = item.kind === "option" ? item.parentServiceId : item.kind === "service" ? item.itemId : null;
    const existing = serviceId ? lines.find((line) => line.key === `service-${serviceId}`) : undefined;
    if (existing) {
      existing.price += item.price;
      existing.detail = [existing.detail, localizedName(item, language)].filter(Boolean).join(" · ");
      continue;
    }
    const service = serviceId ? services.find((candidate) => candidate.id === serviceId) : undefined;
    lines.push({
      key: serviceId ? `service-${serviceId}` : `${item.kind}-${item.itemId}`,
      label: service ? localizedName(service, language) : localizedName(item, language),
      detail: item.kind === "option" ? localizedName(item, language) : null,
      price: item.price,
    });
  }
  return lines;
}
