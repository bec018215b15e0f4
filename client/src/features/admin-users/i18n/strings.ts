import { adminUsers as en } from "@/lib/i18n/en/admin-users";
import { adminUsers as es } from "@/lib/i18n/es/admin-users";
import { useSection } from "@/lib/i18n/use-section";

export function useUserStrings() {
  return useSection({ es, en });
}
