import { useI18n } from "@/lib/i18n/use-i18n";

/** The location page's words, kept out of the app-wide dictionaries that the booking page's first download carries. */
const es = {
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

const en: typeof es = {
  title: "Location",
  subtitle: "A short walk from the San Ysidro port of entry.",
  address: "Address",
  openGoogleMaps: "Open in Google Maps",
  openWaze: "Open in Waze",
  mapTitle: "Map of Cita Nail & Beauty Studio in San Ysidro",
  hours: "Opening hours",
  mondayToSaturday: "Monday – Saturday",
  sunday: "Sunday",
  closed: "Closed",
  contact: "Contact",
  parking: "Free parking in front of the studio.",
};

const strings = { es, en };

export function useLocationStrings() {
  return strings[useI18n().language];
}
