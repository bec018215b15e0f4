import { auth as en } from "@/lib/i18n/en/auth";
import { auth as es } from "@/lib/i18n/es/auth";
import { useSection } from "@/lib/i18n/use-section";

export function useAuthStrings() {
  return useSection({ es, en });
}
