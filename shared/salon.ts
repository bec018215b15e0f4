/** The salon's public identity: the site's footer, location page and live board, and every email's footer. */
export const SALON = {
  name: "Cita Nail & Beauty Studio",
  streetAddress: "245 W San Ysidro Blvd, Suite B",
  locality: "San Ysidro, San Diego, CA 92173",
  phoneDisplay: "+1 (619) 555-0142",
  phoneHref: "tel:+16195550142",
  email: "hola@cita.salon",
  instagramUrl: "https://www.instagram.com/cita.salon",
  facebookUrl: "https://www.facebook.com/cita.salon",
  whatsappUrl: "https://wa.me/16195550142",
  /** Mon–Sat opening hours (salon wall clock, HH:MM); Sunday closed. Each page writes them in its language. */
  opensAt: "09:00",
  closesAt: "20:30",
} as const;

export const SALON_FULL_ADDRESS = `${SALON.streetAddress}, ${SALON.locality}`;
