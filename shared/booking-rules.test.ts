import { describe, expect, it } from "vitest";
import {
  anyQualifiedStaffWorking,
  assignedBookings,
  availableStaffForSlot,
  fitsStaffHours,
  intersectStaff,
  intervalsOverlap,
  isSlotAvailable,
  isStaffFreeAt,
  overlappingAppointments,
  priceBooking,
  removalsOffered,
  slotGrid,
  staffSlotGrid,
  type BookedSlot,
  type Catalogue,
  type SlotContext,
  type StaffDay,
} from "./booking-rules";
import { DEFAULT_OPTIONS, DEFAULT_SERVICES } from "./catalogue";
import type { AppointmentStatus } from "./schema";
import { SLOT_TIMES } from "./time";

const catalogue: Catalogue = {
  services: DEFAULT_SERVICES.map((service) => ({ ...service, active: true })),
  options: Object.values(DEFAULT_OPTIONS)
    .flat()
    .map((option) => ({ ...option, active: true })),
};

function priced(selection: Parameters<typeof priceBooking>[0]) {
  const result = priceBooking(selection, catalogue);
  if (!result.ok) throw new Error(`expected a price, got ${result.error.message}`);
  return result;
}

function refused(selection: Parameters<typeof priceBooking>[0]) {
  const result = priceBooking(selection, catalogue);
  if (result.ok) throw new Error("expected a refusal");
  return result.error;
}

