import { qr as en } from "@/lib/i18n/en/qr";
import { qr as es } from "@/lib/i18n/es/qr";
import { useSection } from "@/lib/i18n/use-section";

export function useQrStrings() {
  return useSection({ es, en });
}
