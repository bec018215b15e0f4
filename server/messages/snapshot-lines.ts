import type { AppointmentItem } from "@shared/schema";
import { polishOnHands, removalPartIndex } from "@shared/visit-plan";
import type { VisitSegment } from "@shared/visit-api";
import type { SnapshotLine, SnapshotPart } from "./payloads";

/** What an appointment line needs of a booked item to be shown to the customer. */
export type SnapshotItem = Pick<AppointmentItem, "kind" | "parentServiceId" | "nameEn" | "nameEs" | "price">;

/** A line with the booked service it belongs to: a service's own line or its options' (a removal belongs to none). */
export interface ServiceLine extends SnapshotLine {
  serviceId: string | null;
}

/**
 * The lines of an appointment as a customer reads them, each with its service, from its items in order
 * (the items' `itemId` names a service's own line): an option is shown with its service's name
 * ("Pedicure: Jelly Spa"), the options of one service on one line.
 */
export function serviceLinesOf(
  items: readonly (SnapshotItem & Partial<Pick<AppointmentItem, "itemId">>)[],
  parents: ReadonlyMap<string, { nameEn: string; nameEs: string }>,
): ServiceLine[] {
  const lines: (ServiceLine & { parent?: string })[] = [];
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
    const serviceId = item.kind === "service" ? (item.itemId ?? null) : parentId;
    lines.push(
      parent && parentId
        ? { parent: parentId, serviceId, nameEn: `${parent.nameEn}: ${item.nameEn}`, nameEs: `${parent.nameEs}: ${item.nameEs}`, price: item.price }
        : { serviceId, nameEn: item.nameEn, nameEs: item.nameEs, price: item.price },
    );
  }
  return lines.map(({ serviceId, nameEn, nameEs, price }) => ({ serviceId, nameEn, nameEs, price }));
}

/** The lines as a message stores them, without their services. */
export function withoutServices(lines: readonly ServiceLine[]): SnapshotLine[] {
  return lines.map(({ nameEn, nameEs, price }) => ({ nameEn, nameEs, price }));
}

/** The lines of an appointment as a customer reads them (serviceLinesOf without the services). */
export function snapshotLinesOf(
  items: readonly SnapshotItem[],
  parents: ReadonlyMap<string, { nameEn: string; nameEs: string }>,
): SnapshotLine[] {
  return withoutServices(serviceLinesOf(items, parents));
}

/**
 * The parts of a visit as a customer reads them: each part's time, its services (its lines' names, as
 * they were booked, in the visit's order) and its manicurist (`staffOf`, null while nobody is assigned).
 */
export function snapshotPartsOf(
  segments: readonly VisitSegment[],
  lines: readonly ServiceLine[],
  staffOf: (segment: VisitSegment) => SnapshotPart["staff"],
): SnapshotPart[] {
  return segments.map((segment) => ({
    id: segment.id,
    start: segment.start,
    end: segment.end,
    services: lines.filter((line) => line.serviceId !== null && segment.serviceIds.includes(line.serviceId)).map(({ nameEn, nameEs }) => ({ nameEn, nameEs })),
    staff: staffOf(segment),
  }));
}

/** What a part of a visit of several needs to find its items. */
export interface PartOfVisit {
  position: number;
  serviceIds: readonly string[];
}

type PartItem = Pick<AppointmentItem, "kind" | "itemId" | "parentServiceId">;

function servedBy<T extends PartItem>(items: readonly T[], part: PartOfVisit): T[] {
  return items.filter((item) => item.kind !== "removal" && part.serviceIds.includes((item.kind === "service" ? item.itemId : item.parentServiceId) ?? ""));
}

/**
 * The items of one part of a visit: its services with their options, and the removals when it is the part
 * the planner placed them in (`removalPartIndex`).
 */
export function itemsOfPart<T extends PartItem>(items: readonly T[], part: PartOfVisit, parts: readonly PartOfVisit[]): T[] {
  const ordered = [...parts].sort((a, b) => a.position - b.position);
  const polish = polishOnHands(items.filter((item) => item.kind === "option").map((item) => item.itemId));
  const host = ordered[removalPartIndex(ordered, polish)];
  return items.filter((item) => servedBy(items, part).includes(item) || (item.kind === "removal" && host?.position === part.position));
}

/** What one part's booked lines cost, in cents (`itemsOfPart`): stored with the part when the visit is booked. */
export function partPrice(items: readonly (PartItem & { price: number })[], part: PartOfVisit, parts: readonly PartOfVisit[]): number {
  return itemsOfPart(items, part, parts).reduce((sum, item) => sum + item.price, 0);
}
