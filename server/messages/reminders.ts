import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { appointments, FINAL_STATUSES } from "@shared/schema";
import { addDays, salonDate, salonDateTimeToInstant } from "@shared/time";
import type { Db } from "../infra/db/database";
import { DEFAULT_REMINDER_HOURS } from "../infra/env";
import { enqueueReminder } from "./appointment-messages";

/**
 * Queues the reminder of every appointment that starts within the next `reminderHours`, is still on, has
 * none yet, and was scheduled (booked, or last moved) more than `reminderHours` before its start: a
 * customer who booked for this afternoon needs no reminder seconds after "booking received". Each is
 * claimed with `UPDATE … WHERE reminder_queued_at IS NULL RETURNING` in the same transaction as its email
 * (and text), so however many processes run this at once a reminder is queued once. Returns the ids reminded.
 */
export async function queueDueReminders(db: Db, now: Date, reminderHours = DEFAULT_REMINDER_HOURS): Promise<number[]> {
  const leadMs = reminderHours * 60 * 60 * 1000;
  const horizon = new Date(now.getTime() + leadMs);
  const dates: string[] = [];
  for (let date = salonDate(now); date <= salonDate(horizon); date = addDays(date, 1)) dates.push(date);
  const candidates = await db
    .select({
      id: appointments.id,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      scheduledAt: sql<Date>`coalesce(${appointments.scheduledAt}, ${appointments.createdAt})`.mapWith(appointments.createdAt),
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.appointmentDate, dates),
        notInArray(appointments.status, FINAL_STATUSES),
        isNull(appointments.reminderQueuedAt),
      ),
    );
  const due = candidates.filter((candidate) => {
    const start = salonDateTimeToInstant(candidate.date, candidate.time);
    return start > now && start <= horizon && start.getTime() - candidate.scheduledAt.getTime() > leadMs;
  });
  const reminded: number[] = [];
  for (const candidate of due) {
    const queued = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(appointments)
        .set({ reminderQueuedAt: now })
        .where(
          and(
            eq(appointments.id, candidate.id),
            isNull(appointments.reminderQueuedAt),
            notInArray(appointments.status, FINAL_STATUSES),
          ),
        )
        .returning({ id: appointments.id });
      if (!claimed) return false;
      return enqueueReminder(tx, candidate.id, now);
    });
    if (queued) reminded.push(candidate.id);
  }
  return reminded;
}
