import { unsubscribe as en } from "@/lib/i18n/en/unsubscribe";
import { unsubscribe as es } from "@/lib/i18n/es/unsubscribe";
import { useSection } from "@/lib/i18n/use-section";

export function useUnsubscribeStrings() {
  return useSection({ es, en });
}
