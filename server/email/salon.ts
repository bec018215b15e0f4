/**
 * The salon's identity as every email shows it in its footer and the calendar file gives as the place.
 * One place on the server; the site's own copy lives in client/src/config/salon.ts.
 */
export const SALON_IDENTITY = {
  name: "Cita Nail & Beauty Studio",
  address: "123 Calle Frontera, San Ysidro, CA 92173",
  phone: "+1 (619) 555-0142",
} as const;
