import { describe, expect, it } from "vitest";
import type { LiveBoardAppointment, LiveBoardDay, PublicStaff } from "@shared/api";
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
    expect(before).toEqual({ date: "2026-11-24", confirmed: 1, assigned: 1 });
    expect(progressed(undefined, before)).toBe(false);
    expect(progressed(before, dayProgress(day([appointment({ staffId: 2 }), appointment({ status: "confirmed", staffId: 1 })])))).toBe(true);
    expect(progressed(before, dayProgress(day([appointment({ status: "confirmed" }), appointment({ status: "confirmed", staffId: 1 })])))).toBe(true);
    expect(progressed(before, dayProgress(day([appointment()])))).toBe(false);
    expect(progressed(before, dayProgress(day([appointment({ status: "confirmed", staffId: 1 })], "2026-11-25")))).toBe(false);
  });
});
