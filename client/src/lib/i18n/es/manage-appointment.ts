import { formatPrice } from "@shared/money";
import type { CancelOutcome } from "@shared/payments-api";
import { common } from "./common";
import { customerStatus } from "./customer-status";

export const manageAppointment = {
  loading: common.loading,
  title: "Tu cita",
  greeting: (firstName: string) => (firstName ? `Hola, ${firstName}. Estos son los detalles de tu cita.` : "Estos son los detalles de tu cita."),
  statusLabel: "Estado:",
  status: customerStatus,
  date: "Fecha",
  time: "Hora",
  duration: "Duración",
  minutes: common.minutes,
  manicurist: "Manicurista",
  partsTitle: "Tu visita, por partes",
  unassigned: "por asignar",
  services: "Servicios",
  total: "Total",
  salonTitle: "El salón",
  address: "Dirección",
  phone: "Teléfono",
  openMap: "Ver en el mapa",
  // A time in Spanish ends in "a.m."/"p.m.": no sentence here ends on one, so none ends in "..".
  changeUntil: (when: string) => `Hasta el ${when} puedes cancelar o cambiar tu cita aquí.`,
  reschedule: "Cambiar fecha u hora",
  cancelAppointment: "Cancelar cita",
  cancelTitle: "¿Cancelar tu cita?",
  cancelDescription: (when: string) => `Tu cita del ${when} se cancelará y el horario quedará libre para otra persona.`,
  // What the cancellation does to a card deposit or saved card, said before the customer confirms it.
  cancelOutcome: (outcome: CancelOutcome) =>
    outcome.kind === "refund"
      ? `Te devolveremos el depósito de ${formatPrice(outcome.amount)}; puede tardar unos días en aparecer en tu tarjeta.`
      : outcome.kind === "keep"
        ? `Conservaremos el depósito de ${formatPrice(outcome.amount)}, como dice la política de cancelación que aceptaste al reservar.`
        : "No se cobrará nada a tu tarjeta.",
  keepAppointment: "No, conservarla",
  confirmCancel: "Sí, cancelar",
  cancelling: "Cancelando...",
  cancelledTitle: "Cita cancelada",
  cancelledText: "Esta cita está cancelada. Puedes reservar otra cuando quieras.",
  bookAgain: "Reservar otra cita",
  byPhoneTitle: "Cambios por teléfono",
  byPhoneText: (hours: number) =>
    `Faltan menos de ${hours === 1 ? "1 hora" : `${hours} horas`} para tu cita, así que ya no se puede cambiar aquí: los cambios ahora son por teléfono.`,
  callSalon: "Llamar al",
  closedText: "Esta cita ya no se puede cambiar. Si tienes dudas, llámanos.",
  rescheduleTitle: "Elige otra fecha y hora",
  rescheduleHint: "Los horarios en verde están libres para tu cita.",
  newDate: "Fecha",
  newTime: "Hora",
  slotAvailable: "disponible",
  slotUnavailable: "no disponible",
  currentSlot: "tu hora actual",
  noSlots: "No hay horarios libres este día. Prueba otra fecha.",
  timesFailed: "No pudimos cargar los horarios. Revisa tu conexión e inténtalo de nuevo.",
  keepTime: "Conservar mi hora",
  chooseTime: "Elige una hora para continuar.",
  moveButton: "Cambiar mi cita",
  moveTitle: "¿Cambiar tu cita?",
  moveFrom: "Ahora",
  moveTo: "Nueva",
  confirmMove: "Sí, cambiarla",
  moving: "Cambiando...",
  moved: (when: string) => `Listo: cambiamos tu cita al ${when}, y te enviamos un correo con la nueva hora.`,
  changeFailed: "No se pudo guardar el cambio. Inténtalo de nuevo.",
  invalidTitle: "Enlace no válido",
  invalid: "Este enlace para administrar tu cita no es válido o ya venció: cada enlace funciona hasta la hora de la cita.",
  connectionError: "Error de conexión",
  loadFailed: "No pudimos cargar tu cita. Revisa tu conexión e inténtalo de nuevo.",
  retry: common.retry,
  backHome: "Ir al inicio",
};
