import { appointmentItems, appointments, type AppointmentStatus, type Locale, staffWeeklySchedules, users } from "@shared/schema";
import type { DbOrTx } from "../infra/db/database";

export interface VisitFixture {
  date: string;
  time?: string;
  staffId: number | null;
  status?: AppointmentStatus;
  /** Lines as booked; default one Lash Lifting at $550.00 (120 minutes). */
  items?: { kind?: "service" | "option" | "removal"; itemId: string; name: string; price: number; durationMinutes?: number }[];
  locale?: Locale;
  /** The client (default a new one per visit). */
  userId?: string;
  email?: string | null;
  /** When it was last changed (a cancellation's moment). */
  updatedAt?: Date;
}

let clients = 0;

/** A client to book visits for; one per call unless the caller reuses the id. */
export async function addClient(db: DbOrTx, email: string | null = `client${++clients}@example.com`): Promise<string> {
  const [user] = await db.insert(users).values({ email, firstName: "Carla", lastName: "Cliente" }).returning({ id: users.id });
  return user.id;
}

/** An appointment written straight into the tables, on any date (past ones included), with its booked lines. */
export async function addVisit(db: DbOrTx, fixture: VisitFixture): Promise<number> {
  const items = fixture.items ?? [{ itemId: "lash-lifting", name: "Lash Lifting", price: 55000, durationMinutes: 120 }];
  const userId = fixture.userId ?? (await addClient(db, fixture.email === undefined ? undefined : fixture.email));
  const totalDuration = items.reduce((sum, item) => sum + (item.durationMinutes ?? 60), 0);
  const [row] = await db
    .insert(appointments)
    .values({
      userId,
      serviceId: items[0].kind === "option" || items[0].kind === "removal" ? "lash-lifting" : items[0].itemId,
      staffId: fixture.staffId,
      appointmentDate: fixture.date,
      appointmentTime: fixture.time ?? "10:00",
      status: fixture.status ?? "confirmed",
      totalPrice: items.reduce((sum, item) => sum + item.price, 0),
      totalDuration,
      locale: fixture.locale ?? "es",
      contactName: "Carla Cliente",
      ...(fixture.updatedAt ? { updatedAt: fixture.updatedAt } : {}),
    })
    .returning({ id: appointments.id });
  await db.insert(appointmentItems).values(
    items.map((item, position) => ({
      appointmentId: row.id,
      kind: item.kind ?? "service",
      itemId: item.itemId,
      nameEn: item.name,
      nameEs: item.name,
      price: item.price,
      durationMinutes: item.durationMinutes ?? 60,
      position,
    })),
  );
  return row.id;
}

/** A manicurist's regular week: the same hours every listed weekday (0 = Sunday). */
export async function addWeek(
  db: DbOrTx,
  staffId: number,
  weekdays: number[],
  hours: { startTime: string; endTime: string; breakStartTime: string | null } = { startTime: "09:00", endTime: "17:00", breakStartTime: "12:00" },
) {
  await db.insert(staffWeeklySchedules).values(weekdays.map((weekday) => ({ staffId, weekday, ...hours })));
}
