import { describe, expect, it } from "vitest";
import {
  addDays,
  bookableDates,
  dayOfWeek,
  fromMinutes,
  isBookableDate,
  isFrontDeskDate,
  isValidDate,
  isValidTime,
  salonClock,
  salonDate,
  salonDateTimeToInstant,
  salonMinutes,
  salonMonthStart,
  SLOT_TIMES,
  toMinutes,
} from "./time";

describe("salon clock", () => {
  it("reads the date and time in Los Angeles, not in UTC", () => {
    // 02:30 UTC on the 24th is still the evening of the 23rd in the salon (PST, UTC-8).
    const instant = new Date("2026-11-24T02:30:00Z");
    expect(salonDate(instant)).toBe("2026-11-23");
    expect(salonClock(instant)).toBe("18:30");
    expect(salonMinutes(instant)).toBe(18 * 60 + 30);
  });

  it("uses daylight time in summer (UTC-7)", () => {
    expect(salonClock(new Date("2026-07-01T16:00:00Z"))).toBe("09:00");
    expect(salonDateTimeToInstant("2026-07-01", "09:00").toISOString()).toBe("2026-07-01T16:00:00.000Z");
  });

  it("handles the spring-forward day 2026-03-08: the 2 AM hour does not exist", () => {
    expect(salonClock(new Date("2026-03-08T09:59:00Z"))).toBe("01:59");
    expect(salonClock(new Date("2026-03-08T10:00:00Z"))).toBe("03:00");
    expect(salonDateTimeToInstant("2026-03-08", "09:00").toISOString()).toBe("2026-03-08T16:00:00.000Z");
    expect(salonDateTimeToInstant("2026-03-07", "09:00").toISOString()).toBe("2026-03-07T17:00:00.000Z");
    expect(salonDate(new Date("2026-03-08T07:59:00Z"))).toBe("2026-03-07");
    expect(salonDate(new Date("2026-03-08T08:00:00Z"))).toBe("2026-03-08");
  });

  it("handles the fall-back day 2026-11-01: midnight and opening both land on the right instant", () => {
    expect(salonDate(new Date("2026-11-01T06:59:00Z"))).toBe("2026-10-31");
    expect(salonDate(new Date("2026-11-01T07:00:00Z"))).toBe("2026-11-01");
    expect(salonDateTimeToInstant("2026-11-01", "09:00").toISOString()).toBe("2026-11-01T17:00:00.000Z");
    expect(salonDateTimeToInstant("2026-10-31", "09:00").toISOString()).toBe("2026-10-31T16:00:00.000Z");
    // The salon's evening still ends on the same date after the clocks go back.
    expect(salonDate(new Date("2026-11-02T07:59:00Z"))).toBe("2026-11-01");
  });

  it("agrees with Intl at every minute of both 2026 switch days, whichever minute is asked first", () => {
    const intl = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles", dateStyle: "short", timeStyle: "short", hourCycle: "h23" });
    for (const dayStart of [Date.parse("2026-03-08T00:00:00Z"), Date.parse("2026-11-01T00:00:00Z")]) {
      const minutes = Array.from({ length: 36 * 60 }, (_, index) => dayStart + index * 60_000 + 17_000);
      for (const instant of [...minutes.reverse(), ...minutes.reverse()]) {
        const expected = intl.format(instant).replace(", ", " ");
        expect(`${salonDate(new Date(instant))} ${salonClock(new Date(instant))}`).toBe(expected);
      }
    }
  });

  it("starts the month at the salon's midnight", () => {
    expect(salonMonthStart(new Date("2026-12-01T05:00:00Z")).toISOString()).toBe("2026-11-01T07:00:00.000Z");
    expect(salonMonthStart(new Date("2026-12-01T09:00:00Z")).toISOString()).toBe("2026-12-01T08:00:00.000Z");
  });
});

