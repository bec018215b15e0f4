import { lazy, Suspense } from "react";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { BookingPage } from "@/features/booking/components/booking-page";
import type { WaitlistDraft } from "@/lib/waitlist-draft";

// The waitlist's "tell me if a time opens up" loads only once a visitor reaches the times.
const WaitlistJoin = lazy(() => import("@/features/waitlist/components/waitlist-join"));

/**
 * Under the time grid: the waitlist's button, in a box as tall as the button from the start, so its
 * arrival never moves what is below it (the contact step may already be there).
 */
function renderWaitlist(draft: WaitlistDraft) {
  return (
    <div className="mt-4 min-h-11">
      <Suspense fallback={null}>
        <WaitlistJoin draft={draft} />
      </Suspense>
    </div>
  );
}

/**
 * Admins also get the "Edit Services" button and configure the polish extra in its dialog (everyone else
 * toggles it directly); the app joins the auth, booking and waitlist features.
 */
export function BookingRoute() {
  const { data: user } = useCurrentUser();
  return <BookingPage isAdmin={user?.isAdmin === true} renderWaitlist={renderWaitlist} />;
}
