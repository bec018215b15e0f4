import { admin as en } from "@/lib/i18n/en/admin";
import { admin as es } from "@/lib/i18n/es/admin";
import { useSection } from "@/lib/i18n/use-section";

export function useAdminStrings() {
  return useSection({ es, en });
}