describe("calendar arithmetic", () => {
  it("adds days across months, years and DST switches without drifting", () => {
    expect(addDays("2026-11-29", 3)).toBe("2026-12-02");
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
    expect(addDays("2026-10-31", 2)).toBe("2026-11-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("names the day of the week of a date", () => {
    expect(dayOfWeek("2026-11-22")).toBe(0);
    expect(dayOfWeek("2026-11-23")).toBe(1);
    expect(dayOfWeek("2026-11-28")).toBe(6);
  });

  it("validates dates and times strictly", () => {
    expect(isValidDate("2026-11-23")).toBe(true);
    expect(isValidDate("2026-02-30")).toBe(false);
    expect(isValidDate("2026-1-3")).toBe(false);
    expect(isValidTime("09:30")).toBe(true);
    expect(isValidTime("24:00")).toBe(false);
    expect(isValidTime("9:30")).toBe(false);
  });

  it("converts between HH:MM and minutes", () => {
    expect(toMinutes("20:30")).toBe(1230);
    expect(fromMinutes(545)).toBe("09:05");
  });
});

describe("booking window", () => {
  it("offers half-hour slots from 09:00 to 20:30", () => {
    expect(SLOT_TIMES[0]).toBe("09:00");
    expect(SLOT_TIMES.at(-1)).toBe("20:30");
    expect(SLOT_TIMES).toHaveLength(24);
    expect(SLOT_TIMES).toContain("12:30");
  });

  it("offers today through today+3 in salon time", () => {
    // Monday 2026-11-23, 08:00 in the salon.
    expect(bookableDates(new Date("2026-11-23T16:00:00Z"))).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26"]);
  });

  it("skips Sunday inside the window", () => {
    // Thursday 2026-11-26: the window reaches Sunday the 29th, which is closed.
    expect(bookableDates(new Date("2026-11-26T18:00:00Z"))).toEqual(["2026-11-26", "2026-11-27", "2026-11-28"]);
  });

  it("on a Sunday offers Monday to Wednesday only", () => {
    expect(bookableDates(new Date("2026-11-22T18:00:00Z"))).toEqual(["2026-11-23", "2026-11-24", "2026-11-25"]);
  });

  it("turns the window over at the salon's midnight, not UTC's", () => {
    // 23:30 Saturday in the salon is already Sunday in UTC.
    const saturdayNight = new Date("2026-11-29T07:30:00Z");
    expect(salonDate(saturdayNight)).toBe("2026-11-28");
    expect(isBookableDate("2026-11-28", saturdayNight)).toBe(true);
    expect(isBookableDate("2026-12-02", saturdayNight)).toBe(false);
  });

  it("agrees with the listed window at every hour of the weeks around both DST switches", () => {
    for (const weekStart of [Date.UTC(2026, 9, 28), Date.UTC(2027, 2, 10)]) {
      for (let hour = 0; hour < 24 * 7; hour += 1) {
        const now = new Date(weekStart + hour * 3_600_000);
        const listed = bookableDates(now);
        const around = Array.from({ length: 12 }, (_, offset) => addDays(salonDate(now), offset - 2));
        for (const date of around) expect(isBookableDate(date, now), `${date} at ${now.toISOString()}`).toBe(listed.includes(date));
      }
    }
  });

  it("refuses past dates, far dates and malformed dates", () => {
    const now = new Date("2026-11-23T16:00:00Z");
    expect(isBookableDate("2026-11-21", now)).toBe(false);
    expect(isBookableDate("2026-11-27", now)).toBe(false);
    expect(isBookableDate("2026-11-2", now)).toBe(false);
  });
});

describe("front desk window", () => {
  // Monday 2026-11-23, 08:00 in the salon.
  const now = new Date("2026-11-23T16:00:00Z");

  it("reaches 60 days ahead, where the public page stops after three", () => {
    expect(isFrontDeskDate("2026-11-23", now)).toBe(true);
    expect(isFrontDeskDate("2026-12-15", now)).toBe(true);
    expect(isFrontDeskDate(addDays("2026-11-23", 60), now)).toBe(true);
    expect(isFrontDeskDate(addDays("2026-11-23", 61), now)).toBe(false);
  });

  it("refuses the past, Sundays and impossible dates", () => {
    expect(isFrontDeskDate("2026-11-21", now)).toBe(false);
    expect(isFrontDeskDate("2026-11-29", now)).toBe(false);
    expect(isFrontDeskDate("2026-13-45", now)).toBe(false);
  });

  it("crosses the spring DST switch like any other day", () => {
    const february = new Date("2026-02-20T18:00:00Z");
    expect(isFrontDeskDate("2026-03-09", february)).toBe(true);
    expect(dayOfWeek("2026-03-08")).toBe(0);
    expect(isFrontDeskDate("2026-03-08", february)).toBe(false);
  });
});