describe("priceBooking", () => {
  it("prices a service without options at its catalogue price and duration", () => {
    const result = priced({ services: [{ serviceId: "lash-lifting" }] });
    expect(result.totalPrice).toBe(55000);
    expect(result.totalDuration).toBe(120);
    expect(result.items).toEqual([
      expect.objectContaining({ kind: "service", itemId: "lash-lifting", price: 55000, durationMinutes: 120 }),
    ]);
  });

  it.each([
    ["pedicure-express", 49000, 50],
    ["pedicure-deep", 59000, 75],
    ["pedicure-jelly", 69000, 95],
  ])("prices pedicure type %s at %i cents and %i minutes", (pedicureType, price, minutes) => {
    const result = priced({ services: [{ serviceId: "2" }], pedicureType });
    expect(result).toMatchObject({ totalPrice: price, totalDuration: minutes, pedicureType });
  });

  it("lets the pedicure type override an option's stored duration", () => {
    const edited: Catalogue = {
      ...catalogue,
      options: catalogue.options.map((option) => (option.id === "pedicure-deep" ? { ...option, durationMinutes: 30 } : option)),
    };
    const result = priceBooking({ services: [{ serviceId: "2", optionIds: ["pedicure-deep"] }] }, edited);
    expect(result.ok && result.totalDuration).toBe(75);
  });

  it("refuses a pedicure without a type with 'Please select a pedicure type'", () => {
    expect(refused({ services: [{ serviceId: "2" }] })).toEqual({
      code: "missing_pedicure_type",
      message: "Please select a pedicure type",
    });
  });

  it("adds acrylic length, technique and type, with the fill discount", () => {
    const result = priced({
      services: [
        { serviceId: "1", optionIds: ["acrylic-length-5", "acrylic-technique-polygel", "acrylic-type-fill"] },
      ],
    });
    expect(result.totalPrice).toBe(52500 + 18000 - 5000);
    expect(result.totalDuration).toBe(120 + 0 - 20);
  });

  it("adds the repair surcharge", () => {
    const result = priced({
      services: [{ serviceId: "1", optionIds: ["acrylic-length-minis", "acrylic-technique-acrylic", "acrylic-type-repair"] }],
    });
    expect(result).toMatchObject({ totalPrice: 40000 + 5000, totalDuration: 135 });
  });

  it("refuses acrylic missing a category or with two of one", () => {
    expect(refused({ services: [{ serviceId: "1", optionIds: ["acrylic-length-1", "acrylic-type-new-set"] }] }).code).toBe(
      "missing_option",
    );
    expect(
      refused({
        services: [
          {
            serviceId: "1",
            optionIds: ["acrylic-length-1", "acrylic-length-2", "acrylic-technique-acrylic", "acrylic-type-new-set"],
          },
        ],
      }).code,
    ).toBe("missing_option");
  });

  it.each([
    ["3", "lash-mega-volume", 155000, 120],
    ["cejas", "brow-design", 10000, 30],
    ["6", "wax-underarm", 48000, 30],
    ["esmalte", "polish-hands-feet", 32000, 50],
  ])("prices service %s with option %s from the option", (serviceId, optionId, price, minutes) => {
    expect(priced({ services: [{ serviceId, optionIds: [optionId] }] })).toMatchObject({
      totalPrice: price,
      totalDuration: minutes,
    });
  });

  it("requires an option for lashes, brows and waxing", () => {
    for (const serviceId of ["3", "cejas", "6"]) {
      expect(refused({ services: [{ serviceId }] }).code).toBe("missing_option");
    }
  });

  it("books polish without a dialog at the extra's own price", () => {
    expect(priced({ services: [{ serviceId: "esmalte" }] })).toMatchObject({ totalPrice: 18000, totalDuration: 30 });
  });

  it("refuses an option of another service, an unknown service and a duplicate", () => {
    expect(refused({ services: [{ serviceId: "3", optionIds: ["brow-design"] }] }).code).toBe("invalid_option");
    expect(refused({ services: [{ serviceId: "nails-deluxe" }] }).code).toBe("unknown_service");
    expect(refused({ services: [{ serviceId: "brillo" }, { serviceId: "brillo" }] }).code).toBe("duplicate_service");
    expect(refused({ services: [{ serviceId: "brillo", optionIds: ["polish-hands"] }] }).code).toBe("invalid_option");
  });

  it("refuses inactive options and services", () => {
    const withoutVolume: Catalogue = {
      services: catalogue.services.map((service) => (service.id === "ruber" ? { ...service, active: false } : service)),
      options: catalogue.options.map((option) => (option.id === "lash-volume" ? { ...option, active: false } : option)),
    };
    expect(priceBooking({ services: [{ serviceId: "3", optionIds: ["lash-volume"] }] }, withoutVolume).ok).toBe(false);
    expect(priceBooking({ services: [{ serviceId: "ruber" }] }, withoutVolume).ok).toBe(false);
  });

  it("refuses the coming-soon services", () => {
    expect(refused({ services: [{ serviceId: "4" }] }).code).toBe("not_bookable");
    expect(refused({ services: [{ serviceId: "5" }] }).code).toBe("not_bookable");
  });

  it("adds services, extras and both removals together", () => {
    const result = priced({
      services: [{ serviceId: "2" }, { serviceId: "gelish" }, { serviceId: "brillo" }],
      pedicureType: "pedicure-express",
      needsAcrylicRemoval: true,
      needsGelishRemoval: true,
    });
    expect(result.totalPrice).toBe(49000 + 21000 + 16000 + 23000 + 10000);
    expect(result.totalDuration).toBe(50 + 60 + 20 + 40 + 20);
    expect(result.items.map((item) => item.kind)).toEqual(["option", "service", "service", "removal", "removal"]);
  });

  it("refuses removals where the booking page does not offer them", () => {
    expect(refused({ services: [{ serviceId: "lash-lifting" }], needsGelishRemoval: true }).code).toBe("removal_not_offered");
  });
});

describe("removalsOffered", () => {
  it("offers removals with acrylic, pedicure and the nail extras only", () => {
    for (const id of ["1", "2", "gelish", "esmalte", "brillo", "acripie"]) expect(removalsOffered([id])).toBe(true);
    for (const id of ["3", "cejas", "6", "ruber", "retiro-ruber", "lash-lifting"]) expect(removalsOffered([id])).toBe(false);
    expect(removalsOffered(["3", "brillo"])).toBe(true);
  });
});

describe("intersectStaff", () => {
  it("keeps only staff qualified for every chosen service", () => {
    expect(intersectStaff([[1, 2, 3], [2, 3, 4], [3, 2]])).toEqual([2, 3]);
    expect(intersectStaff([[1], [2]])).toEqual([]);
    expect(intersectStaff([])).toEqual([]);
  });
});

describe("intervals", () => {
  it("treats touching intervals as not overlapping", () => {
    expect(intervalsOverlap(540, 600, 600, 660)).toBe(false);
    expect(intervalsOverlap(540, 601, 600, 660)).toBe(true);
    expect(intervalsOverlap(600, 660, 540, 600)).toBe(false);
  });
});

