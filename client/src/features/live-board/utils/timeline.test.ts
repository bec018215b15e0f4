import { describe, expect, it } from "vitest";
import type { LiveBoardAppointment, LiveBoardDay, LiveBoardPart, PublicStaff } from "@shared/api";
import { axisFraction, dayProgress, progressed, SLOT_COUNT, spanOf, timelineRows } from "./timeline";

const staff = (id: number): PublicStaff => ({ id, nameEn: `Staff ${id}`, nameEs: `Personal ${id}`, photoUrl: null, active: true });

let nextId = 1;
const appointment = (overrides: Partial<LiveBoardAppointment> = {}): LiveBoardAppointment => ({
  id: nextId++,
  appointmentDate: "2026-11-24",
  appointmentTime: "10:00",
  durationMinutes: 60,
  status: "pending_staff_confirmation",
  staffId: null,
  serviceId: "lash-lifting",
  serviceIds: ["lash-lifting"],
  service: { nameEn: "Lash Lifting", nameEs: "Lifting de Pestañas" },
  customerName: "Ana M.",
  pedicureType: null,
  needsAcrylicRemoval: false,
  needsGelishRemoval: false,
  ...overrides,
});

const part = (id: number, start: string, end: string, staffId: number | null, serviceId: string): LiveBoardPart => ({
  id,
  start,
  end,
  staffId,
  serviceIds: [serviceId],
  serviceId,
  service: { nameEn: serviceId, nameEs: serviceId },
});

/** Acrylic nails by `hands` and a pedicure by `feet`, both from 13:00. */
const handsAndFeet = (hands: number | null, feet: number | null) =>
  appointment({
    appointmentTime: "13:00",
    durationMinutes: 90,
    staffId: hands,
    serviceId: "1",
    serviceIds: ["1", "2"],
    parts: [part(1, "13:00", "14:30", hands, "1"), part(2, "13:00", "14:00", feet, "2")],
  });

const working = (staffId: number, isPunchedIn = true) => ({
  staffId,
  date: "2026-11-24",
  isPunchedIn,
  startTime: "10:00",
  endTime: null,
  breakStartTime: "13:00",
});

describe("the axis", () => {
  it("runs from 09:00 across 11.5 hours in 46 slots of 15 minutes", () => {
    expect(SLOT_COUNT).toBe(46);
    expect(axisFraction(9 * 60)).toBe(0);
    expect(axisFraction(20 * 60 + 30)).toBe(1);
    expect(axisFraction(14 * 60 + 45)).toBeCloseTo(0.5);
  });

  it("sizes a block by its duration and clips what falls off the axis", () => {
    expect(spanOf(10 * 60, 12 * 60)?.width).toBeCloseTo((120 / 690) * 100);
    const clipped = spanOf(20 * 60, 21 * 60);
    expect(clipped?.left).toBeCloseTo((660 / 690) * 100);
    expect(clipped?.width).toBeCloseTo((30 / 690) * 100);
    expect(spanOf(7 * 60, 8 * 60)).toBeUndefined();
  });
});

