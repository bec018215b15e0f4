export const appointments = {
  title: "Mis Citas",
  subtitle: "Consulta y reserva tus citas en Cita.",
  bookAppointment: "Reservar cita",
  upcoming: "Próximas citas",
  checkEmail:
    "Te enviamos la confirmación de cada cita por correo electrónico y mensaje. Revisa tu bandeja de entrada para ver los detalles o cambiar tu cita.",
};