const workingDay = (staffId: number, overrides: Partial<StaffDay> = {}): StaffDay => ({
  staffId,
  isPunchedIn: true,
  startTime: "09:00",
  endTime: "18:00",
  breakStartTime: "12:00",
  ...overrides,
});

describe("fitsStaffHours", () => {
  const day = workingDay(1);
  it("needs the whole appointment inside the shift", () => {
    expect(fitsStaffHours(day, 9 * 60, 60)).toBe(true);
    expect(fitsStaffHours(day, 17 * 60, 60)).toBe(true);
    expect(fitsStaffHours(day, 17 * 60 + 30, 60)).toBe(false);
    expect(fitsStaffHours(day, 8 * 60 + 30, 30)).toBe(false);
  });

  it("keeps the 30-minute break free, allowing appointments that end or start at its edges", () => {
    expect(fitsStaffHours(day, 11 * 60, 60)).toBe(true); // 11:00-12:00 ends as the break starts
    expect(fitsStaffHours(day, 12 * 60 + 30, 30)).toBe(true); // starts as the break ends
    expect(fitsStaffHours(day, 11 * 60 + 30, 60)).toBe(false); // runs into the break
    expect(fitsStaffHours(day, 12 * 60, 30)).toBe(false); // is the break
    expect(fitsStaffHours(day, 10 * 60, 180)).toBe(false); // spans the break
  });

  it("uses 09:00-18:00 when hours are missing and no break when none is set", () => {
    const defaults = workingDay(1, { startTime: null, endTime: null, breakStartTime: null });
    expect(fitsStaffHours(defaults, 9 * 60, 9 * 60)).toBe(true);
    expect(fitsStaffHours(defaults, 9 * 60, 9 * 60 + 1)).toBe(false);
  });
});

const MONDAY_BEFORE_OPENING = new Date("2026-11-23T16:00:00Z"); // 08:00 in the salon

function context(overrides: Partial<SlotContext> = {}): SlotContext {
  return {
    date: "2026-11-24",
    now: MONDAY_BEFORE_OPENING,
    durationMinutes: 60,
    qualifiedStaffIds: [1, 2],
    availability: [workingDay(1), workingDay(2)],
    appointments: [],
    ...overrides,
  };
}