describe("timelineRows", () => {
  it("gives each punched-in member a row with the default end and a 30-minute break", () => {
    const day: LiveBoardDay = { date: "2026-11-24", availability: [working(1), working(2, false)], appointments: [] };
    const rows = timelineRows(day, [staff(1), staff(2)], false);
    expect(rows.map((row) => row.key)).toEqual(["staff-1"]);
    expect(rows[0].shift).toEqual({ start: "10:00", end: "18:00", break: { start: "13:00", end: "13:30" } });
  });

  it("keeps a booking whose manicurist is off the floor, and sends a departed member's bookings to unassigned", () => {
    const day: LiveBoardDay = {
      date: "2026-11-24",
      availability: [],
      appointments: [appointment({ staffId: 2 }), appointment({ staffId: 99 })],
    };
    const rows = timelineRows(day, [staff(1), staff(2)], false);
    expect(rows.map((row) => [row.key, row.shift, row.appointments.length])).toEqual([
      ["staff-2", undefined, 1],
      ["unassigned", undefined, 1],
    ]);
  });

  it("stacks overlapping appointments in lanes and reuses a lane once it is free", () => {
    const day: LiveBoardDay = {
      date: "2026-11-24",
      availability: [],
      appointments: [
        appointment({ appointmentTime: "10:00", durationMinutes: 120 }),
        appointment({ appointmentTime: "11:00", durationMinutes: 60 }),
        appointment({ appointmentTime: "12:00", durationMinutes: 30 }),
      ],
    };
    const [row] = timelineRows(day, [], true);
    expect(row.lanes).toBe(2);
    expect(row.appointments.map((placed) => [placed.start, placed.end, placed.lane])).toEqual([
      ["10:00", "12:00", 0],
      ["11:00", "12:00", 1],
      ["12:00", "12:30", 0],
    ]);
  });

  it("draws each part of a visit of several in its own manicurist's row with its own times and services", () => {
    const visit = appointment({
      appointmentTime: "10:00",
      durationMinutes: 150,
      staffId: 1,
      serviceIds: ["lash-lifting", "cejas"],
      parts: [part(1, "10:00", "12:00", 1, "lash-lifting"), part(2, "12:00", "12:30", null, "cejas")],
    });
    const rows = timelineRows({ date: "2026-11-24", availability: [], appointments: [visit, handsAndFeet(2, 1)] }, [staff(1), staff(2)], false);
    const blocks = (key: string) =>
      rows.find((row) => row.key === key)?.appointments.map((placed) => [placed.appointment.id, placed.part?.id, placed.start, placed.end, placed.serviceIds, placed.part?.others]);
    expect(blocks("staff-1")).toEqual([
      [visit.id, 1, "10:00", "12:00", ["lash-lifting"], [null]],
      [visit.id + 1, 2, "13:00", "14:00", ["2"], [2]],
    ]);
    expect(blocks("staff-2")).toEqual([[visit.id + 1, 1, "13:00", "14:30", ["1"], [1]]]);
    expect(blocks("unassigned")).toEqual([[visit.id, 2, "12:00", "12:30", ["cejas"], [1]]]);
  });

  it("shows today's unassigned row even when empty, and another day's only when needed", () => {
    const day: LiveBoardDay = { date: "2026-11-24", availability: [working(1)], appointments: [] };
    expect(timelineRows(day, [staff(1)], true).map((row) => row.key)).toEqual(["staff-1", "unassigned"]);
    expect(timelineRows(day, [staff(1)], false).map((row) => row.key)).toEqual(["staff-1"]);
  });
});

describe("confetti counts", () => {
  const day = (appointments: LiveBoardAppointment[], date = "2026-11-24"): LiveBoardDay => ({ date, availability: [], appointments });

  it("celebrates a new confirmation or assignment, never the first load, a drop or a new day", () => {
    const before = dayProgress(day([appointment(), appointment({ status: "confirmed", staffId: 1 })]));
    expect(before).toEqual({ date: "2026-11-24", confirmed: 1, assigned: 1, assignedParts: 1 });
    expect(progressed(undefined, before)).toBe(false);
    expect(progressed(before, dayProgress(day([appointment({ staffId: 2 }), appointment({ status: "confirmed", staffId: 1 })])))).toBe(true);
    expect(progressed(before, dayProgress(day([appointment({ status: "confirmed" }), appointment({ status: "confirmed", staffId: 1 })])))).toBe(true);
    expect(progressed(before, dayProgress(day([appointment()])))).toBe(false);
    expect(progressed(before, dayProgress(day([appointment({ status: "confirmed", staffId: 1 })], "2026-11-25")))).toBe(false);
  });

  it("counts a visit of several as assigned once every part is, and celebrates each part given", () => {
    const none = dayProgress(day([handsAndFeet(null, null)]));
    const first = dayProgress(day([handsAndFeet(1, null)]));
    const both = dayProgress(day([handsAndFeet(1, 2)]));
    expect([none, first, both].map(({ assigned, assignedParts }) => [assigned, assignedParts])).toEqual([
      [0, 0],
      [0, 1],
      [1, 2],
    ]);
    expect(progressed(none, first)).toBe(true);
    expect(progressed(first, both)).toBe(true);
  });
});
