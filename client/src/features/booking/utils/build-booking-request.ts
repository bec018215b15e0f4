import type { BookingRequest, PublicService } from "@shared/api";
import type { LineItem } from "@shared/booking-rules";
import type { Locale } from "@shared/schema";
import type { BookingFormState } from "./booking-form";
import { localizedName } from "@/lib/format";

export interface PricedBooking {
  items: readonly LineItem[];
  totalPrice: number;
  totalDuration: number;
}

function belongsTo(item: LineItem, serviceId: string): boolean {
  return (item.kind === "service" && item.itemId === serviceId) || (item.kind === "option" && item.parentServiceId === serviceId);
}

/** The POST /api/appointments/public body; the server re-prices it, the figures are for the record. */
export function buildBookingRequest(
  state: BookingFormState,
  priced: PricedBooking,
  services: readonly PublicService[],
  language: Locale,
): BookingRequest {
  return {
    services: state.serviceIds.map((serviceId) => {
      const service = services.find((candidate) => candidate.id === serviceId);
      const items = priced.items.filter((item) => belongsTo(item, serviceId));
      return {
        serviceId,
        serviceName: service ? localizedName(service, language) : serviceId,
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
    totalDuration: priced.totalDuration,
    needsAcrylicRemoval: state.needsAcrylicRemoval,
    needsGelishRemoval: state.needsGelishRemoval,
    pedicureType: state.pedicureType,
    locale: language,
    marketingOptIn: state.marketingOptIn,
  };
}
