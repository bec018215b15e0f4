import { describe, expect, it } from "vitest";
import type { AdminAppointment } from "@shared/admin-api";
import { appointmentStrings } from "../i18n/strings";
import { pedicureLabel, serviceNames, timeToAssign } from "./format";

const { en, es } = appointmentStrings;
const booked = "2026-11-23T16:00:00.000Z";
const after = (minutes: number, seconds = 0) => new Date(Date.parse(booked) + minutes * 60_000 + seconds * 1000).toISOString();

describe("timeToAssign", () => {
  it.each([
    [0, 59, "less than 1 minute", "menos de 1 minuto"],
    [1, 0, "1 minute", "1 minuto"],
    [59, 59, "59 minutes", "59 minutos"],
    [60, 0, "1 hour 0 minutes", "1 hora 0 minutos"],
    [125, 0, "2 hours 5 minutes", "2 horas 5 minutos"],
  ])("%i min %i s reads %s / %s", (minutes, seconds, english, spanish) => {
    expect(timeToAssign(booked, after(minutes, seconds), en)).toBe(english);
    expect(timeToAssign(booked, after(minutes, seconds), es)).toBe(spanish);
  });

  it("never goes negative when the clocks disagree", () => {
    expect(timeToAssign(booked, after(-2), en)).toBe("less than 1 minute");
  });
});

function appointment(change: Partial<AdminAppointment>): AdminAppointment {
  return {
    id: 1,
    status: "pending_staff_confirmation",
    appointmentDate: "2026-11-24",
    appointmentTime: "10:00",
    totalDuration: 120,
    totalPrice: 55000,
    serviceId: "lash-lifting",
    staffId: null,
    staffAssignedAt: null,
    createdAt: booked,
    completedAt: null,
    actualEndTime: null,
    pedicureType: null,
    needsAcrylicRemoval: false,
    needsGelishRemoval: false,
    service: { nameEn: "Lash Lifting", nameEs: "Lifting de Pestañas", durationMinutes: 120, price: 55000 },
    items: [],
    assignableStaffIds: [],
    serviceIds: ["lash-lifting"],
    user: { firstName: "Ana", lastName: "López", email: null, phone: null },
    staff: null,
    userId: "00000000-0000-4000-8000-000000000001",
    contactName: "Ana López",
    contactPhone: null,
    cancelReason: null,
    bookedByAdmin: false,
    declinedBy: null,
    declinedAt: null,
    customerChangedAt: null,
    clientNoShows: 0,
    clientNote: null,
    canRevert: false,
    payment: null,
    segments: [],
    ...change,
  };
}

describe("serviceNames", () => {
  it("lists the booked lines in the chosen language, leaving removals to their badges", () => {
    const items: AdminAppointment["items"] = [
      { itemId: "2", kind: "service", nameEn: "Pedicure", nameEs: "Pedicura", price: 59000, durationMinutes: 75 },
      { itemId: "retiro-acrilico", kind: "removal", nameEn: "Acrylic removal", nameEs: "Retiro", price: 23000, durationMinutes: 40 },
    ];
    expect(serviceNames(appointment({ items }), "es")).toEqual(["Pedicura"]);
  });

  it("falls back to the main service of an appointment without lines", () => {
    expect(serviceNames(appointment({}), "en")).toEqual(["Lash Lifting"]);
  });
});

describe("pedicureLabel", () => {
  it("reads both the admin and the booking spelling", () => {
    expect(pedicureLabel("pedicure-deep", en)).toBe("Deep");
    expect(pedicureLabel("jelly", es)).toBe("Jelly");
    expect(pedicureLabel("something-else", en)).toBe("something-else");
  });
});
