import { common } from "./common";

export const adminProfile = {
  title: "Mi perfil",
  subtitle: "Tu cuenta del área de administración.",
  loading: common.loading,
  username: "Usuario",
  email: "Correo electrónico",
  emailHint: "Aquí llegan los envíos de prueba de las campañas. Déjalo vacío para quitarlo.",
  save: "Guardar",
  saving: "Guardando...",
  saved: "Correo guardado",
  saveFailed: "No se pudo guardar el correo",
};
