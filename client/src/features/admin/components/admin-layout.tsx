import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { useAdminStrings } from "../i18n/strings";
import { usePaymentsConfigured } from "@/lib/payments-configured";
import { cn } from "@/lib/utils";
import { useSignedOutRedirect } from "./use-signed-out-redirect";

interface AdminLayoutProps {
  isSuperAdmin: boolean;
  /** The logout control, supplied by the app so this feature needs no auth code. */
  actions: ReactNode;
  children: ReactNode;
}

export function AdminLayout({ isSuperAdmin, actions, children }: AdminLayoutProps) {
  const s = useAdminStrings();
  const [location] = useLocation();
  useSignedOutRedirect();
  const paymentsConfigured = usePaymentsConfigured();
  const links = [
    { href: "/admin", label: s.dashboard },
    { href: "/admin/appointments", label: s.appointments },
    { href: "/admin/front-desk", label: s.frontDesk },
    { href: "/admin/clients", label: s.clients },
    { href: "/admin/marketing", label: s.marketing },
    { href: "/admin/day-close", label: s.dayClose },
    { href: "/admin/reports", label: s.reports },
    { href: "/live-board", label: s.liveBoard },
    { href: "/admin/staff", label: s.staff },
    { href: "/admin/staff-qualifications", label: s.qualifications },
    { href: "/admin/availability", label: s.availability },
    ...(isSuperAdmin ? [{ href: "/admin/users", label: s.users }] : []),
    ...(paymentsConfigured === true ? [{ href: "/admin/payments", label: s.payments }] : []),
    { href: "/admin/profile", label: s.profile },
  ];

  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between gap-3 rounded-2xl border border-plum-100 bg-white p-2 shadow-sm">
        {/* The admin navigation bar is for desktop widths only. */}
        <nav aria-label={s.navLabel} className="hidden md:block print:hidden">
          <ul className="flex flex-wrap gap-1">
            {links.map(({ href, label }) => (
              <li key={href}>
                <Link
                  href={href}
                  aria-current={location === href ? "page" : undefined}
                  className={cn(
                    "inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold text-stone-700 hover:bg-plum-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600",
                    location === href && "bg-plum-100 text-plum-900",
                  )}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto">{actions}</div>
      </div>
      {children}
    </div>
  );
}
