import type { BookingRequest, PublicService } from "@shared/api";
import type { LineItem } from "@shared/booking-rules";
import type { Locale } from "@shared/schema";
import type { VisitPlan } from "@shared/visit-plan";
import type { BookingFormState } from "./booking-form";
import { serviceNameOf } from "./service-name";

export interface PricedBooking {
  items: readonly LineItem[];
  totalPrice: number;
  totalDuration: number;
}

function belongsTo(item: LineItem, serviceId: string): boolean {
  return (item.kind === "service" && item.itemId === serviceId) || (item.kind === "option" && item.parentServiceId === serviceId);
}

/**
 * The POST /api/appointments/public body; the server re-prices and re-plans it, the figures are for the
 * record. `plan` is the visit as the page planned it (utils/visit-plan.ts): it asks for hands and feet at
 * the same time, and its span is the visit's length; without one (who does what did not load) the
 * server plans the visit alone.
 */
export function buildBookingRequest(
  state: BookingFormState,
  priced: PricedBooking,
  services: readonly PublicService[],
  language: Locale,
  plan?: Pick<VisitPlan, "together" | "durationMinutes">,
): BookingRequest {
  return {
    services: state.serviceIds.map((serviceId) => {
      const items = priced.items.filter((item) => belongsTo(item, serviceId));
      return {
        serviceId,
        serviceName: serviceNameOf(services, serviceId, language),
        price: items.reduce((sum, item) => sum + item.price, 0),
        durationMinutes: items.reduce((sum, item) => sum + item.durationMinutes, 0),
        optionIds: state.optionIds[serviceId] ?? [],
      };
    }),
    appointmentDate: state.date,
    appointmentTime: state.time ?? "",
    customerName: state.customerName.trim(),
    customerEmail: state.customerEmail.trim(),
    customerPhone: state.customerPhone.trim(),
    totalPrice: priced.totalPrice,
    totalDuration: plan?.durationMinutes ?? priced.totalDuration,
    needsAcrylicRemoval: state.needsAcrylicRemoval,
    needsGelishRemoval: state.needsGelishRemoval,
    pedicureType: state.pedicureType,
    locale: language,
    marketingOptIn: state.marketingOptIn,
    ...(plan?.together ? { together: true } : {}),
  };
}
