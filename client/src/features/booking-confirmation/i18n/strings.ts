import { bookingConfirmation as en } from "@/lib/i18n/en/booking-confirmation";
import { bookingConfirmation as es } from "@/lib/i18n/es/booking-confirmation";
import { useSection } from "@/lib/i18n/use-section";

export function useBookingConfirmationStrings() {
  return useSection({ es, en });
}
