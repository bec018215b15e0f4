import { describe, expect, it } from "vitest";
import { bookingRequestSchema } from "@shared/api";
import { initialBookingForm, type BookingFormState } from "./booking-form";
import { buildBookingRequest } from "./build-booking-request";
import { priceForm, services } from "./catalogue-fixtures";
import { summaryLines } from "./summary-lines";

const state: BookingFormState = {
  ...initialBookingForm("2026-11-25"),
  serviceIds: ["1", "2"],
  optionIds: { "1": ["acrylic-length-5", "acrylic-technique-soft-gel", "acrylic-type-fill"], "2": ["pedicure-express"] },
  pedicureType: "pedicure-express",
  time: "09:30",
  customerName: "  Ana López ",
  customerEmail: "ana@example.com",
  customerPhone: "6195550100",
  needsGelishRemoval: true,
};

const priced = () => priceForm(state);

describe("the booking request", () => {
  it("carries each service with its options' price and time, and the totals", () => {
    const request = buildBookingRequest(state, priced(), services, "es");
    expect(request.services).toEqual([
      {
        serviceId: "1",
        serviceName: "Uñas Acrílicas",
        price: 52500 + 12000 - 5000,
        durationMinutes: 120 - 20,
        optionIds: ["acrylic-length-5", "acrylic-technique-soft-gel", "acrylic-type-fill"],
      },
      { serviceId: "2", serviceName: "Pedicura", price: 49000, durationMinutes: 50, optionIds: ["pedicure-express"] },
    ]);
    expect(request).toMatchObject({
      totalPrice: 59500 + 49000 + 10000,
      totalDuration: 100 + 50 + 20,
      customerName: "Ana López",
      pedicureType: "pedicure-express",
      needsGelishRemoval: true,
      locale: "es",
    });
    expect(bookingRequestSchema.safeParse(request).success).toBe(true);
  });

  it("asks for hands and feet at the same time only with a plan doing them at once, with that plan's span", () => {
    expect(buildBookingRequest(state, priced(), services, "es")).not.toHaveProperty("together");
    expect(buildBookingRequest(state, priced(), services, "es", { together: false, durationMinutes: 170 })).not.toHaveProperty("together");
    const together = buildBookingRequest(state, priced(), services, "es", { together: true, durationMinutes: 120 });
    expect(together).toMatchObject({ together: true, totalDuration: 120, totalPrice: 59500 + 49000 + 10000 });
    expect(bookingRequestSchema.safeParse(together).success).toBe(true);
  });

  it("names the services in the visitor's language", () => {
    expect(buildBookingRequest(state, priced(), services, "en").services.map((service) => service.serviceName)).toEqual([
      "Acrylic Nails",
      "Pedicure",
    ]);
  });

  it("summarises one line per service with its options, and one per removal", () => {
    expect(summaryLines(priced().items, services, "en")).toEqual([
      { key: "service-1", label: "Acrylic Nails", detail: "#5 · Soft Gel · Fill/Maintenance", price: 59500 },
      { key: "service-2", label: "Pedicure", detail: "Express", price: 49000 },
      { key: "removal-removal-gelish", label: "Gel Removal", detail: null, price: 10000 },
    ]);
  });
});
