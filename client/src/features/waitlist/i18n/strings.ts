import { waitlist as en } from "@/lib/i18n/en/waitlist";
import { waitlist as es } from "@/lib/i18n/es/waitlist";
import { useSection } from "@/lib/i18n/use-section";

export function useWaitlistStrings() {
  return useSection({ es, en });
}
