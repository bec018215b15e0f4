import { adminCheckout as en } from "@/lib/i18n/en/admin-checkout";
import { adminCheckout as es } from "@/lib/i18n/es/admin-checkout";
import { useSection } from "@/lib/i18n/use-section";

export function useCheckoutStrings() {
  return useSection({ es, en });
}
