import type { ComponentType } from "react";

/**
 * How the booking page hands what the customer has chosen so far to the waitlist's join form (two features
 * that do not import each other; the app's booking route joins them): the services as they would be
 * booked, the date on screen, the contact details typed so far, and whether that date has no free time.
 */
export interface WaitlistDraft {
  services: Array<{ serviceId: string; optionIds: string[] }>;
  /** The chosen services' names in the page's language, in the order chosen. */
  serviceNames: string[];
  needsAcrylicRemoval: boolean;
  needsGelishRemoval: boolean;
  pedicureType: string | null;
  /** Hands and feet at the same time, as chosen and while the services allow it. */
  together: boolean;
  date: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** The grid shows no free time on `date` for these services. */
  noTimes: boolean;
}

/**
 * What the booking page draws under its time grid from a draft (the app passes the waitlist's lazily loaded
 * join button); absent, the page draws nothing there.
 */
export type WaitlistSlot = ComponentType<{ draft: WaitlistDraft }>;
