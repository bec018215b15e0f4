import { staff, staffAvailability, staffServices } from "@shared/schema";
import type { DbOrTx } from "../db/database";

export interface StaffFixture {
  name?: string;
  serviceIds: string[];
  /** Dates the member works, on the given hours. */
  workingDates?: string[];
  startTime?: string | null;
  endTime?: string | null;
  breakStartTime?: string | null;
  isPunchedIn?: boolean;
  active?: boolean;
}

export async function addStaff(db: DbOrTx, fixture: StaffFixture): Promise<number> {
  const name = fixture.name ?? `Staff ${Math.random().toString(36).slice(2, 7)}`;
  const [member] = await db
    .insert(staff)
    .values({ nameEn: name, nameEs: name, email: `${name.replace(/\s+/g, ".").toLowerCase()}@example.com`, active: fixture.active ?? true })
    .returning({ id: staff.id });
  if (fixture.serviceIds.length > 0) {
    await db.insert(staffServices).values(fixture.serviceIds.map((serviceId) => ({ staffId: member.id, serviceId })));
  }
  for (const availableDate of fixture.workingDates ?? []) {
    await db.insert(staffAvailability).values({
      staffId: member.id,
      availableDate,
      isPunchedIn: fixture.isPunchedIn ?? true,
      startTime: fixture.startTime === undefined ? "09:00" : fixture.startTime,
      endTime: fixture.endTime === undefined ? "18:00" : fixture.endTime,
      breakStartTime: fixture.breakStartTime === undefined ? "12:00" : fixture.breakStartTime,
    });
  }
  return member.id;
}
