import { reviews as en } from "@/lib/i18n/en/reviews";
import { reviews as es } from "@/lib/i18n/es/reviews";
import { useSection } from "@/lib/i18n/use-section";

export function useReviewsStrings() {
  return useSection({ es, en });
}
