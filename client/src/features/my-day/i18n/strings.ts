import { myDay as en } from "@/lib/i18n/en/my-day";
import { myDay as es } from "@/lib/i18n/es/my-day";
import { useSection } from "@/lib/i18n/use-section";

export function useMyDayStrings() {
  return useSection({ es, en });
}
