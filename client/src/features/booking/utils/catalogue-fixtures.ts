import type { PublicService } from "@shared/api";
import { priceBooking } from "@shared/booking-rules";
import { DEFAULT_OPTIONS, DEFAULT_SERVICES } from "@shared/catalogue";
import { toSelection, type BookingFormState } from "./booking-form";

/** For the booking page's unit tests: the default catalogue, every service and option on sale. */
export const services: PublicService[] = DEFAULT_SERVICES.map((service) => ({ ...service, active: true }));
const options = Object.values(DEFAULT_OPTIONS)
  .flat()
  .map((option) => ({ ...option, active: true }));

/** A form priced from the default catalogue; a form it cannot price fails the test. */
export function priceForm(state: BookingFormState) {
  const result = priceBooking(toSelection(state), { services, options });
  if (!result.ok) throw new Error(result.error.message);
  return result;
}
