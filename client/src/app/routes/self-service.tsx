import { lazy } from "react";
import { Route, Switch } from "wouter";
import { CLIENT_ROUTES } from "@shared/client-routes";
import ManageAppointmentPage from "@/features/manage-appointment/components/manage-appointment-page";
import MyAppointmentsPage from "@/features/my-appointments/components/my-appointments-page";
import { RequestLinkPage } from "@/features/my-appointments/components/request-link-page";
import UnsubscribePage from "@/features/unsubscribe/components/unsubscribe-page";
// The booking page's waitlist button and form, reached through this chunk (routes/booking.tsx).
export { default as WaitlistJoin } from "@/features/waitlist/components/waitlist-join";

// A booking's confirmation page, where the booking page lands: in a chunk of its own, listed here rather
// than in the app's router so the booking page's first download does not carry its entry.
const BookingConfirmedPage = lazy(() => import("@/features/booking-confirmation/components/booking-confirmed-page"));
// Where checkout brings a customer back, on the way to that confirmation.
const PaymentReturnPage = lazy(() => import("@/features/payment-return/components/payment-return-page"));
// The waitlist's emailed links, each in its own chunk: an offer of a freed place (which lands on the booking's
// confirmation) and leaving the list.
const WaitlistOfferPage = lazy(() => import("@/features/waitlist/components/offer-page"));
const WaitlistLeavePage = lazy(() => import("@/features/waitlist/components/leave-page"));

/**
 * The customer's self-service pages (My Appointments, its emailed list, each appointment's manage page,
 * the campaign emails' unsubscribe page), one chunk for them all: the first three lead into one another,
 * and each lazily loaded route costs the booking page's first download its entry in the chunk map.
 */
export default function SelfServiceRoutes() {
  return (
    <Switch>
      <Route path={CLIENT_ROUTES.appointments} component={RequestLinkPage} />
      <Route path={CLIENT_ROUTES.myAppointmentsToken} component={MyAppointmentsPage} />
      <Route path={CLIENT_ROUTES.manageAppointment} component={ManageAppointmentPage} />
      <Route path={CLIENT_ROUTES.bookingConfirmed} component={BookingConfirmedPage} />
      <Route path={CLIENT_ROUTES.bookingPayment} component={PaymentReturnPage} />
      <Route path={CLIENT_ROUTES.unsubscribe} component={UnsubscribePage} />
      <Route path={CLIENT_ROUTES.waitlistOffer} component={WaitlistOfferPage} />
      <Route path={CLIENT_ROUTES.waitlistLeave} component={WaitlistLeavePage} />
    </Switch>
  );
}
