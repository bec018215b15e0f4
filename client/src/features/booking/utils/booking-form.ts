import type { BookingSelection } from "@shared/booking-rules";
import { removalsOffered, SERVICE_IDS } from "@shared/catalogue";

export type ContactField = "customerName" | "customerEmail" | "customerPhone";
export type RemovalField = "needsAcrylicRemoval" | "needsGelishRemoval";

export interface BookingFormState {
  /** In the order chosen: the first one picks the reviews card. */
  serviceIds: string[];
  optionIds: Record<string, string[]>;
  /** The pedicure option id (`pedicure-deep` …) or null. */
  pedicureType: string | null;
  date: string;
  time: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  needsAcrylicRemoval: boolean;
  needsGelishRemoval: boolean;
  /** Unticked until the customer ticks it: marketing needs a yes. */
  marketingOptIn: boolean;
  /** Hands and feet at the same time, asked for; it holds only while the services allow it (utils/visit-plan.ts). */
  together: boolean;
}

export type BookingFormAction =
  | { type: "addService"; serviceId: string; optionIds?: string[] }
  | { type: "removeService"; serviceId: string }
  | { type: "setDate"; date: string }
  | { type: "setTime"; time: string }
  /** The server refused the chosen time: only the time goes; every other answer stays. */
  | { type: "clearTime" }
  | { type: "setContact"; field: ContactField; value: string }
  | { type: "setRemoval"; field: RemovalField; value: boolean }
  | { type: "setMarketingOptIn"; value: boolean }
  | { type: "setTogether"; value: boolean }
  | { type: "reset"; date: string };

export function initialBookingForm(date: string): BookingFormState {
  return {
    serviceIds: [],
    optionIds: {},
    pedicureType: null,
    date,
    time: null,
    customerName: "",
    customerEmail: "",
    customerPhone: "",
    needsAcrylicRemoval: false,
    needsGelishRemoval: false,
    marketingOptIn: false,
    together: false,
  };
}

/** Removals only make sense with the services that offer them; dropping those drops the removals. */
function withOfferedRemovals(state: BookingFormState): BookingFormState {
  if (removalsOffered(state.serviceIds)) return state;
  return { ...state, needsAcrylicRemoval: false, needsGelishRemoval: false };
}

/**
 * Every change to what is booked or when clears the chosen time: the duration, the parts or the day
 * changed, so the old slot may no longer fit.
 */
export function bookingFormReducer(state: BookingFormState, action: BookingFormAction): BookingFormState {
  switch (action.type) {
    case "addService": {
      if (state.serviceIds.includes(action.serviceId)) return state;
      const optionIds = action.optionIds ?? [];
      return {
        ...state,
        serviceIds: [...state.serviceIds, action.serviceId],
        optionIds: optionIds.length > 0 ? { ...state.optionIds, [action.serviceId]: optionIds } : state.optionIds,
        pedicureType: action.serviceId === SERVICE_IDS.pedicure ? (optionIds[0] ?? null) : state.pedicureType,
        time: null,
      };
    }
    case "removeService": {
      const { [action.serviceId]: _dropped, ...optionIds } = state.optionIds;
      return withOfferedRemovals({
        ...state,
        serviceIds: state.serviceIds.filter((id) => id !== action.serviceId),
        optionIds,
        pedicureType: action.serviceId === SERVICE_IDS.pedicure ? null : state.pedicureType,
        time: null,
      });
    }
    case "setDate":
      return action.date === state.date ? state : { ...state, date: action.date, time: null };
    case "setTime":
      return { ...state, time: action.time };
    case "clearTime":
      return { ...state, time: null };
    case "setContact":
      return { ...state, [action.field]: action.value };
    case "setRemoval":
      return { ...state, [action.field]: action.value, time: null };
    case "setMarketingOptIn":
      return { ...state, marketingOptIn: action.value };
    case "setTogether":
      return { ...state, together: action.value, time: null };
    case "reset":
      return initialBookingForm(action.date);
  }
}

export function toSelection(state: Pick<BookingFormState, "serviceIds" | "optionIds" | "needsAcrylicRemoval" | "needsGelishRemoval" | "pedicureType">): BookingSelection {
  return {
    services: state.serviceIds.map((serviceId) => ({ serviceId, optionIds: state.optionIds[serviceId] ?? [] })),
    needsAcrylicRemoval: state.needsAcrylicRemoval,
    needsGelishRemoval: state.needsGelishRemoval,
    pedicureType: state.pedicureType,
  };
}
