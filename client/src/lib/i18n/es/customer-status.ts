import type { AppointmentStatus } from "@shared/schema";

/** An appointment's status as its customer reads it (the back office's words are the salon's, not theirs). */
export const customerStatus = {
  pending_staff_confirmation: "Recibida",
  pending: "Recibida",
  confirmed: "Confirmada",
  completed: "Completada",
  cancelled: "Cancelada",
  declined: "Rechazada por el salón",
  no_show: "No asististe",
  awaiting_payment: "Esperando tu pago",
} satisfies Record<AppointmentStatus, string>;
