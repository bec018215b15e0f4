import { adminProfile as en } from "@/lib/i18n/en/admin-profile";
import { adminProfile as es } from "@/lib/i18n/es/admin-profile";
import { useSection } from "@/lib/i18n/use-section";

export function useProfileStrings() {
  return useSection({ es, en });
}
