import { and, asc, eq, sql } from "drizzle-orm";
import type { PublicService, PublicServiceOption, PublicStaff } from "@shared/api";
import { serviceOptions, services, staff, staffServices } from "@shared/schema";
import type { Db } from "../infra/db/database";
import type { ChangeFeed } from "../infra/db/change-feed";

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

/** A service option's columns, as the booking page and the back office read them (inactive ones flagged). */
export const serviceOptionColumns = {
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

/** The whole catalogue as one instance holds it: what the booking page lists and what a booking is priced from. */
export interface CatalogueSnapshot {
  /** Every service, active or not, in display order (pricing refuses the inactive ones by name). */
  services: PublicService[];
  /** Every active option, in the order the booking page lists them. */
  options: PublicServiceOption[];
  /** GET /api/services. */
  activeServices: PublicService[];
  /** GET /api/service-options/:serviceId; a service without active options is absent. */
  optionsByService: ReadonlyMap<string, PublicServiceOption[]>;
  serviceById: ReadonlyMap<string, PublicService>;
}

export interface CatalogueCache {
  read(): Promise<CatalogueSnapshot>;
}

function buildCatalogue(serviceRows: PublicService[], options: PublicServiceOption[]): CatalogueSnapshot {
  const optionsByService = new Map<string, PublicServiceOption[]>();
  for (const option of options) {
    const list = optionsByService.get(option.parentServiceId);
    if (list) list.push(option);
    else optionsByService.set(option.parentServiceId, [option]);
  }
  return {
    services: serviceRows,
    options,
    activeServices: serviceRows.filter((service) => service.active),
    optionsByService,
    serviceById: new Map(serviceRows.map((service) => [service.id, service])),
  };
}

/**
 * The catalogue, read once and kept until PostgreSQL says it changed (the `cita_catalogue` notification,
 * raised by a trigger on every write to services and options, by any instance). A read started before
 * a change is handed to the requests that were already waiting for it, never kept.
 */
export function createCatalogueCache(db: Db, feed: Pick<ChangeFeed, "subscribeCatalogue">): CatalogueCache {
  const servicesQuery = db
    .select(publicServiceColumns)
    .from(services)
    .orderBy(asc(services.displayOrder), asc(services.id))
    .prepare("catalogue_services");
  const optionsQuery = db
    .select(serviceOptionColumns)
    .from(serviceOptions)
    .where(eq(serviceOptions.active, true))
    .orderBy(asc(serviceOptions.parentServiceId), asc(serviceOptions.category), asc(serviceOptions.displayOrder), asc(serviceOptions.nameEn))
    .prepare("catalogue_options");

  let current: Promise<CatalogueSnapshot> | undefined;
  feed.subscribeCatalogue(() => {
    current = undefined;
  });

  return {
    read() {
      if (current) return current;
      const loading = Promise.all([servicesQuery.execute(), optionsQuery.execute()]).then(([serviceRows, options]) =>
        buildCatalogue(serviceRows as PublicService[], options),
      );
      current = loading;
      // A failed read is not kept: the next request tries again.
      loading.catch(() => {
        if (current === loading) current = undefined;
      });
      return loading;
    },
  };
}

const publicStaffColumns = {
  id: staff.id,
  nameEn: staff.nameEn,
  nameEs: staff.nameEs,
  photoUrl: staff.photoUrl,
  active: staff.active,
};

/** The public staff reads as prepared statements (planned once per connection). */
export function prepareStaffReads(db: Db) {
  const activeStaff = db.select(publicStaffColumns).from(staff).where(eq(staff.active, true)).orderBy(asc(staff.id)).prepare("active_staff");
  const qualifiedStaff = db
    .select(publicStaffColumns)
    .from(staff)
    .innerJoin(staffServices, eq(staffServices.staffId, staff.id))
    .where(and(eq(staffServices.serviceId, sql.placeholder("serviceId")), eq(staff.active, true)))
    .orderBy(asc(staff.id))
    .prepare("staff_for_service");
  return {
    listActiveStaff: (): Promise<PublicStaff[]> => activeStaff.execute(),
    listStaffQualifiedFor: (serviceId: string): Promise<PublicStaff[]> => qualifiedStaff.execute({ serviceId }),
  };
}
