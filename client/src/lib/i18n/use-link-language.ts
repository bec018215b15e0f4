import { useEffect, useState } from "react";
import type { Locale } from "@shared/schema";
import { useI18n } from "./use-i18n";

/**
 * Set once the visitor changes the language on a page opened from an emailed link: from then on their
 * choice wins over the language the next link page was booked in (the list of appointments leads to each
 * appointment's own page without a reload).
 */
let visitorChoseLanguage = false;

type Phase = "waiting" | "switching" | "shown";

/**
 * A page opened from a customer's emailed link (manage, My appointments) opens in the language of the
 * booking, `locale` once loaded, rather than whatever the device last used, unless the visitor switched
 * language on such a page. Answers whether the page is in its language yet: until then it shows a
 * loader, so it is never drawn in one language and redrawn in the other.
 */
export function useLinkLanguage(locale: Locale | undefined): boolean {
  const { language, setLanguage } = useI18n();
  const [phase, setPhase] = useState<Phase>("waiting");
  const [opened, setOpened] = useState<Locale | null>(null);

  if (phase === "waiting" && locale) {
    const target = visitorChoseLanguage ? language : locale;
    setOpened(target);
    setPhase(target === language ? "shown" : "switching");
  }
  if (phase === "switching" && language === opened) setPhase("shown");

  useEffect(() => {
    if (phase === "switching" && opened) setLanguage(opened);
  }, [phase, opened, setLanguage]);

  useEffect(() => {
    if (phase === "shown" && language !== opened) visitorChoseLanguage = true;
  }, [phase, language, opened]);

  return phase === "shown";
}
