import type { AdminLevel } from "@shared/schema";
import { common } from "./common";

export const adminUsers = {
  title: "Usuarios",
  subtitle: "Decide quién puede entrar al área de administración y con qué nivel.",
  count: (count: number) => (count === 1 ? "1 usuario" : `${count} usuarios`),
  loading: common.loading,
  loadError: "No se pudieron cargar los usuarios.",
  retry: common.retry,
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
