import { Languages } from "lucide-react";
import { clsx } from "clsx";
import { useState } from "react";
import type { Locale } from "@shared/schema";
import { buttonVariants } from "@/components/ui/button-variants";
import { useI18n } from "@/lib/i18n/use-i18n";

/**
 * Shows the other language's code and is named by it first ("EN Switch to English"), so a voice user who
 * says what they see reaches it; the rest of the name is written in the language it offers.
 *
 * On a slow phone the page takes a moment to be drawn again in the other language, so the button answers
 * the finger at once: pressed by CSS before the app listens, then busy (`aria-busy`, drawn pressed and
 * pulsing by CSS alone, so the booking page's first JavaScript does not grow) from the tap until the page
 * is in the language asked for. Nothing changes size meanwhile.
 */
export function LanguageToggle() {
  const { t, language, setLanguage } = useI18n();
  const other = language === "es" ? "en" : "es";
  const [asked, setAsked] = useState<Locale | null>(null);
  const busy = asked !== null && asked !== language;
  return (
    <button
      type="button"
      className={clsx(buttonVariants({ variant: "outline", size: null }), "h-11 px-3 active:bg-plum-100 aria-busy:animate-pulse aria-busy:cursor-progress aria-busy:bg-plum-100")}
      aria-busy={busy || undefined}
      onClick={() => {
        if (busy) return;
        setAsked(other);
        setLanguage(other);
      }}
      data-testid="language-toggle"
    >
      <Languages aria-hidden />
      {/* A fixed width: "EN" and "ES" differ by a pixel or two, and the button must not move under the finger. */}
      <span className="inline-block w-6 text-center">{t.nav.otherLanguageShort}</span>{" "}
      <span className="sr-only" lang={other}>
        {t.nav.switchLanguage}
      </span>
    </button>
  );
}
