import { Languages } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n/use-i18n";

export function LanguageToggle() {
  const { t, language, setLanguage } = useI18n();
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-11 px-3"
      aria-label={t.nav.switchLanguage}
      onClick={() => setLanguage(language === "es" ? "en" : "es")}
      data-testid="language-toggle"
    >
      <Languages aria-hidden />
      <span aria-hidden>{t.nav.otherLanguageShort}</span>
    </Button>
  );
}
