/**
 * The salon's default catalogue; how a booking is priced from it is docs/decisions/004-catalogue-and-pricing.md.
 * The seed loads it into an empty database, the admin seed calls restore it, and the booking page falls
 * back to its option lists when the server has none. Prices are cents, durations minutes.
 */

export interface CatalogueService {
  id: string;
  nameEn: string;
  nameEs: string;
  durationMinutes: number;
  price: number;
  kind: "main" | "extra";
  hasOptions: boolean;
  comingSoon: boolean;
  backgroundImage: string | null;
  displayOrder: number;
}

export interface CatalogueOption {
  id: string;
  parentServiceId: string;
  nameEn: string;
  nameEs: string;
  price: number;
  durationMinutes: number;
  displayOrder: number;
  category: "length" | "technique" | "type" | null;
  includesEn: string | null;
  includesEs: string | null;
}

export const SERVICE_IDS = {
  acrylic: "1",
  pedicure: "2",
  eyelashExtensions: "3",
  haircut: "4",
  facial: "5",
  waxing: "6",
  lashLifting: "lash-lifting",
  lashLiftingMascara: "lash-lifting-rimel",
  eyebrows: "cejas",
  rubberRemoval: "retiro-ruber",
  rubber: "ruber",
  gelPolish: "gelish",
  polish: "esmalte",
  shine: "brillo",
  acrylicToes: "acripie",
} as const;

const main = (
  id: string,
  nameEn: string,
  nameEs: string,
  price: number,
  durationMinutes: number,
  displayOrder: number,
  extra: Partial<CatalogueService> = {},
): CatalogueService => ({
  id,
  nameEn,
  nameEs,
  price,
  durationMinutes,
  kind: "main",
  hasOptions: false,
  comingSoon: false,
  backgroundImage: `/images/services/${id}.svg`,
  displayOrder,
  ...extra,
});

const extraService = (
  id: string,
  nameEn: string,
  nameEs: string,
  price: number,
  durationMinutes: number,
  displayOrder: number,
  hasOptions = false,
): CatalogueService => ({
  ...main(id, nameEn, nameEs, price, durationMinutes, displayOrder, { hasOptions }),
  kind: "extra",
});

export const DEFAULT_SERVICES: CatalogueService[] = [
  main("1", "Acrylic Nails", "Uñas Acrílicas", 40000, 120, 1, { hasOptions: true }),
  main("2", "Pedicure", "Pedicura", 59000, 75, 2, { hasOptions: true }),
  main("3", "Eyelash Extensions", "Extensiones de Pestañas", 8000, 120, 3, { hasOptions: true }),
  main("lash-lifting", "Lash Lifting", "Lifting de Pestañas", 55000, 120, 4),
  main("lash-lifting-rimel", "Lash Lifting Mascara Effect", "Lifting de Pestañas Efecto Rímel", 62000, 120, 5),
  main("cejas", "Eyebrows", "Cejas", 10000, 30, 6, { hasOptions: true }),
  main("6", "Waxing", "Depilación", 15000, 15, 7, { hasOptions: true }),
  main("4", "Haircut", "Corte de Cabello", 3500, 45, 8, { comingSoon: true }),
  main("5", "Facial Treatment", "Tratamiento Facial", 6500, 60, 9, { comingSoon: true }),
  extraService("retiro-ruber", "Rubber Removal", "Retiro de Rubber", 10000, 25, 10),
  extraService("ruber", "Rubber", "Rubber", 36000, 60, 11),
  extraService("gelish", "Gel Polish", "Gelish", 21000, 60, 12),
  extraService("esmalte", "Polish", "Esmalte", 18000, 30, 13, true),
  extraService("brillo", "Shine", "Brillo", 16000, 20, 14),
  extraService("acripie", "Acrylic Toes", "Acripie", 40000, 80, 15),
];

/** Services whose option list the admin can edit, with the seed call that restores each one's defaults. */
export const CONFIGURABLE_SERVICES = [
  { serviceId: "esmalte", seedPath: "seed-esmalte-options" },
  { serviceId: "2", seedPath: "seed-pedicure-options" },
  { serviceId: "1", seedPath: "seed-acrylic-options" },
  { serviceId: "3", seedPath: "seed-extensiones-options" },
  { serviceId: "cejas", seedPath: "seed-cejas-options" },
  { serviceId: "6", seedPath: "seed-depilaciones-options" },
] as const;

const option = (
  parentServiceId: string,
  id: string,
  nameEn: string,
  nameEs: string,
  price: number,
  durationMinutes: number,
  displayOrder: number,
  more: Partial<CatalogueOption> = {},
): CatalogueOption => ({
  id,
  parentServiceId,
  nameEn,
  nameEs,
  price,
  durationMinutes,
  displayOrder,
  category: null,
  includesEn: null,
  includesEs: null,
  ...more,
});

const PEDICURE_OPTIONS: CatalogueOption[] = [
  option("2", "pedicure-express", "Express", "Express", 49000, 50, 1, {
    includesEn: "Soak, nail shaping, cuticle care, polish",
    includesEs: "Remojo, limado, cuidado de cutícula, esmalte",
  }),
  option("2", "pedicure-deep", "Deep Cleaning", "Limpieza Profunda", 59000, 75, 2, {
    includesEn: "Express care plus callus removal, exfoliation and massage",
    includesEs: "Todo el Express más retiro de callosidad, exfoliación y masaje",
  }),
  option("2", "pedicure-jelly", "Jelly Spa", "Jelly Spa", 69000, 95, 3, {
    includesEn: "Deep cleaning plus jelly soak, mask and hot towels",
    includesEs: "Limpieza profunda más baño de gel, mascarilla y toallas calientes",
  }),
];

