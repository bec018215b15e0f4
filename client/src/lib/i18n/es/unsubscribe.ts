import { common } from "./common";

export const unsubscribe = {
  working: "Dándote de baja...",
  doneTitle: "Te diste de baja",
  changedMind: "Si cambias de opinión, marca la casilla de promociones la próxima vez que reserves.",
  backToBooking: common.backToBooking,
  invalidTitle: "Enlace no válido",
  invalid: "Este enlace para darse de baja no es válido. Copia el enlace completo del correo o escríbenos.",
  connectionError: "Error de conexión",
  failed: "No pudimos darte de baja. Revisa tu conexión e inténtalo de nuevo.",
  retry: common.retry,
};
