import type { Locale } from "@shared/schema";
import { type EmailKind, isCampaignPayload, isPersonalLinkPayload, type OutboxPayload, type RenderContext } from "../payloads";
import { campaignEmail } from "./templates/campaign";
import { appointmentCancelled } from "./templates/appointment-cancelled";
import { appointmentConfirmed } from "./templates/appointment-confirmed";
import { appointmentDeclined } from "./templates/appointment-declined";
import { appointmentMoved } from "./templates/appointment-moved";
import { appointmentReminder } from "./templates/appointment-reminder";
import { bookingReceived } from "./templates/booking-received";
import type { RenderedEmail } from "./transport";
import { myAppointmentsLink } from "./templates/my-appointments-link";
import { layOut, type Composer } from "./templates/layout";
import { reviewRequest } from "./templates/review-request";
import { staffConfirmationRequest } from "./templates/staff-confirmation-request";
import { staffRemoved } from "./templates/staff-removed";
import { staffPersonalLink } from "./templates/staff-personal-link";
import { checkoutReceipt } from "./templates/checkout-receipt";
import { waitlistJoined } from "./templates/waitlist-joined";
import { waitlistOffer } from "./templates/waitlist-offer";

const COMPOSERS: Record<Exclude<EmailKind, "campaign" | "staff_personal_link">, Composer> = {
  booking_received: bookingReceived,
  staff_confirmation_request: staffConfirmationRequest,
  appointment_confirmed: appointmentConfirmed,
  appointment_declined: appointmentDeclined,
  appointment_cancelled: appointmentCancelled,
  review_request: reviewRequest,
  appointment_reminder: appointmentReminder,
  appointment_moved: appointmentMoved,
  staff_removed: staffRemoved,
  my_appointments_link: myAppointmentsLink,
  checkout_receipt: checkoutReceipt,
  waitlist_joined: waitlistJoined,
  waitlist_offer: waitlistOffer,
};

/** Renders one outbox row into the message that is sent: subject, plain text, HTML and attachments. */
export function renderEmail(kind: EmailKind, locale: Locale, payload: OutboxPayload, context: RenderContext): RenderedEmail {
  if (kind === "campaign" || isCampaignPayload(payload)) {
    if (kind !== "campaign" || !isCampaignPayload(payload)) throw new Error(`A ${kind} email cannot carry this payload`);
    return layOut(campaignEmail(payload, locale, context));
  }
  if (kind === "staff_personal_link" || isPersonalLinkPayload(payload)) {
    if (kind !== "staff_personal_link" || !isPersonalLinkPayload(payload)) throw new Error(`A ${kind} email cannot carry this payload`);
    return layOut(staffPersonalLink(payload, locale, context));
  }
  const composer = COMPOSERS[kind];
  if (!composer) throw new Error(`Unknown email kind: ${kind}`);
  return layOut(composer(payload, locale, context));
}
