export const location = {
  title: "Ubicación",
  subtitle: "A unos pasos de la garita de San Ysidro.",
  address: "Dirección",
  openGoogleMaps: "Abrir en Google Maps",
  openWaze: "Abrir en Waze",
  mapTitle: "Mapa de Cita Nail & Beauty Studio en San Ysidro",
  hours: "Horario",
  mondayToSaturday: "Lunes a sábado",
  sunday: "Domingo",
  closed: "Cerrado",
  contact: "Contacto",
  parking: "Estacionamiento gratuito frente al local.",
};
