import { describe, expect, it } from "vitest";
import type { LiveBoardAppointment, LiveBoardDay } from "@shared/api";
import { liveBoard as en } from "@/lib/i18n/en/live-board";
import { liveBoard as es } from "@/lib/i18n/es/live-board";
import { daySummary, statusLabel } from "./format";

const appointment = (id: number, status: LiveBoardAppointment["status"], staffId: number | null) => ({ id, status, staffId }) as LiveBoardAppointment;

describe("the board's day count", () => {
  it("leaves no-shows out of the total, the confirmed and the assigned", () => {
    const day = {
      date: "2026-12-07",
      availability: [],
      appointments: [appointment(1, "confirmed", 1), appointment(2, "no_show", 2), appointment(3, "pending_staff_confirmation", null)],
    } as unknown as LiveBoardDay;
    expect(daySummary(day, en)).toBe("2 appointments · 1 confirmed · 1 assigned");
    expect(daySummary(day, es)).toMatch(/^2 citas · 1 confirmada · 1 asignada$/);
  });

  it("names a no-show in the board's language, never by its raw status", () => {
    expect(statusLabel("no_show", en)).toBe("No-show");
    expect(statusLabel("no_show", es)).toBe("No se presentó");
  });
});
