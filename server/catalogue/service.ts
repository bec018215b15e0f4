import { and, asc, eq } from "drizzle-orm";
import type { PublicService, PublicServiceOption, PublicStaff } from "@shared/api";
import { serviceOptions, services, staff, staffServices } from "@shared/schema";
import type { DbOrTx } from "../db/database";

const publicServiceColumns = {
  id: services.id,
  nameEn: services.nameEn,
  nameEs: services.nameEs,
  durationMinutes: services.durationMinutes,
  price: services.price,
  hasOptions: services.hasOptions,
  kind: services.kind,
  comingSoon: services.comingSoon,
  backgroundImage: services.backgroundImage,
  displayOrder: services.displayOrder,
  active: services.active,
};

export async function listActiveServices(db: DbOrTx): Promise<PublicService[]> {
  const rows = await db
    .select(publicServiceColumns)
    .from(services)
    .where(eq(services.active, true))
    .orderBy(asc(services.displayOrder), asc(services.id));
  return rows as PublicService[];
}

const publicOptionColumns = {
  id: serviceOptions.id,
  parentServiceId: serviceOptions.parentServiceId,
  nameEn: serviceOptions.nameEn,
  nameEs: serviceOptions.nameEs,
  price: serviceOptions.price,
  durationMinutes: serviceOptions.durationMinutes,
  displayOrder: serviceOptions.displayOrder,
  category: serviceOptions.category,
  includesEn: serviceOptions.includesEn,
  includesEs: serviceOptions.includesEs,
  active: serviceOptions.active,
};

export function listActiveOptions(db: DbOrTx, serviceId: string): Promise<PublicServiceOption[]> {
  return db
    .select(publicOptionColumns)
    .from(serviceOptions)
    .where(and(eq(serviceOptions.parentServiceId, serviceId), eq(serviceOptions.active, true)))
    .orderBy(asc(serviceOptions.category), asc(serviceOptions.displayOrder), asc(serviceOptions.nameEn));
}

/** Every active option of every service: what the server prices a booking from. */
export function listAllActiveOptions(db: DbOrTx): Promise<PublicServiceOption[]> {
  return db.select(publicOptionColumns).from(serviceOptions).where(eq(serviceOptions.active, true));
}

const publicStaffColumns = {
  id: staff.id,
  nameEn: staff.nameEn,
  nameEs: staff.nameEs,
  photoUrl: staff.photoUrl,
  active: staff.active,
};

export function listActiveStaff(db: DbOrTx): Promise<PublicStaff[]> {
  return db.select(publicStaffColumns).from(staff).where(eq(staff.active, true)).orderBy(asc(staff.id));
}

export function listStaffQualifiedFor(db: DbOrTx, serviceId: string): Promise<PublicStaff[]> {
  return db
    .select(publicStaffColumns)
    .from(staff)
    .innerJoin(staffServices, eq(staffServices.staffId, staff.id))
    .where(and(eq(staffServices.serviceId, serviceId), eq(staff.active, true)))
    .orderBy(asc(staff.id));
}
