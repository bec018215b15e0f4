import { and, eq } from "drizzle-orm";
import type { StaffAvailabilityRecord } from "@shared/api";
import { ONLY_SUPERADMIN_CHANGES_AVAILABILITY } from "@shared/admin-api";
import { DEFAULT_STAFF_END, DEFAULT_STAFF_START } from "@shared/booking-rules";
import { staffAvailability, type User } from "@shared/schema";
import { takesWorkingTimeAway } from "@shared/schedule";
import { availabilitySaveSchema } from "@shared/schedule-changes-api";
import { isBookableDate, salonDate } from "@shared/time";
import { isSuperAdminUser } from "../auth/accounts";
import { staffDaysOn } from "../availability/staff-days";
import type { Db } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { changeWorkingTime } from "./stranded-bookings";

/**
 * Saves one member's day on a date as edited (an override of their weekly schedule; one per member per
 * date). Any admin may add working time: plan a day off as working, start earlier, end later. Taking
 * working time away from the day as it stands (schedule, time off or an earlier edit) needs a superadmin:
 * customers may already have booked against those hours, and appointments the new day would leave without
 * her need a resolution each (`changeWorkingTime`).
 */
export async function saveAvailability(db: Db, admin: User, body: unknown, now: Date): Promise<StaffAvailabilityRecord> {
  const { resolutions, ...entry } = availabilitySaveSchema.parse(body);
  const isSuperAdmin = isSuperAdminUser(admin);
  if (!isBookableDate(entry.date, now) && !(isSuperAdmin && entry.date >= salonDate(now))) {
    throw new AppError("BAD_REQUEST", "Availability can be set from today through the next 3 days, Monday to Saturday");
  }
  const values = {
    isPunchedIn: entry.isPunchedIn,
    startTime: entry.isPunchedIn ? (entry.startTime ?? DEFAULT_STAFF_START) : null,
    endTime: entry.isPunchedIn ? (entry.endTime ?? DEFAULT_STAFF_END) : null,
    breakStartTime: entry.isPunchedIn ? (entry.breakStartTime ?? null) : null,
  };
  return db.transaction((tx) =>
    changeWorkingTime(tx, {
      staffId: entry.staffId,
      dates: [entry.date],
      resolutions,
      now,
      write: async () => {
        const current = ((await staffDaysOn(tx, [entry.date])).get(entry.date) ?? []).find((day) => day.staffId === entry.staffId) ?? null;
        if (!isSuperAdmin && takesWorkingTimeAway(current, values)) throw new AppError("FORBIDDEN", ONLY_SUPERADMIN_CHANGES_AVAILABILITY);
        const [existing] = await tx
          .select({ id: staffAvailability.id })
          .from(staffAvailability)
          .where(and(eq(staffAvailability.staffId, entry.staffId), eq(staffAvailability.availableDate, entry.date)));
        const [saved] = existing
          ? await tx
              .update(staffAvailability)
              .set({ ...values, updatedAt: now })
              .where(eq(staffAvailability.id, existing.id))
              .returning()
          : await tx
              .insert(staffAvailability)
              .values({ staffId: entry.staffId, availableDate: entry.date, ...values })
              .returning();
        return {
          staffId: saved.staffId,
          date: saved.availableDate,
          isPunchedIn: saved.isPunchedIn,
          startTime: saved.startTime,
          endTime: saved.endTime,
          breakStartTime: saved.breakStartTime,
        };
      },
    }),
  );
}
