import { eq } from "drizzle-orm";
import request from "supertest";
import { expect } from "vitest";
import { emailOutbox } from "@shared/schema";
import type { PersonalLinkPayload } from "../messages/payloads";
import type { SignedInAgent } from "./agents";
import { bookingPayload, TUESDAY } from "./booking-fixtures";
import { addStaff } from "./factories";
import type { ApiSuite } from "./suite";

/** The tests' shared steps: two lash manicurists, bookings assigned to them, and their personal links. */
export function myDayFixtures(suite: ApiSuite) {
  const db = () => suite.ctx.database.db;
  const admin = (): SignedInAgent => suite.admin;
  return {
    lashStaff: (name: string, dates = [TUESDAY]) => addStaff(db(), { name, serviceIds: ["lash-lifting"], workingDates: dates, breakStartTime: null }),
    /** A public booking at `time`, then assigned to `staffId` by an admin (which asks her to confirm). */
    async bookFor(staffId: number, time: string, options: { date?: string; name?: string } = {}): Promise<number> {
      const email = `${time.replace(":", "")}-${Math.random().toString(36).slice(2, 7)}@example.com`;
      const booked = await request(suite.ctx.app)
        .post("/api/appointments/public")
        .send(bookingPayload({ appointmentTime: time, appointmentDate: options.date ?? TUESDAY, customerEmail: email, customerName: options.name ?? "Ana María López" }));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const assigned = await admin().put(`/api/admin/appointments/${booked.body.id}/assign-staff`).send({ staffId });
      expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
      return booked.body.id as number;
    },
    /** Issues the member's link through the staff page's API and reads the token from its queued email. */
    async issueLink(staffId: number, locale: "es" | "en" = "es"): Promise<string> {
      const res = await admin().post(`/api/admin/staff/${staffId}/personal-link`).send({ locale });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, "staff_personal_link"));
      const payload = rows.at(-1)?.payload as PersonalLinkPayload;
      return payload.personalLink.token;
    },
  };
}
