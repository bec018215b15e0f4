import { count, sql } from "drizzle-orm";
import { DEFAULT_OPTIONS, DEFAULT_SERVICES, type CatalogueOption, type CatalogueService } from "@shared/catalogue";
import { salonConfig, serviceOptions, services, staff, staffServices, staffWeeklySchedules } from "@shared/schema";
import type { Db, DbOrTx } from "../infra/db/database";

export type SeedServiceStatus = "created" | "already_exists" | "error";

export interface SeedServiceResult {
  id: string;
  nameEn: string;
  nameEs: string;
  status: SeedServiceStatus;
}

/** Creates one default service if it is missing; an existing one is left as the admin set it. */
export async function seedService(db: DbOrTx, service: CatalogueService): Promise<"created" | "already_exists"> {
  const inserted = await db.insert(services).values(service).onConflictDoNothing().returning({ id: services.id });
  return inserted.length > 0 ? "created" : "already_exists";
}

/** Creates the default services that are missing. */
export async function seedServices(db: DbOrTx): Promise<SeedServiceResult[]> {
  const results: SeedServiceResult[] = [];
  for (const service of DEFAULT_SERVICES) {
    results.push({ id: service.id, nameEn: service.nameEn, nameEs: service.nameEs, status: await seedService(db, service) });
  }
  return results;
}

function optionRow(option: CatalogueOption) {
  return { ...option, active: true };
}

/** Adds the default options of one service that are missing, keeping the admin's edits. */
export async function seedMissingOptions(db: DbOrTx, serviceId: string): Promise<number> {
  const defaults = DEFAULT_OPTIONS[serviceId] ?? [];
  if (defaults.length === 0) return 0;
  const inserted = await db
    .insert(serviceOptions)
    .values(defaults.map(optionRow))
    .onConflictDoNothing()
    .returning({ id: serviceOptions.id });
  return inserted.length;
}

export const DEMO_STAFF = [
  {
    nameEn: "Sofia Ramirez",
    nameEs: "Sofía Ramírez",
    email: "sofia@example.com",
    specialty: "Acrylic nails",
    photoUrl: "/images/staff/sofia.svg",
    serviceIds: ["1", "2", "retiro-ruber", "ruber", "gelish", "esmalte", "brillo", "acripie"],
  },
  {
    nameEn: "Valeria Torres",
    nameEs: "Valeria Torres",
    email: "valeria@example.com",
    specialty: "Pedicure",
    photoUrl: "/images/staff/valeria.svg",
    serviceIds: ["1", "2", "6", "gelish", "esmalte", "brillo", "acripie", "retiro-ruber", "ruber"],
  },
  {
    nameEn: "Camila Herrera",
    nameEs: "Camila Herrera",
    email: "camila@example.com",
    specialty: "Lashes and brows",
    photoUrl: "/images/staff/camila.svg",
    serviceIds: ["3", "lash-lifting", "lash-lifting-rimel", "cejas", "6"],
  },
  {
    nameEn: "Daniela Cruz",
    nameEs: "Daniela Cruz",
    email: "daniela@example.com",
    specialty: "Nails and waxing",
    photoUrl: "/images/staff/daniela.svg",
    serviceIds: ["2", "cejas", "6", "gelish", "esmalte", "brillo"],
  },
];

/** The demo staff's week: Monday to Saturday, 09:00–18:00 with a break at 12:00 (0 = Sunday, closed). */
export const DEMO_WEEK = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: "09:00", endTime: "18:00", breakStartTime: "12:00" }));

/**
 * Adds the demo staff with their qualifications and a weekly schedule, so a fresh install is bookable
 * every week from the start, without anyone planning a day.
 */
async function seedDemoStaff(db: DbOrTx): Promise<void> {
  const [{ value: existing }] = await db.select({ value: count() }).from(staff);
  if (existing > 0) return;
  for (const { serviceIds, ...member } of DEMO_STAFF) {
    const [created] = await db.insert(staff).values(member).returning({ id: staff.id });
    await db.insert(staffServices).values(serviceIds.map((serviceId) => ({ staffId: created.id, serviceId })));
    await db.insert(staffWeeklySchedules).values(DEMO_WEEK.map((day) => ({ staffId: created.id, ...day })));
  }
}

async function seedSalonConfig(db: DbOrTx): Promise<void> {
  await db.insert(salonConfig).values({ id: "default" }).onConflictDoNothing();
}

/** Everything a fresh installation needs; safe to run again at any time. */
export async function seedAll(db: DbOrTx): Promise<void> {
  await seedSalonConfig(db);
  await seedServices(db);
  for (const serviceId of Object.keys(DEFAULT_OPTIONS)) await seedMissingOptions(db, serviceId);
  await seedDemoStaff(db);
}

/** True when the database has never been seeded (no services at all). */
export async function isEmpty(db: DbOrTx): Promise<boolean> {
  const [{ value }] = await db.select({ value: count() }).from(services);
  return value === 0;
}

/** Any fixed number; every app instance must use the same one. */
const SEED_LOCK_KEY = 727_003;

/**
 * Seeds a database that has never been seeded, and says whether it did. Instances starting together on
 * an empty database take turns on an advisory lock: checking and seeding apart, both could find it empty
 * and each add the demo staff (server/resilience/scale-out.test.ts starts two at once).
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return false;
    await seedAll(tx);
    return true;
  });
}
