import { describe, expect, it } from "vitest";
import type { LiveBoardAppointment, LiveBoardDay } from "@shared/api";
import { liveBoard as en } from "@/lib/i18n/en/live-board";
import { liveBoard as es } from "@/lib/i18n/es/live-board";
import { appointmentBadges, daySummary, partnersText, statusLabel } from "./format";
import { boardJobs } from "./timeline";

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

  it("names who does a visit's other parts, and gives the pedicure and removal notes only to the part that needs them", () => {
    const part = (id: number, staffId: number | null, serviceId: string) => ({ id, start: "13:00", end: "14:00", staffId, serviceIds: [serviceId], serviceId, service: { nameEn: serviceId, nameEs: serviceId } });
    const visit = {
      id: 7,
      status: "confirmed",
      staffId: 1,
      appointmentTime: "13:00",
      pedicureType: "express",
      needsAcrylicRemoval: true,
      needsGelishRemoval: false,
      parts: [part(1, 1, "1"), part(2, null, "2")],
    } as unknown as LiveBoardAppointment;
    const [hands, feet] = boardJobs([visit]);
    const staff = [{ id: 1, nameEn: "Bea Ruiz", nameEs: "Bea Ruiz", photoUrl: null, active: true }];
    expect(partnersText(feet, staff, "es", es)).toBe("con Bea");
    expect(partnersText(hands, staff, "en", en)).toBe("other part unassigned");
    expect(appointmentBadges(hands, en)).toEqual(["Acrylic removal"]);
    expect(appointmentBadges(feet, en)).toEqual(["Express pedicure"]);
  });
});
