import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatInstantDate, formatPrice, formatTime, localizedName } from "./format";

describe("formatDate", () => {
  it("writes a salon date in each style and language", () => {
    expect(formatDate("2026-11-24", "en", "short")).toBe("Tue, Nov 24");
    expect(formatDate("2026-11-24", "es", "short")).toBe("mar 24 de nov");
    expect(formatDate("2026-11-24", "en", "shortWithYear")).toBe("Tue, Nov 24, 2026");
    expect(formatDate("2026-11-24", "es", "shortWithYear")).toBe("mar, 24 de nov de 2026");
    expect(formatDate("2026-11-24", "en", "medium")).toBe("Nov 24, 2026");
    expect(formatDate("2026-11-24", "es", "medium")).toBe("24 nov 2026");
    expect(formatDate("2026-11-24", "en", "long")).toBe("Tuesday, November 24");
    expect(formatDate("2026-11-24", "es", "long")).toBe("martes, 24 de noviembre");
    expect(formatDate("2026-11-24", "en", "full")).toBe("Tuesday, November 24, 2026");
    expect(formatDate("2026-11-24", "es", "full")).toBe("martes, 24 de noviembre de 2026");
  });

  it("keeps the day on the days the clocks change", () => {
    expect(formatDate("2026-03-08", "en", "long")).toBe("Sunday, March 8");
    expect(formatDate("2026-03-08", "es", "long")).toBe("domingo, 8 de marzo");
    expect(formatDate("2026-11-01", "en", "long")).toBe("Sunday, November 1");
    expect(formatDate("2026-11-01", "es", "long")).toBe("domingo, 1 de noviembre");
  });
});

describe("formatInstantDate", () => {
  it("uses the salon's calendar day, not UTC's", () => {
    // 07:30 UTC on the 24th is still the evening of the 23rd in Los Angeles.
    expect(formatInstantDate("2026-11-24T07:30:00.000Z", "en")).toBe("Nov 23, 2026");
    expect(formatInstantDate("2026-11-24T07:30:00.000Z", "es")).toBe("23 nov 2026");
  });

  it("follows the salon's offset across the DST switches", () => {
    // 23:30 in Los Angeles both nights: UTC-8 before the March switch, UTC-8 again after November's.
    expect(formatInstantDate("2026-03-08T07:30:00.000Z", "en")).toBe("Mar 7, 2026");
    expect(formatInstantDate("2026-03-09T06:30:00.000Z", "en")).toBe("Mar 8, 2026");
    expect(formatInstantDate("2026-11-01T06:30:00.000Z", "en")).toBe("Oct 31, 2026");
    expect(formatInstantDate("2026-11-02T07:30:00.000Z", "en")).toBe("Nov 1, 2026");
  });
});

describe("formatTime", () => {
  it("writes English on a 12-hour clock and keeps Spanish on the salon's 24-hour signage", () => {
    expect(formatTime("14:30", "en")).toBe("2:30 PM");
    expect(formatTime("09:00", "en")).toBe("9:00 AM");
    expect(formatTime("14:30", "es")).toBe("14:30");
  });

  it("reads midnight and noon as 12", () => {
    expect(formatTime("00:00", "en")).toBe("12:00 AM");
    expect(formatTime("12:00", "en")).toBe("12:00 PM");
    expect(formatTime("00:00", "es")).toBe("00:00");
    expect(formatTime("12:00", "es")).toBe("12:00");
  });

  it("speaks Spanish on a 12-hour clock when asked, as the emails do", () => {
    const spaced = (text: string) => text.replace(/\u202f|\u00a0/g, " ");
    expect(spaced(formatTime("14:30", "es", "12-hour"))).toBe("2:30 p.m.");
    expect(spaced(formatTime("00:00", "es", "12-hour"))).toBe("12:00 a.m.");
    expect(spaced(formatTime("12:00", "es", "12-hour"))).toBe("12:00 p.m.");
    expect(spaced(formatTime("14:30", "en", "12-hour"))).toBe("2:30 PM");
  });
});

describe("formatDateTime", () => {
  it("writes an appointment's date and time together", () => {
    const spaced = (text: string) => text.replace(/\u202f|\u00a0/g, " ");
    expect(spaced(formatDateTime("2026-11-01", "14:30", "en"))).toBe("Sunday, November 1, 2026 at 2:30 PM");
    expect(spaced(formatDateTime("2026-03-08", "02:30", "es"))).toBe("domingo, 8 de marzo de 2026, 2:30 a.m.");
  });
});

describe("formatPrice", () => {
  it("is the shared price format", () => {
    expect(formatPrice(1234)).toBe("$12.34");
    expect(formatPrice(-5000)).toBe("-$50.00");
  });
});

describe("localizedName", () => {
  it("picks the name in the page's language", () => {
    const item = { nameEn: "Pedicure", nameEs: "Pedicura" };
    expect(localizedName(item, "en")).toBe("Pedicure");
    expect(localizedName(item, "es")).toBe("Pedicura");
  });
});
