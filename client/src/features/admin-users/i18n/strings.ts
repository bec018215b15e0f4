import type { AdminLevel } from "@shared/schema";
import { useI18n } from "@/lib/i18n/use-i18n";

const es = {
  title: "Usuarios",
  subtitle: "Decide quién puede entrar al área de administración y con qué nivel.",
  count: (count: number) => (count === 1 ? "1 usuario" : `${count} usuarios`),
  loading: "Cargando...",
  loadError: "No se pudieron cargar los usuarios.",
  retry: "Reintentar",
  accessDenied: "Acceso denegado: solo los super administradores pueden acceder a esta página.",
  you: "(Tú)",
  noName: "Sin nombre",
  adminLevel: "Nivel de administrador",
  ownLevelHint: "No puedes cambiar tu propio nivel.",
  levels: { none: "Usuario", admin: "Administrador", superadmin: "Super administrador" } satisfies Record<AdminLevel, string>,
  tiers: { regular: "Regular", vip: "VIP" } as Partial<Record<string, string>>,
  registered: (date: string) => `Registrado el ${date}`,
  updated: "Nivel de administrador actualizado",
  updateFailed: "No se pudo actualizar el nivel de administrador",
};

const en: typeof es = {
  title: "Users",
  subtitle: "Choose who can use the admin area, and at which level.",
  count: (count: number) => (count === 1 ? "1 user" : `${count} users`),
  loading: "Loading...",
  loadError: "The users could not be loaded.",
  retry: "Try again",
  accessDenied: "Access Denied: Only super administrators can access this page.",
  you: "(You)",
  noName: "No name",
  adminLevel: "Admin level",
  ownLevelHint: "You cannot change your own level.",
  levels: { none: "User", admin: "Admin", superadmin: "Super Admin" },
  tiers: { regular: "Regular", vip: "VIP" },
  registered: (date: string) => `Registered ${date}`,
  updated: "Admin level updated",
  updateFailed: "Failed to update admin level",
};

const strings = { es, en };

export function useUserStrings() {
  return strings[useI18n().language];
}
