import { common } from "./common";

export const adminQualifications = {
  title: "Calificaciones",
  subtitle: "Elige qué servicios puede realizar cada miembro del personal.",
  loading: common.loading,
  loadError: "No se pudieron cargar el personal o los servicios.",
  retry: common.retry,
  empty: "Todavía no hay personal.",
  inactive: "Inactivo",
  servicesLabel: (name: string) => `Servicios de ${name}`,
  selectedCount: (count: number) => `${count} ${count === 1 ? "servicio" : "servicios"}`,
  noServicesWarning: "Sin servicios: los clientes no pueden reservar con este miembro del personal.",
  save: common.save,
  saving: common.saving,
  discard: "Descartar cambios",
  unsaved: "Cambios sin guardar",
  success: common.success,
  saved: (name: string) => `Servicios de ${name} actualizados`,
  error: common.error,
  saveFailed: "No se pudieron actualizar los servicios",
};
