import { appointmentItems, appointments, appointmentSegments, type AppointmentStatus, type Locale, staffWeeklySchedules, users } from "@shared/schema";
import type { DbOrTx } from "../infra/db/database";
import { partPrice } from "../messages/snapshot-lines";

export interface VisitFixture {
  date: string;
  time?: string;
  staffId: number | null;
  status?: AppointmentStatus;
  /** Lines as booked; default one Lash Lifting at $550.00 (120 minutes). */
  items?: { kind?: "service" | "option" | "removal"; itemId: string; parentServiceId?: string; name: string; price: number; durationMinutes?: number }[];
  /** The parts of a visit of several manicurists (none: a visit of one part); its length is then theirs. */
  parts?: { staffId: number | null; serviceIds: string[]; startOffsetMinutes: number; durationMinutes: number }[];
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
  const parts = fixture.parts ?? [];
  const totalDuration =
    parts.length > 0
      ? Math.max(...parts.map((part) => part.startOffsetMinutes + part.durationMinutes))
      : items.reduce((sum, item) => sum + (item.durationMinutes ?? 60), 0);
  const [row] = await db
    .insert(appointments)
    .values({
      userId,
      serviceId: items[0].kind === "option" || items[0].kind === "removal" ? (items[0].parentServiceId ?? "lash-lifting") : items[0].itemId,
      staffId: fixture.staffId,
      appointmentDate: fixture.date,
      appointmentTime: fixture.time ?? "10:00",
      status: fixture.status ?? "confirmed",
      totalPrice: items.reduce((sum, item) => sum + item.price, 0),
      totalDuration,
      locale: fixture.locale ?? "es",
      contactName: "Carla Cliente",
      inParts: parts.length > 0,
      ...(fixture.updatedAt ? { updatedAt: fixture.updatedAt } : {}),
    })
    .returning({ id: appointments.id });
  const lines = items.map((item, position) => ({
    appointmentId: row.id,
    kind: item.kind ?? "service",
    itemId: item.itemId,
    parentServiceId: item.parentServiceId ?? null,
    nameEn: item.name,
    nameEs: item.name,
    price: item.price,
    durationMinutes: item.durationMinutes ?? 60,
    position,
  }));
  await db.insert(appointmentItems).values(lines);
  // Each part with the price of its lines, as a booking writes it.
  const positioned = parts.map((part, index) => ({ ...part, appointmentId: row.id, position: index + 1 }));
  if (parts.length > 0) await db.insert(appointmentSegments).values(positioned.map((part) => ({ ...part, price: partPrice(lines, part, positioned) })));
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

/**
 * Two visits of two parts on `date`, each credited part by part: at 10:00, one after another, a pedicure
 * (`feet`'s part, 50 minutes, $490.00) then acrylic nails with a gel removal (`hands`' part, 110 minutes,
 * $625.00: the removal goes with the hands part though it is second), $1,115.00; at 13:00, at the same
 * time, acrylic nails with gel polish (`hands`', 120 minutes, $735.00) and a pedicure (`feet`'s, 50
 * minutes, $490.00), $1,225.00. Each appointment's manicurist is its first part's.
 */
export async function addTwoPartVisits(
  db: DbOrTx,
  fixture: { date: string; hands: number; feet: number; status?: AppointmentStatus },
): Promise<{ oneAfterAnother: number; together: number }> {
  const { date, hands, feet, status } = fixture;
  const pedicure = { kind: "option", itemId: "pedicure-express", parentServiceId: "2", name: "Express", price: 49000, durationMinutes: 50 } as const;
  const acrylic = { kind: "option", itemId: "acrylic-length-4", parentServiceId: "1", name: "Length 4", price: 52500, durationMinutes: 90 } as const;
  const oneAfterAnother = await addVisit(db, {
    date,
    time: "10:00",
    staffId: feet,
    status,
    items: [pedicure, acrylic, { kind: "removal", itemId: "removal-gelish", name: "Gel Removal", price: 10000, durationMinutes: 20 }],
    parts: [
      { staffId: feet, serviceIds: ["2"], startOffsetMinutes: 0, durationMinutes: 50 },
      { staffId: hands, serviceIds: ["1"], startOffsetMinutes: 50, durationMinutes: 110 },
    ],
  });
  const together = await addVisit(db, {
    date,
    time: "13:00",
    staffId: hands,
    status,
    items: [acrylic, { itemId: "gelish", name: "Gel Polish", price: 21000, durationMinutes: 30 }, pedicure],
    parts: [
      { staffId: hands, serviceIds: ["1", "gelish"], startOffsetMinutes: 0, durationMinutes: 120 },
      { staffId: feet, serviceIds: ["2"], startOffsetMinutes: 0, durationMinutes: 50 },
    ],
  });
  return { oneAfterAnother, together };
}
