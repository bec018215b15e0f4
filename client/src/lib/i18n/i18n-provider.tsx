import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { loadDictionary, loadedDictionary } from "./dictionaries";
import { I18nContext, type I18nValue } from "./i18n-context";
import type { Locale } from "@shared/schema";
import { storedLanguage, storeLanguage } from "./language";

/**
 * The page's language and its dictionary, which must be loaded before the provider first renders in it
 * (`loadDictionary`). `initialLanguage` is for the build's prerendering, which has no stored choice to read.
 */
export function I18nProvider({ initialLanguage, children }: { initialLanguage?: Locale; children: ReactNode }) {
  const [language, setLanguageState] = useState<Locale>(() => initialLanguage ?? storedLanguage());

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Locale) => {
    storeLanguage(next);
    // A transition: drawing the whole page again in the other language yields to the browser, so the
    // control that asked for it paints its busy state first instead of freezing on a slow phone.
    void loadDictionary(next).then(() => startTransition(() => setLanguageState(next)));
  }, []);

  const value = useMemo<I18nValue>(() => ({ t: loadedDictionary(language), language, setLanguage }), [language, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
