import { useI18n } from "@/lib/i18n/use-i18n";

/** The back office frame's words, kept out of the app-wide dictionaries that the booking page's first download carries. */
const es = {
  navLabel: "Navegación de administración",
  dashboard: "Panel",
  appointments: "Citas",
  clients: "Clientes",
  liveBoard: "Tablero en vivo",
  staff: "Manicuristas",
  qualifications: "Calificaciones",
  availability: "Disponibilidad",
  users: "Usuarios",
  databaseReset: "Restablecer base de datos",
  seedServices: "Crear servicios predeterminados",
  fixTimezone: "Corregir zona horaria",
  serviceOptions: "Opciones de servicios",
};

const en: typeof es = {
  navLabel: "Admin navigation",
  dashboard: "Dashboard",
  appointments: "Appointments",
  clients: "Clients",
  liveBoard: "Live Board",
  staff: "Staff",
  qualifications: "Qualifications",
  availability: "Availability",
  users: "Users",
  databaseReset: "Database Reset",
  seedServices: "Seed Services",
  fixTimezone: "Fix Timezone",
  serviceOptions: "Service Options",
};

const strings = { es, en };

export function useAdminStrings() {
  return strings[useI18n().language];
}
