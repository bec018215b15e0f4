import { clsx } from "clsx";
import { LogIn, MapPin, QrCode, ShieldCheck, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { buttonVariants } from "@/components/ui/button-variants";
import { isAdminFlagSet } from "@/lib/admin-session";
import { useBrowserValue } from "@/lib/use-browser-value";
import { useI18n } from "@/lib/i18n/use-i18n";
import { LanguageToggle } from "./language-toggle";
import { LogoMark } from "./logo";

/** `className` is added as it is (the first screen does without class merging): hide with `max-sm:hidden`, not `hidden`. */
function IconLink({ href, label, children, className }: { href: string; label: string; children: ReactNode; className?: string }) {
  const [location] = useLocation();
  return (
    <Link
      href={href}
      aria-label={label}
      title={label}
      aria-current={location === href ? "page" : undefined}
      className={clsx(buttonVariants({ variant: "ghost", size: "icon" }), "aria-[current=page]:bg-plum-100", className)}
    >
      {children}
    </Link>
  );
}

export function TopNav() {
  const { t } = useI18n();
  // Re-read on every navigation: logging in or out happens on another route. The prerendered page is a visitor's.
  useLocation();
  const adminLoggedIn = useBrowserValue(isAdminFlagSet, false);

  return (
    <header className="sticky top-0 z-40 border-b border-plum-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <nav aria-label={t.nav.label} className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-3 sm:px-6">
        <Link
          href="/"
          aria-label={t.nav.home}
          className="mr-auto flex items-center gap-2 rounded-full pr-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600"
        >
          <LogoMark className="size-9" />
          <span className="font-display text-2xl font-semibold tracking-tight text-plum-900" aria-hidden>
            Cita
          </span>
        </Link>
        <IconLink href="/reviews" label={t.nav.reviews}>
          <Star aria-hidden />
        </IconLink>
        <IconLink href="/location" label={t.nav.location}>
          <MapPin aria-hidden />
        </IconLink>
        <IconLink href="/qr" label={t.nav.qr}>
          <QrCode aria-hidden />
        </IconLink>
        {adminLoggedIn ? (
          <IconLink href="/admin" label={t.nav.admin} className="max-sm:hidden">
            <ShieldCheck aria-hidden />
          </IconLink>
        ) : (
          <IconLink href="/admin/login" label={t.nav.adminLogin} className="max-sm:hidden">
            <LogIn aria-hidden />
          </IconLink>
        )}
        <div className="ml-1">
          <LanguageToggle />
        </div>
      </nav>
    </header>
  );
}
