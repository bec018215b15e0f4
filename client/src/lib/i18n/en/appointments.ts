import type { appointments as spanish } from "../es/appointments";

export const appointments: typeof spanish = {
  title: "My Appointments",
  subtitle: "See and book your appointments at Cita.",
  bookAppointment: "Book Appointment",
  upcoming: "Upcoming Appointments",
  checkEmail:
    "We send the confirmation of every appointment by email and text message. Check your inbox for the details or to change your appointment.",
};
