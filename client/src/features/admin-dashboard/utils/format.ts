import { addDays } from "@shared/time";
import { formatDate } from "@/lib/format";
import type { Language } from "@/lib/i18n/language";

/** Today, Tomorrow, or a short date, relative to the salon's today. */
export function relativeDayLabel(
  date: string,
  today: string,
  language: Language,
  labels: { today: string; tomorrow: string },
): string {
  if (date === today) return labels.today;
  if (date === addDays(today, 1)) return labels.tomorrow;
  return formatDate(date, language, "short");
}