const EYELASH_OPTIONS: CatalogueOption[] = [
  ["lash-classic", "Classic", "Clásicas", 85000],
  ["lash-hybrid", "Hybrid", "Híbridas", 105000],
  ["lash-hawaiian", "Hawaiian", "Hawaianas", 105000],
  ["lash-wispy", "Wispy", "Wispy", 135000],
  ["lash-volume", "Volume", "Volumen", 135000],
  ["lash-mega-volume", "Mega Volume", "Mega Volumen", 155000],
].map(([id, en, es, price], index) => option("3", id as string, en as string, es as string, price as number, 120, index + 1));

const EYEBROW_OPTIONS: CatalogueOption[] = [
  option("cejas", "brow-lamination", "Brow Lamination", "Laminado de Cejas", 40000, 60, 1),
  option("cejas", "brow-hd-lamination", "HD Brow Lamination", "Laminado de Cejas HD", 48000, 60, 2),
  option("cejas", "brow-design", "Brow Design", "Diseño de Cejas", 10000, 30, 3),
];

const WAXING_OPTIONS: CatalogueOption[] = [
  option("6", "wax-eyebrow", "Eyebrow", "Ceja", 28000, 20, 1),
  option("6", "wax-mustache", "Mustache", "Bigote", 15000, 15, 2),
  option("6", "wax-underarm", "Underarm", "Axila", 48000, 30, 3),
];

const POLISH_OPTIONS: CatalogueOption[] = [
  option("esmalte", "polish-hands", "Hands Only", "Solo Manos", 18000, 30, 1),
  option("esmalte", "polish-feet", "Feet Only", "Solo Pies", 18000, 30, 2),
  option("esmalte", "polish-hands-feet", "Hands and Feet", "Manos y Pies", 32000, 50, 3),
];

/** Acrylic lengths run from Minis at 40000 to #9½ at 87000 cents, in steps of 2500 to 5000, all 120 minutes. */
const ACRYLIC_LENGTHS: Array<[string, string, number]> = [
  ["minis", "Minis", 40000],
  ["1", "#1", 42500],
  ["2", "#2", 45000],
  ["3", "#3", 47500],
  ["4", "#4", 50000],
  ["5", "#5", 52500],
  ["6", "#6", 57000],
  ["7", "#7", 62000],
  ["7-5", "#7½", 67000],
  ["8", "#8", 72000],
  ["8-5", "#8½", 77000],
  ["9", "#9", 82000],
  ["9-5", "#9½", 87000],
];

const ACRYLIC_OPTIONS: CatalogueOption[] = [
  ...ACRYLIC_LENGTHS.map(([key, label, price], index) =>
    option("1", `acrylic-length-${key}`, label, label, price, 120, index + 1, { category: "length" }),
  ),
  option("1", "acrylic-technique-acrylic", "Acrylic", "Acrílico", 0, 0, 1, { category: "technique" }),
  option("1", "acrylic-technique-sculptural", "Sculptural", "Escultural", 12000, 0, 2, { category: "technique" }),
  option("1", "acrylic-technique-soft-gel", "Soft Gel", "Soft Gel", 12000, 0, 3, { category: "technique" }),
  option("1", "acrylic-technique-polygel", "Polygel", "Polygel", 18000, 0, 4, { category: "technique" }),
  option("1", "acrylic-type-new-set", "New Set", "Set Nuevo", 0, 0, 1, { category: "type" }),
  option("1", "acrylic-type-fill", "Fill/Maintenance", "Relleno/Mantenimiento", -5000, -20, 2, { category: "type" }),
  option("1", "acrylic-type-repair", "Repair per nail", "Reparación por uña", 5000, 15, 3, { category: "type" }),
];

export const DEFAULT_OPTIONS: Record<string, CatalogueOption[]> = {
  "1": ACRYLIC_OPTIONS,
  "2": PEDICURE_OPTIONS,
  "3": EYELASH_OPTIONS,
  cejas: EYEBROW_OPTIONS,
  "6": WAXING_OPTIONS,
  esmalte: POLISH_OPTIONS,
};

export const REMOVALS = {
  acrylic: { id: "removal-acrylic", nameEn: "Acrylic Removal", nameEs: "Retiro de Acrílico", price: 23000, durationMinutes: 40 },
  gelish: { id: "removal-gelish", nameEn: "Gel Removal", nameEs: "Retiro de Gelish", price: 10000, durationMinutes: 20 },
} as const;

/** Removals are offered only with acrylic nails or pedicure, or with one of these extras. */
const REMOVAL_ELIGIBLE_SERVICES = new Set<string>(["1", "2", "gelish", "esmalte", "brillo", "acripie"]);

/** Whether the booking page offers nail removals with these services. */
export function removalsOffered(serviceIds: readonly string[]): boolean {
  return serviceIds.some((id) => REMOVAL_ELIGIBLE_SERVICES.has(id));
}

/** Pedicure durations by type, overriding the pedicure's catalogue duration. */
export const PEDICURE_DURATION_OVERRIDES: Record<string, number> = {
  express: 50,
  deep: 75,
  jelly: 95,
};

export const DEFAULT_APPOINTMENT_DURATION = 60;
