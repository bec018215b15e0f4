import FrontDeskPage from "@/features/admin-front-desk/components/front-desk-page";
import { CheckoutButton } from "@/features/admin-checkout/components/checkout-button";
import DayWaitlist from "@/features/waitlist/components/day-waitlist";

/**
 * The front desk with its checkout (the appointments page's) and the day's waitlist under it: the app joins
 * the features, which do not import each other.
 */
export default function FrontDeskWithWaitlist() {
  return (
    <div className="grid gap-6">
      <FrontDeskPage checkout={CheckoutButton} />
      <DayWaitlist />
    </div>
  );
}
