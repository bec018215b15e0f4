import AppointmentsPage from "@/features/admin-appointments/components/appointments-page";
import { CheckoutButton } from "@/features/admin-checkout/components/checkout-button";

/** The appointments page with the checkout on its cards: the app joins the two features, which do not import each other. */
export default function AppointmentsWithCheckout() {
  return <AppointmentsPage checkout={CheckoutButton} />;
}
