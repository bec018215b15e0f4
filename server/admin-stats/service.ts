import { and, asc, count, eq, gte, ne, or } from "drizzle-orm";
import type { AdminStats } from "@shared/admin-api";
import { appointments, staff, staffAvailability, users } from "@shared/schema";
import { bookableDates, salonDate, salonMonthStart } from "@shared/time";
import type { Db } from "../infra/db/database";

const isClient = and(eq(users.isAdmin, false), eq(users.adminLevel, "none"));

async function countOf(db: Db, table: typeof appointments | typeof users, where?: ReturnType<typeof and>) {
  const [{ value }] = await db.select({ value: count() }).from(table).where(where);
  return value;
}

/** The admin dashboard's numbers, with "today" and "this month" in salon time. */
export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const today = salonDate(now);
  const activeStaff = await db
    .select({ id: staff.id, nameEs: staff.nameEs })
    .from(staff)
    .where(eq(staff.active, true))
    .orderBy(asc(staff.id));
  const staffAvailabilityByDate = await Promise.all(
    bookableDates(now).map(async (date) => {
      const working = await db
        .select({
          id: staff.id,
          name: staff.nameEs,
          nameEn: staff.nameEn,
          nameEs: staff.nameEs,
          startTime: staffAvailability.startTime,
          endTime: staffAvailability.endTime,
          breakStartTime: staffAvailability.breakStartTime,
        })
        .from(staffAvailability)
        .innerJoin(staff, eq(staff.id, staffAvailability.staffId))
        .where(and(eq(staffAvailability.availableDate, date), eq(staffAvailability.isPunchedIn, true), eq(staff.active, true)))
        .orderBy(asc(staff.id));
      return { date, availableCount: working.length, totalStaff: activeStaff.length, staffDetails: working };
    }),
  );

  return {
    totalAppointments: await countOf(db, appointments),
    todayAppointments: await countOf(db, appointments, and(eq(appointments.appointmentDate, today))),
    confirmedAppointments: await countOf(db, appointments, and(eq(appointments.status, "confirmed"))),
    completedAppointments: await countOf(db, appointments, and(eq(appointments.status, "completed"))),
    totalClients: await countOf(db, users, isClient),
    newClientsThisMonth: await countOf(db, users, and(isClient, gte(users.createdAt, salonMonthStart(now)))),
    adminUsers: await countOf(db, users, and(or(eq(users.isAdmin, true), ne(users.adminLevel, "none")))),
    staffAvailability: staffAvailabilityByDate,
  };
}
