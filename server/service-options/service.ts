import crypto from "node:crypto";
import { asc, eq } from "drizzle-orm";
import {
  ACRYLIC_CATEGORY_REQUIRED,
  isAcrylicCategory,
  needsAcrylicCategory,
  serviceOptionFormSchema,
  serviceOptionUpdateSchema,
} from "@shared/admin-api";
import { parseSentFields, type AdminServiceOption, type SeedOptionsResult } from "@shared/admin-catalogue-api";
import { serviceOptions, services } from "@shared/schema";
import { pgErrorCode, PG_FOREIGN_KEY_VIOLATION, type Db, type DbOrTx } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { serviceOptionColumns } from "../catalogue/service";
import { seedMissingOptions } from "../seed/seed";

export const OPTION_NOT_FOUND = "Service option not found";

/**
 * Not the column's 64: a pedicure option's id is also stored as the booking's pedicure type
 * (appointments.pedicure_type and the booking payload's pedicureType hold 50).
 */
const ID_MAX_LENGTH = 50;
const RANDOM_SUFFIX_BYTES = 3;

async function findService(db: DbOrTx, serviceId: string) {
  const [service] = await db.select({ id: services.id, nameEn: services.nameEn }).from(services).where(eq(services.id, serviceId));
  return service;
}

/** Every option of the service, inactive ones included (the public list hides those). */
export async function listOptions(db: Db, parentServiceId: string): Promise<AdminServiceOption[]> {
  if (!(await findService(db, parentServiceId))) throw new AppError("NOT_FOUND", "Service not found");
  return db
    .select(serviceOptionColumns)
    .from(serviceOptions)
    .where(eq(serviceOptions.parentServiceId, parentServiceId))
    .orderBy(asc(serviceOptions.category), asc(serviceOptions.displayOrder), asc(serviceOptions.nameEn));
}

function slug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * `${parent}-${slug}-${random}`: readable in logs and booking line items, unique without a lookup. Only the
 * readable part is cut to fit, never the random suffix that keeps ids apart.
 */
export function newOptionId(parentServiceId: string, nameEn: string): string {
  const suffix = crypto.randomBytes(RANDOM_SUFFIX_BYTES).toString("hex");
  const readable = `${parentServiceId}-${slug(nameEn) || "option"}`;
  return `${readable.slice(0, ID_MAX_LENGTH - suffix.length - 1).replace(/-+$/, "")}-${suffix}`;
}

const unknownParent = (parentServiceId: string) => new AppError("BAD_REQUEST", `Unknown service: ${parentServiceId}`);

export async function createOption(db: Db, body: unknown): Promise<AdminServiceOption> {
  const form = serviceOptionFormSchema.parse(body);
  if (!(await findService(db, form.parentServiceId))) throw unknownParent(form.parentServiceId);
  try {
    const [created] = await db
      .insert(serviceOptions)
      .values({ ...form, id: newOptionId(form.parentServiceId, form.nameEn) })
      .returning(serviceOptionColumns);
    return created;
  } catch (error) {
    // The service was removed between the check and the insert.
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw unknownParent(form.parentServiceId);
    throw error;
  }
}

/**
 * Changes only the fields sent; the parent service never changes. A field sent with its stored value is
 * not a change, so an option of the default catalogue whose price or duration lies outside the form's
 * ranges (lashes at $850, an acrylic technique of 0 minutes) can still be renamed; setting a new value
 * must respect the ranges.
 */
export async function updateOption(db: Db, id: string, body: unknown, now: Date): Promise<AdminServiceOption> {
  const [stored] = await db.select(serviceOptionColumns).from(serviceOptions).where(eq(serviceOptions.id, id));
  if (!stored) throw new AppError("NOT_FOUND", OPTION_NOT_FOUND);
  const changes =
    body && typeof body === "object" && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([key, value]) => stored[key as keyof typeof stored] !== value))
      : body;
  const fields = parseSentFields(serviceOptionUpdateSchema, changes);
  if ("category" in fields) fields.category = await categoryForUpdate(db, id, fields.category);
  const [updated] = await db
    .update(serviceOptions)
    .set({ ...fields, updatedAt: now })
    .where(eq(serviceOptions.id, id))
    .returning(serviceOptionColumns);
  if (!updated) throw new AppError("NOT_FOUND", OPTION_NOT_FOUND);
  return updated;
}

/** The add form's category rule (serviceOptionFormSchema), applied with the option's stored service. */
async function categoryForUpdate(db: Db, id: string, category: string | null | undefined): Promise<string | null> {
  const [option] = await db
    .select({ parentServiceId: serviceOptions.parentServiceId })
    .from(serviceOptions)
    .where(eq(serviceOptions.id, id));
  if (!option) throw new AppError("NOT_FOUND", OPTION_NOT_FOUND);
  if (!needsAcrylicCategory(option.parentServiceId)) return null;
  if (!isAcrylicCategory(category)) throw new AppError("BAD_REQUEST", ACRYLIC_CATEGORY_REQUIRED);
  return category;
}

/** Booked appointments keep their own copy of the option (appointment_items), so deleting is safe. */
export async function deleteOption(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(serviceOptions).where(eq(serviceOptions.id, id)).returning({ id: serviceOptions.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", OPTION_NOT_FOUND);
}

/** Puts back the default options the admin deleted; edited defaults and added options are left alone. */
export async function restoreDefaultOptions(db: Db, serviceId: string): Promise<SeedOptionsResult> {
  const service = await findService(db, serviceId);
  if (!service) throw new AppError("NOT_FOUND", `Service ${serviceId} does not exist: seed the services first`);
  const restored = await seedMissingOptions(db, serviceId);
  return {
    message:
      restored === 0
        ? `All default options for ${service.nameEn} are already present`
        : `Restored ${restored} default ${restored === 1 ? "option" : "options"} for ${service.nameEn}`,
  };
}
