import { addDays } from "@shared/time";
import { formatDate } from "@/lib/format";
import type { Locale } from "@shared/schema";

/** Today, Tomorrow, or a short date, relative to the salon's today. */
export function relativeDayLabel(
  date: string,
  today: string,
  language: Locale,
  labels: { today: string; tomorrow: string },
): string {
  if (date === today) return labels.today;
  if (date === addDays(today, 1)) return labels.tomorrow;
  return formatDate(date, language, "short");
}
