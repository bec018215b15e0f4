import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Route, Switch, useLocation } from "wouter";
import { MainLayout } from "@/components/layout/main-layout";
import { Spinner } from "@/components/ui/spinner";
import { NotFoundPage } from "@/features/not-found/components/not-found-page";
import { useI18n } from "@/lib/i18n/use-i18n";
import { BookingRoute } from "./routes/booking";

// Only the booking page ships in the first download; every other screen loads when visited.
const AppointmentsPage = lazy(() => import("@/features/appointments/components/appointments-page").then((m) => ({ default: m.AppointmentsPage })));
const ReviewsPage = lazy(() => import("@/features/reviews/components/reviews-page").then((m) => ({ default: m.ReviewsPage })));
const QrPage = lazy(() => import("@/features/qr/components/qr-page").then((m) => ({ default: m.QrPage })));
const LocationPage = lazy(() => import("@/features/location/components/location-page").then((m) => ({ default: m.LocationPage })));
const AdminLoginPage = lazy(() => import("@/features/auth/components/admin-login-page").then((m) => ({ default: m.AdminLoginPage })));
const AdminArea = lazy(() => import("./routes/admin"));
const LiveBoardPage = lazy(() => import("@/features/live-board/components/live-board-page"));
const StaffConfirmPage = lazy(() => import("@/features/staff-confirm/components/staff-confirm-page"));
const ReviewLinkPage = lazy(() => import("@/features/review-link/components/review-link-page"));

/** /admin and /admin/anything except /admin/login, which is matched first. */
const ADMIN_AREA = /^\/admin(?:\/.*)?$/;

function PageLoader({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return <Suspense fallback={<Spinner label={t.common.loading} className="py-16" />}>{children}</Suspense>;
}

function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function AppRouter() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <Switch>
        <Route path="/live-board">
          <PageLoader>
            <LiveBoardPage />
          </PageLoader>
        </Route>
        <Route>
          <MainLayout>
            <PageLoader>
              <Switch>
                <Route path="/" component={BookingRoute} />
                <Route path="/booking" component={BookingRoute} />
                <Route path="/appointments" component={AppointmentsPage} />
                <Route path="/reviews" component={ReviewsPage} />
                <Route path="/qr" component={QrPage} />
                <Route path="/location" component={LocationPage} />
                <Route path="/admin/login" component={AdminLoginPage} />
                <Route path={ADMIN_AREA} component={AdminArea} />
                <Route path="/staff-confirm" component={StaffConfirmPage} />
                <Route path="/staff-confirm/:token" component={StaffConfirmPage} />
                <Route path="/review/:token" component={ReviewLinkPage} />
                <Route component={NotFoundPage} />
              </Switch>
            </PageLoader>
          </MainLayout>
        </Route>
      </Switch>
    </>
  );
}
