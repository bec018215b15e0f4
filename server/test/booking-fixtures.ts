import { sql } from "drizzle-orm";
import type { BookingRequest } from "@shared/api";
import { PG_DEADLOCK_DETECTED, pgErrorCode, type DbOrTx } from "../infra/db/database";

/** Tuesday after the harness's default "now" (Monday 2026-11-23, 08:00 salon time): inside the window. */
export const TUESDAY = "2026-11-24";

/**
 * Empties everything a booking test writes, keeping the catalogue; cheaper than a new database per test.
 * The app may still be reading some of these tables in the background (a live board rebuilt after the
 * last test's change, a waitlist offer round), and PostgreSQL may pick the TRUNCATE as the victim of the deadlock that makes
 * (40P01): it is then run again.
 */
export async function resetBookingData(db: DbOrTx): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.execute(
        sql`TRUNCATE appointments, appointment_items, reviews, idempotency_keys, site_reviews, staff_availability, staff_services, staff, users, customer_link_tokens RESTART IDENTITY CASCADE`,
      );
      return;
    } catch (error) {
      if (pgErrorCode(error) !== PG_DEADLOCK_DETECTED || attempt >= 10) throw error;
      // The background readers (the waitlist's offer rounds too) run again after every change: a short,
      // growing pause lets the one in the way finish.
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

export function bookingPayload(overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    services: [{ serviceId: "lash-lifting", serviceName: "Lash Lifting", price: 55000, durationMinutes: 120 }],
    appointmentDate: TUESDAY,
    appointmentTime: "10:00",
    customerName: "Ana María López",
    customerEmail: "ana@example.com",
    customerPhone: "+1 619 555 0100",
    totalPrice: 55000,
    totalDuration: 120,
    needsAcrylicRemoval: false,
    needsGelishRemoval: false,
    pedicureType: null,
    ...overrides,
  };
}
