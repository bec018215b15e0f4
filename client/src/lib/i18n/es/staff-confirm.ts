import { common } from "./common";

export const staffConfirm = {
  title: "Confirmación de cita",
  subtitle: "Confirma o rechaza la cita que se te asignó.",
  invalidTokenTitle: "Token inválido",
  invalidTokenText: "Este enlace no tiene un token de confirmación. Abre el enlace completo que recibiste por correo.",
  loading: "Cargando la cita...",
  processing: "Procesando...",
  confirm: "Confirmar",
  decline: "Rechazar",
  date: "Fecha",
  time: "Hora",
  duration: "Duración",
  services: "Servicios",
  manicurist: "Manicurista",
  minutes: common.minutes,
  confirmedTitle: "¡Cita confirmada!",
  declinedTitle: "Cita rechazada",
  errorTitle: "No se pudo completar",
  processingError: "Error procesando la solicitud",
  connectionError: "Error de conexión",
  retry: common.retry,
};
