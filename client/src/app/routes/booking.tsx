import { lazy } from "react";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { BookingPage } from "@/features/booking/components/booking-page";

// The waitlist's "tell me if a time opens up", under the times, loads once a visitor reaches them. It comes
// with the self-service pages' chunk, whose loader the first download already carries: a chunk of its own
// would add its loader and file names to the booking page's first download (scripts/check-bundle.mjs).
const WaitlistJoin = lazy(() => import("./self-service").then((module) => ({ default: module.WaitlistJoin })));

/**
 * Admins also get the "Edit Services" button and configure the polish extra in its dialog (everyone else
 * toggles it directly); the app joins the auth, booking and waitlist features.
 */
export function BookingRoute() {
  const { data: user } = useCurrentUser();
  return <BookingPage isAdmin={user?.isAdmin === true} waitlist={WaitlistJoin} />;
}
