import { and, asc, eq, gte, lte } from "drizzle-orm";
import { DEFAULT_SERVICES } from "@shared/catalogue";
import { fixTimezoneSchema } from "@shared/admin-api";
import { ONLY_SUPERADMIN_RESETS, type ResetDatabaseResult, type SeedServicesResult, type TimezoneFixResult, type TimezoneFixRow } from "@shared/admin-catalogue-api";
import { appointments, emailOutbox, idempotencyKeys, reviews, staffAvailability, users, type User } from "@shared/schema";
import { fromMinutes, isValidTime, toMinutes } from "@shared/time";
import { isSuperAdminUser } from "../auth/accounts";
import type { Db } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import type { Logger } from "../infra/logger";
import { seedMissingOptions, seedService, type SeedServiceResult } from "../seed/seed";

/**
 * Creates the default services that are missing. A service created here also gets its default options,
 * since it cannot be booked without them; services that already exist keep the admin's edits. Each
 * service is its own transaction, so one that fails is reported as an error and the others still go in.
 */
export async function seedDefaultServices(db: Db, logger: Logger): Promise<SeedServicesResult> {
  const results: SeedServiceResult[] = [];
  for (const service of DEFAULT_SERVICES) {
    const { id, nameEn, nameEs } = service;
    try {
      const status = await db.transaction(async (tx) => {
        const seeded = await seedService(tx, service);
        if (seeded === "created") await seedMissingOptions(tx, id);
        return seeded;
      });
      results.push({ id, nameEn, nameEs, status });
    } catch (error) {
      logger.error({ err: error, serviceId: id }, "could not create a default service");
      results.push({ id, nameEn, nameEs, status: "error" });
    }
  }
  const count = (status: SeedServiceResult["status"]) => results.filter((result) => result.status === status).length;
  const created = count("created");
  const failed = count("error");
  const summary =
    created === 0 && failed === 0
      ? "All default services already exist"
      : `Created ${created} ${created === 1 ? "service" : "services"}; ${count("already_exists")} already existed`;
  return {
    message: failed === 0 ? summary : `${summary}; ${failed} could not be created`,
    success: failed === 0,
    services: results,
  };
}

/** Clients are users who are not admins in any way (isAdmin false, admin level none); admins survive a reset. */
const isClient = and(eq(users.isAdmin, false), eq(users.adminLevel, "none"));

/**
 * Removes appointments, clients, staff availability and reviews in one transaction, keeping staff, services,
 * qualifications, options, salon configuration and every admin account. Emails still waiting in the outbox
 * and the booking answers stored under Idempotency-Keys describe appointments that no longer exist, so they
 * go too. Only a superadmin may: nothing of it can be undone.
 */
export async function resetDatabase(db: Db, admin: User, logger: Logger): Promise<ResetDatabaseResult> {
  if (!isSuperAdminUser(admin)) throw new AppError("FORBIDDEN", ONLY_SUPERADMIN_RESETS);
  const deletedCounts = await db.transaction(async (tx) => {
    // Reviews and appointments first: deleting clients would cascade to them and hide them from the counts.
    const reviewCount = (await tx.delete(reviews)).rowCount ?? 0;
    const appointmentCount = (await tx.delete(appointments)).rowCount ?? 0;
    const availabilityCount = (await tx.delete(staffAvailability)).rowCount ?? 0;
    const userCount = (await tx.delete(users).where(isClient)).rowCount ?? 0;
    await tx.delete(emailOutbox).where(eq(emailOutbox.status, "pending"));
    await tx.delete(idempotencyKeys);
    return { appointments: appointmentCount, users: userCount, staffAvailability: availabilityCount, reviews: reviewCount };
  });
  logger.warn({ audit: "reset-database", adminId: admin.id, adminUsername: admin.username, deletedCounts }, "database reset");
  return { message: "Database reset successfully", deletedCounts };
}

/** An end time stored between 00:00 and 08:59, when the salon is closed, was written twelve hours early. */
const SHIFT_MINUTES = 12 * 60;
const EARLIEST_WRONG = "00:00";
const LATEST_WRONG = "08:59";

/**
 * Lists (confirm false) or fixes (confirm true) completed appointments whose actual end time is in the
 * small hours. The rows are locked while fixing, so two fixes at once cannot shift an end time twice.
 */
export async function fixTimezoneData(db: Db, body: unknown, now: Date): Promise<TimezoneFixResult> {
  const { confirm } = fixTimezoneSchema.parse(body ?? {});
  const rows = await db.transaction(async (tx) => {
    const candidates = await tx
      .select({
        id: appointments.id,
        appointmentDate: appointments.appointmentDate,
        appointmentTime: appointments.appointmentTime,
        actualEndTime: appointments.actualEndTime,
      })
      .from(appointments)
      .where(
        and(
          eq(appointments.status, "completed"),
          gte(appointments.actualEndTime, EARLIEST_WRONG),
          lte(appointments.actualEndTime, LATEST_WRONG),
        ),
      )
      .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime), asc(appointments.id))
      .for("update");
    const affected: TimezoneFixRow[] = candidates
      .filter((row): row is typeof row & { actualEndTime: string } => row.actualEndTime !== null && isValidTime(row.actualEndTime))
      .map((row) => ({
        id: row.id,
        appointmentDate: row.appointmentDate,
        appointmentTime: row.appointmentTime,
        oldActualEndTime: row.actualEndTime,
        newActualEndTime: fromMinutes(toMinutes(row.actualEndTime) + SHIFT_MINUTES),
        status: "not fixed",
      }));
    if (!confirm) return affected;
    for (const row of affected) {
      await tx.update(appointments).set({ actualEndTime: row.newActualEndTime, updatedAt: now }).where(eq(appointments.id, row.id));
      row.status = "fixed";
    }
    return affected;
  });
  const count = rows.length;
  const noun = count === 1 ? "appointment" : "appointments";
  let message: string;
  if (count === 0) message = "No completed appointments have an end time between 00:00 and 08:59";
  else if (confirm) message = `Fixed ${count} ${noun}: their end time moved 12 hours later`;
  else message = `Found ${count} completed ${noun} with an end time between 00:00 and 08:59`;
  return { success: true, message, affectedCount: count, appointments: rows };
}
