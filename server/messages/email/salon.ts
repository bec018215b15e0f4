import { SALON, SALON_FULL_ADDRESS } from "@shared/salon";

/** The salon's identity as every email shows it in its footer and the calendar file gives as the place and organizer. */
export const SALON_IDENTITY = {
  name: SALON.name,
  address: SALON_FULL_ADDRESS,
  phone: SALON.phoneDisplay,
  email: SALON.email,
} as const;