describe("isSlotAvailable — the seven rules", () => {
  it("rule 1: today only offers slots later than now", () => {
    const today = context({ date: "2026-11-23", now: new Date("2026-11-23T18:29:00Z") }); // 10:29
    expect(isSlotAvailable("10:00", today)).toBe(false);
    expect(isSlotAvailable("10:30", today)).toBe(true);
    const atTheSlot = context({ date: "2026-11-23", now: new Date("2026-11-23T18:30:00Z") }); // 10:30 exactly
    expect(isSlotAvailable("10:30", atTheSlot)).toBe(false);
    expect(isSlotAvailable("11:00", atTheSlot)).toBe(true);
    // Another day is not affected by the time of day.
    expect(isSlotAvailable("09:00", context({ now: new Date("2026-11-23T18:30:00Z") }))).toBe(true);
  });

  it("rule 1 uses the salon's clock on a DST switch day", () => {
    // 2026-03-08 (spring forward): 16:59 UTC is 09:59 PDT, so 09:30 has passed and 10:00 has not.
    const springForward = context({ date: "2026-03-09", now: new Date("2026-03-08T16:59:00Z") });
    const sameDay = { ...springForward, date: "2026-03-08" };
    expect(isSlotAvailable("09:30", sameDay)).toBe(false);
    expect(isSlotAvailable("10:00", sameDay)).toBe(true);
    // 2026-11-01 (fall back): 17:00 UTC is 09:00 PST.
    const fallBack = context({ date: "2026-11-01", now: new Date("2026-11-01T17:00:00Z") });
    expect(isSlotAvailable("09:00", fallBack)).toBe(false);
    expect(isSlotAvailable("09:30", fallBack)).toBe(true);
  });

  it("refuses past dates outright", () => {
    expect(isSlotAvailable("15:00", context({ date: "2026-11-21" }))).toBe(false);
  });

  it("rule 2: nothing is available while staff availability has not loaded", () => {
    expect(isSlotAvailable("10:00", context({ availability: undefined }))).toBe(false);
  });

  it("rule 3: needs someone qualified for all services", () => {
    expect(isSlotAvailable("10:00", context({ qualifiedStaffIds: [] }))).toBe(false);
    expect(isSlotAvailable("10:00", context({ qualifiedStaffIds: [7] }))).toBe(false);
    expect(isSlotAvailable("10:00", context({ qualifiedStaffIds: [2] }))).toBe(true);
  });

  it("rule 4: a member who is not punched in does not count", () => {
    const availability = [workingDay(1, { isPunchedIn: false }), workingDay(2, { isPunchedIn: false })];
    expect(isSlotAvailable("10:00", context({ availability }))).toBe(false);
  });

  it("rule 5: the full duration must fit the member's hours", () => {
    const availability = [workingDay(1, { endTime: "14:00" }), workingDay(2, { endTime: "14:00" })];
    expect(isSlotAvailable("13:00", context({ availability }))).toBe(true);
    expect(isSlotAvailable("13:30", context({ availability }))).toBe(false);
    expect(isSlotAvailable("13:00", context({ availability, durationMinutes: 95 }))).toBe(false);
  });

  it("rule 6: the slot must not overlap the member's break", () => {
    const availability = [workingDay(1)];
    expect(isSlotAvailable("11:00", context({ availability }))).toBe(true);
    expect(isSlotAvailable("11:30", context({ availability }))).toBe(false);
    expect(isSlotAvailable("12:00", context({ availability }))).toBe(false);
    expect(isSlotAvailable("12:30", context({ availability }))).toBe(true);
  });

  it("rule 7: available staff must outnumber overlapping live appointments", () => {
    const one: BookedSlot[] = [{ appointmentTime: "10:00", totalDuration: 60, status: "confirmed" }];
    const two: BookedSlot[] = [...one, { appointmentTime: "09:30", totalDuration: 90, status: "pending_staff_confirmation" }];
    expect(isSlotAvailable("10:00", context({ appointments: one }))).toBe(true);
    expect(isSlotAvailable("10:00", context({ appointments: two }))).toBe(false);
    expect(isSlotAvailable("10:30", context({ appointments: two }))).toBe(false);
    expect(isSlotAvailable("11:00", context({ appointments: two }))).toBe(true);
  });

  it("rule 7: cancelled and declined appointments never block", () => {
    const released: BookedSlot[] = [
      { appointmentTime: "10:00", totalDuration: 60, status: "cancelled" },
      { appointmentTime: "10:00", totalDuration: 60, status: "declined" },
      { appointmentTime: "10:00", totalDuration: 60, status: "confirmed" },
    ];
    expect(isSlotAvailable("10:00", context({ appointments: released }))).toBe(true);
  });

  it("rule 7: an appointment without a duration holds 60 minutes", () => {
    const appointments: BookedSlot[] = [
      { appointmentTime: "10:00", totalDuration: null, status: "confirmed" },
      { appointmentTime: "10:00", totalDuration: 0, status: "confirmed" },
    ];
    expect(isSlotAvailable("10:30", context({ appointments }))).toBe(false);
    expect(isSlotAvailable("11:00", context({ appointments }))).toBe(true);
    expect(overlappingAppointments("10:30", 30, appointments)).toBe(2);
  });
});

