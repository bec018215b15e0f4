import { lazy, Suspense, useEffect, useRef, type ReactNode } from "react";
import { Route, Switch, useLocation } from "wouter";
import { ADMIN_AREA, adminPageFor, CLIENT_ROUTES } from "@shared/client-routes";
import { MainLayout } from "@/components/layout/main-layout";
import { Spinner } from "@/components/ui/spinner";
import { useI18n } from "@/lib/i18n/use-i18n";
import { BookingRoute } from "./routes/booking";

// Only the booking page ships in the first download; every other screen loads when visited.
const SelfServiceRoutes = lazy(() => import("./routes/self-service"));
const ReviewsPage = lazy(() => import("@/features/reviews/components/reviews-page").then((m) => ({ default: m.ReviewsPage })));
const QrPage = lazy(() => import("@/features/qr/components/qr-page").then((m) => ({ default: m.QrPage })));
const LocationPage = lazy(() => import("@/features/location/components/location-page").then((m) => ({ default: m.LocationPage })));
const AdminLoginPage = lazy(() => import("@/features/auth/components/admin-login-page").then((m) => ({ default: m.AdminLoginPage })));
const AdminArea = lazy(() => import("./routes/admin"));
// Zod builds each object schema's fast parser with `new Function`, which the Content-Security-Policy refuses
// (script-src without 'unsafe-eval'); even its caught probe is reported as a violation. Zod takes its settings
// from globalThis.__zod_globalConfig when it loads, so jitless set here, before any chunk can load zod, holds
// for every schema: no chunk has to wait for another that configures zod first.
Object.assign(((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= {}), { jitless: true });
// Opening a back-office page: a long list's code and first rows are asked for while the app starts, not once
// the admin area's code has loaded and asked who is signed in (routes/admin-early.ts). Not when prerendering,
// and never on a page outside the back office (adminPageFor reads "/" as the admin area's root).
if (typeof window !== "undefined" && ADMIN_AREA.test(window.location.pathname) && adminPageFor(window.location.pathname)) {
  void import("./routes/admin-early").then((early) => early.startAdminPage(window.location.pathname));
}
const LiveBoardPage = lazy(() => import("@/features/live-board/components/live-board-page"));
const StaffConfirmPage = lazy(() => import("@/features/staff-confirm/components/staff-confirm-page"));
const ReviewLinkPage = lazy(() => import("@/features/review-link/components/review-link-page"));
const MyDayPage = lazy(() => import("@/features/my-day/components/my-day-page"));
const NotFoundPage = lazy(() => import("@/features/not-found/components/not-found-page").then((m) => ({ default: m.NotFoundPage })));

function PageLoader({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return <Suspense fallback={<Spinner label={t.common.loading} className="py-16" />}>{children}</Suspense>;
}

/** A new page starts at its top; the first one keeps where the visitor already scrolled while it loaded. */
function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function AppRouter() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <Switch>
        <Route path={CLIENT_ROUTES.liveBoard}>
          <PageLoader>
            <LiveBoardPage />
          </PageLoader>
        </Route>
        <Route>
          <MainLayout>
            <PageLoader>
              <Switch>
                <Route path={CLIENT_ROUTES.booking} component={BookingRoute} />
                <Route path={CLIENT_ROUTES.bookingAlias} component={BookingRoute} />
                <Route path={CLIENT_ROUTES.bookingConfirmed} component={SelfServiceRoutes} />
                <Route path={CLIENT_ROUTES.bookingPayment} component={SelfServiceRoutes} />
                <Route path={CLIENT_ROUTES.appointments} component={SelfServiceRoutes} />
                <Route path={CLIENT_ROUTES.myAppointmentsToken} component={SelfServiceRoutes} />
                <Route path={CLIENT_ROUTES.reviews} component={ReviewsPage} />
                <Route path={CLIENT_ROUTES.qr} component={QrPage} />
                <Route path={CLIENT_ROUTES.location} component={LocationPage} />
                <Route path={CLIENT_ROUTES.adminLogin} component={AdminLoginPage} />
                <Route path={ADMIN_AREA} component={AdminArea} />
                <Route path={CLIENT_ROUTES.staffConfirm} component={StaffConfirmPage} />
                <Route path={CLIENT_ROUTES.staffConfirmToken} component={StaffConfirmPage} />
                <Route path={CLIENT_ROUTES.reviewLink} component={ReviewLinkPage} />
                <Route path={CLIENT_ROUTES.myDay} component={MyDayPage} />
                <Route path={CLIENT_ROUTES.manageAppointment} component={SelfServiceRoutes} />
                <Route path={CLIENT_ROUTES.unsubscribe} component={SelfServiceRoutes} />
                <Route path={CLIENT_ROUTES.waitlistOffer} component={SelfServiceRoutes} />
                <Route path={CLIENT_ROUTES.waitlistLeave} component={SelfServiceRoutes} />
                <Route component={NotFoundPage} />
              </Switch>
            </PageLoader>
          </MainLayout>
        </Route>
      </Switch>
    </>
  );
}
