import { Languages } from "lucide-react";
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";
import { useI18n } from "@/lib/i18n/use-i18n";

/**
 * Shows the other language's code and is named by it first ("EN Switch to English"), so a voice user who
 * says what they see reaches it; the rest of the name is written in the language it offers.
 */
export function LanguageToggle() {
  const { t, language, setLanguage } = useI18n();
  const other = language === "es" ? "en" : "es";
  return (
    <button
      type="button"
      className={clsx(buttonVariants({ variant: "outline", size: null }), "h-11 px-3")}
      onClick={() => setLanguage(other)}
      data-testid="language-toggle"
    >
      <Languages aria-hidden />
      <span>{t.nav.otherLanguageShort}</span>{" "}
      <span className="sr-only" lang={other}>
        {t.nav.switchLanguage}
      </span>
    </button>
  );
}
