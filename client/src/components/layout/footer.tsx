import { Mail, Phone } from "lucide-react";
import { SALON } from "@shared/salon";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useBrowserValue } from "@/lib/use-browser-value";
import { FacebookIcon, InstagramIcon, WhatsAppIcon } from "./brand-icons";

const socialLinkClasses =
  "grid size-11 place-items-center rounded-full bg-plum-800 text-white hover:bg-plum-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-plum-950";

const currentYear = () => new Date().getFullYear();

export function Footer() {
  const { t } = useI18n();
  const year = useBrowserValue(currentYear, __BUILD_YEAR__);
  return (
    <footer className="mt-16 bg-plum-950 text-plum-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6">
        <div className="space-y-3">
          <p className="font-display text-2xl font-semibold text-white">{SALON.name}</p>
          <p className="max-w-sm text-sm text-plum-100">{t.footer.tagline}</p>
        </div>
        <div className="space-y-4 sm:justify-self-end">
          <div>
            <h2 className="mb-2 text-sm font-semibold tracking-wide text-plum-200 uppercase">{t.footer.followUs}</h2>
            <ul className="flex gap-2">
              <li>
                <a href={SALON.instagramUrl} className={socialLinkClasses} aria-label={t.footer.instagram} rel="noopener noreferrer" target="_blank">
                  <InstagramIcon className="size-5" />
                </a>
              </li>
              <li>
                <a href={SALON.facebookUrl} className={socialLinkClasses} aria-label={t.footer.facebook} rel="noopener noreferrer" target="_blank">
                  <FacebookIcon className="size-5" />
                </a>
              </li>
              <li>
                <a href={SALON.whatsappUrl} className={socialLinkClasses} aria-label={t.footer.whatsapp} rel="noopener noreferrer" target="_blank">
                  <WhatsAppIcon className="size-5" />
                </a>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="mb-2 text-sm font-semibold tracking-wide text-plum-200 uppercase">{t.footer.contact}</h2>
            <ul className="space-y-1 text-sm">
              <li>
                <a href={`mailto:${SALON.email}`} className="inline-flex min-h-11 items-center gap-2 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white">
                  <Mail className="size-4" aria-hidden />
                  {SALON.email}
                </a>
              </li>
              <li>
                <a href={SALON.phoneHref} className="inline-flex min-h-11 items-center gap-2 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white">
                  <Phone className="size-4" aria-hidden />
                  {SALON.phoneDisplay}
                </a>
              </li>
            </ul>
          </div>
        </div>
      </div>
      <p className="border-t border-plum-800 px-4 py-4 text-center text-xs text-plum-200">{t.footer.rights(year)}</p>
    </footer>
  );
}
