import type { AppointmentItem } from "@shared/schema";
import type { SnapshotLine } from "./payloads";

/** What an appointment line needs of a booked item to be shown to the customer. */
export type SnapshotItem = Pick<AppointmentItem, "kind" | "parentServiceId" | "nameEn" | "nameEs" | "price">;

/**
 * The lines of an appointment as a customer reads them, from its items in order: an option is shown with
 * its service's name ("Pedicure: Jelly Spa"), the options of one service on one line.
 */
export function snapshotLinesOf(
  items: readonly SnapshotItem[],
  parents: ReadonlyMap<string, { nameEn: string; nameEs: string }>,
): SnapshotLine[] {
  const lines: (SnapshotLine & { parent?: string })[] = [];
  for (const item of items) {
    const parentId = item.kind === "option" ? item.parentServiceId : null;
    const parent = parentId ? parents.get(parentId) : undefined;
    const grouped = parent && lines.find((line) => line.parent === parentId);
    if (grouped) {
      grouped.nameEn += `, ${item.nameEn}`;
      grouped.nameEs += `, ${item.nameEs}`;
      grouped.price += item.price;
      continue;
    }
    lines.push(
      parent && parentId
        ? { parent: parentId, nameEn: `${parent.nameEn}: ${item.nameEn}`, nameEs: `${parent.nameEs}: ${item.nameEs}`, price: item.price }
        : { nameEn: item.nameEn, nameEs: item.nameEs, price: item.price },
    );
  }
  return lines.map(({ nameEn, nameEs, price }) => ({ nameEn, nameEs, price }));
}
