import type { AppointmentStatus } from "@shared/schema";

/** An appointment's status as the back office names it, wherever it shows one. */
export const appointmentStatus = {
  pending_staff_confirmation: "Esperando confirmación",
  pending: "Pendiente",
  confirmed: "Confirmada",
  completed: "Completada",
  cancelled: "Cancelada",
  declined: "Rechazada",
  no_show: "No se presentó",
  awaiting_payment: "Esperando pago",
} satisfies Record<AppointmentStatus, string>;
