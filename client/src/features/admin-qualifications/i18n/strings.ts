import { useI18n } from "@/lib/i18n/use-i18n";

const es = {
  title: "Calificaciones",
  subtitle: "Elige qué servicios puede realizar cada miembro del personal.",
  loading: "Cargando...",
  loadError: "No se pudieron cargar el personal o los servicios.",
  retry: "Reintentar",
  empty: "Todavía no hay personal.",
  inactive: "Inactivo",
  servicesLabel: (name: string) => `Servicios de ${name}`,
  selectedCount: (count: number) => `${count} ${count === 1 ? "servicio" : "servicios"}`,
  noServicesWarning: "Sin servicios: los clientes no pueden reservar con este miembro del personal.",
  save: "Guardar",
  saving: "Guardando...",
  discard: "Descartar cambios",
  unsaved: "Cambios sin guardar",
  success: "Éxito",
  saved: (name: string) => `Servicios de ${name} actualizados`,
  error: "Error",
  saveFailed: "No se pudieron actualizar los servicios",
};

const en: typeof es = {
  title: "Qualifications",
  subtitle: "Choose which services each staff member can perform.",
  loading: "Loading...",
  loadError: "Failed to load staff or services.",
  retry: "Try again",
  empty: "No staff yet.",
  inactive: "Inactive",
  servicesLabel: (name: string) => `Services of ${name}`,
  selectedCount: (count: number) => `${count} ${count === 1 ? "service" : "services"}`,
  noServicesWarning: "No services: customers cannot book with them.",
  save: "Save",
  saving: "Saving...",
  discard: "Discard changes",
  unsaved: "Unsaved changes",
  success: "Success",
  saved: (name: string) => `Services of ${name} updated`,
  error: "Error",
  saveFailed: "Failed to update services",
};

const strings = { es, en };
export type QualificationStrings = typeof es;

export function useQualificationStrings(): QualificationStrings {
  return strings[useI18n().language];
}
