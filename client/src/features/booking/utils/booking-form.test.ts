import { describe, expect, it } from "vitest";
import { bookingFormReducer, initialBookingForm, type BookingFormAction, type BookingFormState } from "./booking-form";
import { validateBooking } from "./validate-booking";

const DATE = "2026-11-25";

function withTime(state: BookingFormState): BookingFormState {
  return bookingFormReducer(state, { type: "setTime", time: "10:00" });
}

describe("the booking form", () => {
  it("clears the chosen time whenever the services, options, removals or date change", () => {
    let state = withTime(bookingFormReducer(initialBookingForm(DATE), { type: "addService", serviceId: "gelish" }));
    expect(state.time).toBe("10:00");

    const changes: BookingFormAction[] = [
      { type: "addService", serviceId: "2", optionIds: ["pedicure-deep"] },
      { type: "removeService", serviceId: "gelish" },
      { type: "setRemoval", field: "needsGelishRemoval", value: true },
      { type: "setDate", date: "2026-11-26" },
      { type: "setTogether", value: true },
    ];
    for (const change of changes) {
      state = bookingFormReducer(withTime(state), change);
      expect(state.time, change.type).toBeNull();
    }
  });

  it("keeps the time when the same date is chosen again or a contact field changes", () => {
    const state = withTime(bookingFormReducer(initialBookingForm(DATE), { type: "addService", serviceId: "gelish" }));
    expect(bookingFormReducer(state, { type: "setDate", date: DATE }).time).toBe("10:00");
    expect(bookingFormReducer(state, { type: "setContact", field: "customerName", value: "Ana" }).time).toBe("10:00");
  });

  it("drops only the time when the server refuses it, keeping every other answer", () => {
    let state = bookingFormReducer(initialBookingForm(DATE), { type: "addService", serviceId: "2", optionIds: ["pedicure-deep"] });
    state = bookingFormReducer(state, { type: "setRemoval", field: "needsGelishRemoval", value: true });
    state = withTime(state);
    for (const [field, value] of [["customerName", "Ana Ruiz"], ["customerEmail", "ana@example.com"], ["customerPhone", "6195550100"]] as const) {
      state = bookingFormReducer(state, { type: "setContact", field, value });
    }
    expect(bookingFormReducer(state, { type: "clearTime" })).toEqual({ ...state, time: null });
  });

  it("records the pedicure type and forgets it with the pedicure", () => {
    const added = bookingFormReducer(initialBookingForm(DATE), { type: "addService", serviceId: "2", optionIds: ["pedicure-jelly"] });
    expect(added.pedicureType).toBe("pedicure-jelly");
    expect(added.optionIds).toEqual({ "2": ["pedicure-jelly"] });

    const removed = bookingFormReducer(added, { type: "removeService", serviceId: "2" });
    expect(removed.pedicureType).toBeNull();
    expect(removed.optionIds).toEqual({});
  });

  it("drops the removals once no service offers them", () => {
    let state = bookingFormReducer(initialBookingForm(DATE), { type: "addService", serviceId: "1", optionIds: ["a", "b", "c"] });
    state = bookingFormReducer(state, { type: "addService", serviceId: "lash-lifting" });
    state = bookingFormReducer(state, { type: "setRemoval", field: "needsAcrylicRemoval", value: true });
    state = bookingFormReducer(state, { type: "removeService", serviceId: "1" });
    expect(state.needsAcrylicRemoval).toBe(false);
  });

  it("starts over completely on reset", () => {
    let state = bookingFormReducer(initialBookingForm(DATE), { type: "addService", serviceId: "gelish" });
    state = bookingFormReducer(withTime(state), { type: "setContact", field: "customerEmail", value: "a@b.co" });
    expect(bookingFormReducer(state, { type: "reset", date: "2026-11-23" })).toEqual(initialBookingForm("2026-11-23"));
  });
});

describe("booking validation", () => {
  const complete: BookingFormState = {
    ...initialBookingForm(DATE),
    serviceIds: ["gelish"],
    time: "10:00",
    customerName: "Ana",
    customerEmail: "ana@example.com",
    customerPhone: "6195550100",
  };

  it("accepts a complete form", () => {
    expect(validateBooking(complete)).toBeNull();
  });

  it("asks for every field, treating blank text as empty", () => {
    expect(validateBooking({ ...complete, serviceIds: [] })).toBe("fillAllFields");
    expect(validateBooking({ ...complete, time: null })).toBe("fillAllFields");
    expect(validateBooking({ ...complete, customerName: "   " })).toBe("fillAllFields");
    expect(validateBooking({ ...complete, customerPhone: "" })).toBe("fillAllFields");
  });

  it("asks for the pedicure type when a pedicure has none", () => {
    expect(validateBooking({ ...complete, serviceIds: ["2"], pedicureType: null })).toBe("selectPedicureType");
    expect(validateBooking({ ...complete, serviceIds: ["2"], pedicureType: "pedicure-express" })).toBeNull();
  });
});
