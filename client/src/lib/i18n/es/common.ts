/** Words every page and feature uses: written once here, and used by the other sections by reference. */
export const common = {
  loading: "Cargando...",
  close: "Cerrar",
  cancel: "Cancelar",
  save: "Guardar",
  saving: "Guardando...",
  retry: "Reintentar",
  error: "Error",
  success: "Éxito",
  anErrorOccurred: "Ocurrió un error",
  minutes: (minutes: number) => `${minutes} min`,
  notification: "Notificación",
  notifications: "Notificaciones ({hotkey})",
  backToBooking: "Volver a reservas",
  skipToContent: "Saltar al contenido",
  /** Ten digits valid on both sides of the border are read as American. */
  phoneHint: "¿Número de México? Empiézalo con +52.",
};
