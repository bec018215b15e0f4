import { useI18n } from "@/lib/i18n/use-i18n";

/** The My Appointments page's words, kept out of the app-wide dictionaries that the booking page's first download carries. */
const es = {
  title: "Mis Citas",
  subtitle: "Consulta y reserva tus citas en Cita.",
  bookAppointment: "Reservar cita",
  upcoming: "Próximas citas",
  checkEmail:
    "Te enviamos la confirmación de cada cita por correo electrónico y mensaje. Revisa tu bandeja de entrada para ver los detalles o cambiar tu cita.",
};

const en: typeof es = {
  title: "My Appointments",
  subtitle: "See and book your appointments at Cita.",
  bookAppointment: "Book Appointment",
  upcoming: "Upcoming Appointments",
  checkEmail:
    "We send the confirmation of every appointment by email and text message. Check your inbox for the details or to change your appointment.",
};

const strings = { es, en };

export function useAppointmentsStrings() {
  return strings[useI18n().language];
}
