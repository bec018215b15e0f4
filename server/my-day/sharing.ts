import { eq } from "drizzle-orm";
import { DEFAULT_STAFF_SHARING, type StaffSharing, staffSharingSchema } from "@shared/my-day-api";
import { salonConfig } from "@shared/schema";
import type { Db, DbOrTx } from "../infra/db/database";

/** The salon's one settings row (salon_config's only id). */
const SALON = "default";

/** What the manicurists' pages and feeds may show; the defaults while the salon has no settings row. */
export async function staffSharing(db: DbOrTx): Promise<StaffSharing> {
  const [row] = await db
    .select({ clientNotes: salonConfig.staffSeeClientNotes, customerPhone: salonConfig.staffSeeCustomerPhone })
    .from(salonConfig)
    .where(eq(salonConfig.id, SALON));
  return row ?? DEFAULT_STAFF_SHARING;
}

/** Sets both switches at once (PUT replaces the whole setting), creating the settings row if it is missing. */
export async function updateStaffSharing(db: Db, body: unknown, now: Date): Promise<StaffSharing> {
  const sharing = staffSharingSchema.parse(body);
  const values = { staffSeeClientNotes: sharing.clientNotes, staffSeeCustomerPhone: sharing.customerPhone, updatedAt: now };
  await db
    .insert(salonConfig)
    .values({ id: SALON, ...values })
    .onConflictDoUpdate({ target: salonConfig.id, set: values });
  return sharing;
}
