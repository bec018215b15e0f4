import type { qr as spanish } from "../es/qr";

export const qr: typeof spanish = {
  title: "QR Code",
  subtitle: "Scan it with your phone's camera to book online, or share it with your friends.",
  imageAlt: "QR code that opens the Cita booking site",
  download: "Download PNG",
  share: "Share",
  shareTitle: "Cita Nail & Beauty Studio",
  shareText: "Book your appointment at Cita Nail & Beauty Studio! Nails, pedicure, lashes and brows in minutes:",
  generating: "Generating code...",
};
