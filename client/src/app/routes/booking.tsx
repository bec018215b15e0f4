import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { BookingPage } from "@/features/booking/components/booking-page";

/**
 * Admins also get the "Edit Services" button and configure the polish extra in its dialog (everyone else
 * toggles it directly); the app joins the auth and booking features.
 */
export function BookingRoute() {
  const { data: user } = useCurrentUser();
  return <BookingPage isAdmin={user?.isAdmin === true} />;
}
