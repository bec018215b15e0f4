import { useI18n } from "@/lib/i18n/use-i18n";

/** The QR page's words, kept out of the app-wide dictionaries that the booking page's first download carries. */
const es = {
  title: "Código QR",
  subtitle: "Escanéalo con la cámara de tu teléfono para reservar en línea, o compártelo con tus amigas.",
  imageAlt: "Código QR que abre el sitio de reservas de Cita",
  download: "Descargar PNG",
  share: "Compartir",
  shareTitle: "Cita Nail & Beauty Studio",
  shareText: "¡Reserva tu cita en Cita Nail & Beauty Studio! Uñas, pedicura, pestañas y cejas en minutos:",
  generating: "Generando código...",
};

const en: typeof es = {
  title: "QR Code",
  subtitle: "Scan it with your phone's camera to book online, or share it with your friends.",
  imageAlt: "QR code that opens the Cita booking site",
  download: "Download PNG",
  share: "Share",
  shareTitle: "Cita Nail & Beauty Studio",
  shareText: "Book your appointment at Cita Nail & Beauty Studio! Nails, pedicure, lashes and brows in minutes:",
  generating: "Generating code...",
};

const strings = { es, en };

export function useQrStrings() {
  return strings[useI18n().language];
}
