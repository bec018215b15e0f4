export const qr = {
  title: "Código QR",
  subtitle: "Escanéalo con la cámara de tu teléfono para reservar en línea, o compártelo con tus amigas.",
  imageAlt: "Código QR que abre el sitio de reservas de Cita",
  download: "Descargar PNG",
  share: "Compartir",
  shareTitle: "Cita Nail & Beauty Studio",
  shareText: "¡Reserva tu cita en Cita Nail & Beauty Studio! Uñas, pedicura, pestañas y cejas en minutos:",
  generating: "Generando código...",
};