describe("the slot grid", () => {
  it("lists every slot from 09:00 to 20:30 and closes those after the shift", () => {
    const grid = slotGrid(context());
    expect(grid).toHaveLength(24);
    const open = grid.filter((slot) => slot.available).map((slot) => slot.time);
    expect(open).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "12:30", "13:00", "13:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30", "17:00"]);
  });

  it("names the staff who could take a slot", () => {
    const availability = [workingDay(1), workingDay(2, { breakStartTime: "10:00" })];
    expect(availableStaffForSlot("10:00", { durationMinutes: 30, qualifiedStaffIds: [1, 2], availability })).toEqual([1]);
  });

  it("gives every slot of a crowded day the same answer as the rules checked one slot at a time", () => {
    const statuses: AppointmentStatus[] = ["confirmed", "pending_staff_confirmation", "cancelled", "completed", "declined"];
    const appointments: BookedSlot[] = Array.from({ length: 60 }, (_, index) => ({
      appointmentTime: SLOT_TIMES[(index * 7) % SLOT_TIMES.length],
      totalDuration: index % 9 === 0 ? null : 30 + (index % 4) * 15,
      status: statuses[index % statuses.length],
    }));
    const availability = [
      workingDay(1),
      workingDay(2, { startTime: "10:00", endTime: "20:00", breakStartTime: "14:30" }),
      workingDay(3, { isPunchedIn: false }),
      workingDay(4, { startTime: null, endTime: null, breakStartTime: null }),
      workingDay(5),
    ];
    const crowded = context({ availability, qualifiedStaffIds: [1, 2, 3, 4], appointments, durationMinutes: 45 });
    const oneByOne = SLOT_TIMES.map((time) => {
      const free = availableStaffForSlot(time, crowded).length;
      return { time, available: free > 0 && free > overlappingAppointments(time, crowded.durationMinutes, appointments) };
    });
    expect(oneByOne.some((slot) => slot.available)).toBe(true);
    expect(oneByOne.some((slot) => !slot.available)).toBe(true);
    expect(slotGrid(crowded)).toEqual(oneByOne);
    for (const { time, available } of oneByOne) expect(isSlotAvailable(time, crowded)).toBe(available);
  });

  it("tells whether anyone qualified works that day", () => {
    expect(anyQualifiedStaffWorking({ availability: [workingDay(1)], qualifiedStaffIds: [1] })).toBe(true);
    expect(anyQualifiedStaffWorking({ availability: [workingDay(1, { isPunchedIn: false })], qualifiedStaffIds: [1] })).toBe(false);
    expect(anyQualifiedStaffWorking({ availability: [], qualifiedStaffIds: [1] })).toBe(false);
  });
});

describe("a chosen manicurist", () => {
  const day = (staffId: number, breakStartTime: string | null = null): StaffDay => ({
    staffId,
    isPunchedIn: true,
    startTime: "09:00",
    endTime: "18:00",
    breakStartTime,
  });
  const context: SlotContext = {
    date: "2026-11-24",
    now: new Date("2026-11-23T16:00:00Z"),
    durationMinutes: 60,
    qualifiedStaffIds: [1, 2],
    availability: [day(1, "12:00"), day(2)],
    appointments: [{ appointmentTime: "10:00", totalDuration: 60, status: "confirmed" }],
  };
  const bookings = [{ appointmentTime: "10:00", totalDuration: 60, status: "confirmed" as AppointmentStatus, staffId: 1 }];

  it("is free only outside her own bookings and her break", () => {
    expect(isStaffFreeAt("10:00", 1, context, bookings)).toBe(false);
    expect(isStaffFreeAt("10:00", 2, context, bookings)).toBe(true);
    expect(isStaffFreeAt("11:30", 1, context, bookings)).toBe(false);
    expect(isStaffFreeAt("13:00", 1, context, bookings)).toBe(true);
  });

  it("is never free when not qualified or not working", () => {
    expect(isStaffFreeAt("13:00", 3, { ...context, qualifiedStaffIds: [1, 2, 3] }, [])).toBe(false);
    expect(isStaffFreeAt("13:00", 2, { ...context, qualifiedStaffIds: [1] }, [])).toBe(false);
  });

  it("narrows the day's grid to her free times", () => {
    const grid = staffSlotGrid(context, 1, bookings);
    const open = grid.filter((slot) => slot.available).map((slot) => slot.time);
    expect(open).not.toContain("10:00");
    expect(open).not.toContain("11:30");
    expect(open).toContain("13:00");
    expect(slotGrid(context).find((slot) => slot.time === "10:00")?.available).toBe(true);
  });
});

describe("assignedBookings", () => {
  it("holds time as the booking page reads it: off statuses drop out, a job completed early holds only what it took", () => {
    const rows = [
      { appointmentTime: "09:00", totalDuration: 120, status: "completed" as AppointmentStatus, actualEndTime: "09:00", staffId: 1 },
      { appointmentTime: "11:00", totalDuration: 120, status: "completed" as AppointmentStatus, actualEndTime: "11:45", staffId: 1 },
      { appointmentTime: "14:00", totalDuration: 60, status: "cancelled" as AppointmentStatus, actualEndTime: null, staffId: 1 },
      { appointmentTime: "15:00", totalDuration: 60, status: "no_show" as AppointmentStatus, actualEndTime: null, staffId: 2 },
    ];
    expect(assignedBookings(rows)).toEqual([
      { appointmentTime: "11:00", totalDuration: 45, status: "completed", staffId: 1 },
      { appointmentTime: "15:00", totalDuration: 60, status: "no_show", staffId: 2 },
    ]);
  });
});
