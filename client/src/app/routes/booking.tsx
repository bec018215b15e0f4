import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { BookingPage } from "@/features/booking/components/booking-page";

/** Admins see "Edit Services" and configure polish (spec 000 §6); the app joins the two features. */
export function BookingRoute() {
  const { data: user } = useCurrentUser();
  return <BookingPage isAdmin={user?.isAdmin === true} />;
}
