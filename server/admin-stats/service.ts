import { and, asc, count, desc, eq, gte, ne, or, sql } from "drizzle-orm";
import type { AdminStats } from "@shared/admin-api";
import { appointments, staff, users } from "@shared/schema";
import { staffDaysOn } from "../availability/staff-days";
import { bookableDates, salonDate, salonMonthStart } from "@shared/time";
import type { Db } from "../infra/db/database";

/** As the partial index users_client_created_idx states it, so that the counts below walk that index. */
const isClient = sql`${users.isAdmin} = false AND ${users.adminLevel} = 'none'`;

async function countOf(db: Db, table: typeof users, where?: ReturnType<typeof and> | ReturnType<typeof sql>) {
  const [{ value }] = await db.select({ value: count() }).from(table).where(where);
  return value;
}

/** The admin dashboard's numbers, with "today" and "this month" in salon time. */
export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const today = salonDate(now);
  // The reads are independent: sent together, each on its own pooled connection, the slowest sets the time.
  const [activeStaff, staffDays, [counted], [{ totalClients }], newClientsThisMonth, adminUsers] = await Promise.all([
    db.select({ id: staff.id, nameEs: staff.nameEs, nameEn: staff.nameEn }).from(staff).where(eq(staff.active, true)).orderBy(asc(staff.id)),
    staffDaysOn(db, bookableDates(now)),
    // One pass over the index of statuses and dates (appointments_status_date_idx) counts all four.
    db
      .select({
        total: sql<number>`count(*)::int`,
        today: sql<number>`count(*) FILTER (WHERE ${appointments.appointmentDate} = ${today})::int`,
        confirmed: sql<number>`count(*) FILTER (WHERE ${appointments.status} = 'confirmed')::int`,
        completed: sql<number>`count(*) FILTER (WHERE ${appointments.status} = 'completed')::int`,
      })
      .from(appointments),
    // Counted along the clients' newest-first index: its order makes PostgreSQL walk the index, not the table.
    db.select({ totalClients: count() }).from(db.select({ id: users.id }).from(users).where(isClient).orderBy(desc(users.createdAt), asc(users.id)).as("walked")),
    countOf(db, users, and(isClient, gte(users.createdAt, salonMonthStart(now)))),
    countOf(db, users, and(or(eq(users.isAdmin, true), ne(users.adminLevel, "none")))),
  ]);
  const namesById = new Map(activeStaff.map((member) => [member.id, member]));
  const staffAvailabilityByDate = [...staffDays].map(([date, days]) => {
    const working = days
      .filter((day) => day.isPunchedIn)
      .flatMap(({ staffId, startTime, endTime, breakStartTime }) => {
        const member = namesById.get(staffId);
        return member ? [{ id: staffId, name: member.nameEs, nameEn: member.nameEn, nameEs: member.nameEs, startTime, endTime, breakStartTime }] : [];
      });
    return { date, availableCount: working.length, totalStaff: activeStaff.length, staffDetails: working };
  });

  return {
    totalAppointments: counted.total,
    todayAppointments: counted.today,
    confirmedAppointments: counted.confirmed,
    completedAppointments: counted.completed,
    totalClients,
    newClientsThisMonth,
    adminUsers,
    staffAvailability: staffAvailabilityByDate,
  };
}
