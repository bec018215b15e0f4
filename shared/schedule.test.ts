import { describe, expect, it } from "vitest";
import { resolveStaffDay, resolveStaffDays, scheduleWeekday, takesWorkingTimeAway, workingIntervals, type StaffDaySources, type WorkingHours } from "./schedule";

const NINE_TO_SIX: WorkingHours = { startTime: "09:00", endTime: "18:00", breakStartTime: "13:00" };
const working = (hours: Partial<WorkingHours> = {}) => ({ isPunchedIn: true, ...NINE_TO_SIX, ...hours });
const DAY_OFF = { isPunchedIn: false, startTime: null, endTime: null, breakStartTime: null };

const sources = (given: Partial<StaffDaySources>): StaffDaySources => ({ staffId: 7, override: null, weekly: null, timeOff: false, ...given });

describe("resolveStaffDay: where a member's day comes from", () => {
  it("takes the weekly schedule's hours for a weekday it has", () => {
    expect(resolveStaffDay(sources({ weekly: NINE_TO_SIX }))).toEqual({ staffId: 7, source: "schedule", isPunchedIn: true, ...NINE_TO_SIX });
  });

  it("says nothing about a weekday the schedule does not have: that member is not working", () => {
    expect(resolveStaffDay(sources({}))).toBeNull();
    expect(resolveStaffDays([sources({ staffId: 1 }), sources({ staffId: 2, weekly: NINE_TO_SIX })]).map((day) => day.staffId)).toEqual([2]);
  });

  it("puts time off before the weekly schedule", () => {
    expect(resolveStaffDay(sources({ weekly: NINE_TO_SIX, timeOff: true }))).toEqual({ staffId: 7, source: "time_off", ...DAY_OFF });
    expect(resolveStaffDay(sources({ timeOff: true }))).toMatchObject({ source: "time_off", isPunchedIn: false });
  });

  it("puts a day edited on the availability page before time off and the schedule", () => {
    const override = { isPunchedIn: true, startTime: "11:00", endTime: "15:00", breakStartTime: null };
    expect(resolveStaffDay(sources({ override, weekly: NINE_TO_SIX, timeOff: true }))).toEqual({ staffId: 7, source: "override", ...override });
    expect(resolveStaffDay(sources({ override: DAY_OFF, weekly: NINE_TO_SIX }))).toEqual({ staffId: 7, source: "override", ...DAY_OFF });
  });

  it("gives an edited working day without hours the salon's default day, and an edited day off no hours at all", () => {
    const noHours = { isPunchedIn: true, startTime: null, endTime: null, breakStartTime: null };
    expect(resolveStaffDay(sources({ override: noHours }))).toMatchObject({ startTime: "09:00", endTime: "18:00", breakStartTime: null });
    const offWithHours = { isPunchedIn: false, startTime: "09:00", endTime: "18:00", breakStartTime: "13:00" };
    expect(resolveStaffDay(sources({ override: offWithHours }))).toEqual({ staffId: 7, source: "override", ...DAY_OFF });
  });
});

describe("scheduleWeekday", () => {
  it("maps plain dates to weekdays, daylight-saving change days included (both are Sundays)", () => {
    expect(scheduleWeekday("2026-03-08")).toBe(0);
    expect(scheduleWeekday("2026-11-01")).toBe(0);
    expect(scheduleWeekday("2026-03-09")).toBe(1);
    expect(scheduleWeekday("2026-10-31")).toBe(6);
  });
});

describe("workingIntervals", () => {
  it("cuts the 30-minute break out of the day", () => {
    expect(workingIntervals(working())).toEqual([
      [9 * 60, 13 * 60],
      [13 * 60 + 30, 18 * 60],
    ]);
  });

  it("has no minutes for a day off or no day", () => {
    expect(workingIntervals(DAY_OFF)).toEqual([]);
    expect(workingIntervals(null)).toEqual([]);
  });

  it("keeps only the part of the day outside a break at its very start", () => {
    expect(workingIntervals(working({ breakStartTime: "09:00" }))).toEqual([[9 * 60 + 30, 18 * 60]]);
  });
});

describe("takesWorkingTimeAway", () => {
  it("is false for the same day, a longer day, or a day off made working", () => {
    expect(takesWorkingTimeAway(working(), working())).toBe(false);
    expect(takesWorkingTimeAway(working(), working({ startTime: "08:00", endTime: "19:00" }))).toBe(false);
    expect(takesWorkingTimeAway(DAY_OFF, working())).toBe(false);
    expect(takesWorkingTimeAway(null, working())).toBe(false);
    expect(takesWorkingTimeAway(null, null)).toBe(false);
  });

  it("is false when the break is dropped, as that only adds minutes", () => {
    expect(takesWorkingTimeAway(working(), working({ breakStartTime: null }))).toBe(false);
  });

  it("is true for a later start, an earlier end, or the day taken off", () => {
    expect(takesWorkingTimeAway(working(), working({ startTime: "09:30" }))).toBe(true);
    expect(takesWorkingTimeAway(working(), working({ endTime: "17:30" }))).toBe(true);
    expect(takesWorkingTimeAway(working(), DAY_OFF)).toBe(true);
    expect(takesWorkingTimeAway(working(), null)).toBe(true);
  });

  it("is true when a break is added or moved into time that was worked", () => {
    expect(takesWorkingTimeAway(working({ breakStartTime: null }), working())).toBe(true);
    expect(takesWorkingTimeAway(working(), working({ breakStartTime: "14:00" }))).toBe(true);
    expect(takesWorkingTimeAway(working(), working({ breakStartTime: "12:45" }))).toBe(true);
  });

  it("is false when a break moves onto minutes the longer day adds", () => {
    expect(takesWorkingTimeAway(working({ breakStartTime: "13:00" }), working({ endTime: "19:00", breakStartTime: "13:00" }))).toBe(false);
    expect(takesWorkingTimeAway(working({ breakStartTime: null }), working({ endTime: "18:30", breakStartTime: "18:00" }))).toBe(false);
  });
});
