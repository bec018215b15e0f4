import { common } from "./common";
import { customerStatus } from "./customer-status";

export const myAppointments = {
  title: "Mis Citas",
  subtitle:
    "Escribe el correo con el que reservaste y te enviaremos un enlace con tus próximas citas, para verlas, cambiarlas o cancelarlas. No necesitas cuenta.",
  bookAppointment: "Reservar cita",
  email: "Correo electrónico",
  send: "Enviarme el enlace",
  sending: "Enviando...",
  emailRequired: "Escribe tu correo electrónico.",
  emailInvalid: "Escribe un correo electrónico válido, como nombre@ejemplo.com.",
  sent: "Si tenemos citas con este correo, te enviamos un enlace para verlas. Revisa tu bandeja de entrada.",
  sendFailed: "No se pudo enviar. Revisa tu conexión e inténtalo de nuevo.",
  loading: common.loading,
  listTitle: "Tus próximas citas",
  listSubtitle: "Abre una cita para ver sus detalles, cambiarla o cancelarla.",
  status: customerStatus,
  time: "Hora",
  services: "Servicios",
  total: "Total",
  manage: "Ver, cambiar o cancelar",
  none: "No tienes citas próximas.",
  invalidTitle: "Enlace no válido",
  invalid: "Este enlace a tus citas no es válido o ya venció. Pide uno nuevo con tu correo.",
  requestNew: "Pedir un enlace nuevo",
  connectionError: "Error de conexión",
  loadFailed: "No pudimos cargar tus citas. Revisa tu conexión e inténtalo de nuevo.",
  retry: common.retry,
};
