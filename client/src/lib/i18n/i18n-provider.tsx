import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { en } from "./en";
import { es } from "./es";
import { I18nContext, type I18nValue } from "./i18n-context";
import { storedLanguage, storeLanguage, type Language } from "./language";

const dictionaries = { es, en } as const;

/** `initialLanguage` is for the build's prerendering, which has no stored choice to read. */
export function I18nProvider({ initialLanguage, children }: { initialLanguage?: Language; children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(() => initialLanguage ?? storedLanguage());

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    setLanguageState(next);
  }, []);

  const value = useMemo<I18nValue>(() => ({ t: dictionaries[language], language, setLanguage }), [language, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
