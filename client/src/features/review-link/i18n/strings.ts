import { reviewLink as en } from "@/lib/i18n/en/review-link";
import { reviewLink as es } from "@/lib/i18n/es/review-link";
import { useSection } from "@/lib/i18n/use-section";

export function useReviewLinkStrings() {
  return useSection({ es, en });
}
