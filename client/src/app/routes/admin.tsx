import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { useLocation } from "wouter";
import { adminPageFor, type AdminPagePath } from "@shared/client-routes";
import { AdminLayout } from "@/features/admin/components/admin-layout";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { AdminGuard } from "@/features/auth/components/admin-guard";
import { ChoosePasswordPage } from "@/features/auth/components/choose-password-page";
import { useCurrentAdmin } from "@/lib/current-admin";
import { LogoutButton } from "@/features/auth/components/logout-button";
import { NotFoundPage } from "@/features/not-found/components/not-found-page";
// The back office says why before it leaves (a refused call shows "You are logged out", and the sign-in
// page follows 500 ms later): its toasts are ready to draw with it, not downloaded on demand as the booking
// page's are, or a slow phone would leave before the toast ever showed.
import "@/components/ui/toaster";

// Each admin screen is its own chunk: signing in does not download every screen at once.
const ADMIN_PAGES: Record<AdminPagePath, LazyExoticComponent<ComponentType>> = {
  "/admin": lazy(() => import("@/features/admin-dashboard/components/dashboard-page")),
  // The appointments page with the checkout on its cards.
  "/admin/appointments": lazy(() => import("./appointments")),
  // The front desk and, under it, the day's waitlist.
  "/admin/front-desk": lazy(() => import("./front-desk")),
  "/admin/clients": lazy(() => import("@/features/admin-clients/components/clients-page")),
  "/admin/staff": lazy(() => import("@/features/admin-staff/components/staff-page")),
  "/admin/staff-qualifications": lazy(() => import("@/features/admin-qualifications/components/qualifications-page")),
  "/admin/database-reset": lazy(() => import("@/features/admin-maintenance/components/database-reset-page")),
  "/admin/seed-services": lazy(() => import("@/features/admin-maintenance/components/seed-services-page")),
  "/admin/fix-timezone": lazy(() => import("@/features/admin-maintenance/components/fix-timezone-page")),
  "/admin/availability": lazy(() => import("@/features/admin-availability/components/availability-page")),
  "/admin/users": lazy(() => import("@/features/admin-users/components/users-page")),
  "/admin/service-options": lazy(() => import("@/features/admin-service-options/components/service-options-page")),
  "/admin/marketing": lazy(() => import("@/features/admin-marketing/components/marketing-page")),
  "/admin/profile": lazy(() => import("@/features/admin-profile/components/profile-page")),
  "/admin/payments": lazy(() => import("@/features/admin-payments/components/payment-policy-page")),
  "/admin/day-close": lazy(() => import("@/features/admin-day-close/components/day-close-page")),
  // The reports page carries the charting library: only this chunk downloads it (docs/decisions/016-checkout-day-close-and-reports.md).
  "/admin/reports": lazy(() => import("@/features/admin-reports/components/reports-page")),
};

/** Everything under /admin except the login page; loaded on demand to keep the booking page light. */
export default function AdminArea() {
  const [location] = useLocation();
  const { data: user } = useCurrentUser();
  const page = adminPageFor(location);
  if (!page) return <NotFoundPage />;
  return (
    <AdminGuard>
      <AdminLayout isSuperAdmin={user?.adminLevel === "superadmin"} actions={<LogoutButton />}>
        <GuardedPage Page={ADMIN_PAGES[page]} />
      </AdminLayout>
    </AdminGuard>
  );
}

/**
 * Asks who is signed in only behind the guard, and before the page asks for anything: an admin signed in
 * with a one-time password gets only the page to choose their own.
 */
function GuardedPage({ Page }: { Page: ComponentType }) {
  const admin = useCurrentAdmin();
  if (admin.isPending) return null;
  return admin.data?.mustChangePassword ? <ChoosePasswordPage /> : <Page />;
}
