import { SERVICE_IDS } from "@shared/catalogue";
import type { BookingFormState } from "./booking-form";

export type BookingValidationError = "fillAllFields" | "selectPedicureType";

/**
 * The page's own check before sending: a service, date, time, name, email and phone all given (blank text
 * counts as empty), and a pedicure needs its type. The server checks everything again.
 */
export function validateBooking(state: BookingFormState): BookingValidationError | null {
  const contactFilled = [state.customerName, state.customerEmail, state.customerPhone].every((value) => value.trim() !== "");
  if (state.serviceIds.length === 0 || !state.date || !state.time || !contactFilled) return "fillAllFields";
  if (state.serviceIds.includes(SERVICE_IDS.pedicure) && !state.pedicureType) return "selectPedicureType";
  return null;
}
