import FrontDeskPage from "@/features/admin-front-desk/components/front-desk-page";
import DayWaitlist from "@/features/waitlist/components/day-waitlist";

/** The front desk with the day's waitlist under it: the app joins the two features, which do not import each other. */
export default function FrontDeskWithWaitlist() {
  return (
    <div className="grid gap-6">
      <FrontDeskPage />
      <DayWaitlist />
    </div>
  );
}
