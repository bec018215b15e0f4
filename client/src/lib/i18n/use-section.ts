import { useContext } from "react";
import { I18nContext } from "./i18n-context";
import type { Locale } from "@shared/schema";
import { storedLanguage } from "./language";

/** The page's language: the i18n context's when mounted inside it, else the stored choice. */
export function usePageLanguage(): Locale {
  const context = useContext(I18nContext);
  return context?.language ?? storedLanguage();
}

/**
 * One section of the dictionary in the page's language. The dictionary is one folder per language
 * (`es/`, the source of the keys, and `en/`, whose sections are typed as the Spanish ones, so a missing
 * or extra key does not compile), one file per feature section. A feature imports its own section in
 * both languages, so its words travel with its code: the booking page's first download carries only
 * `site` and `common`, and switching language needs no download.
 */
export function useSection<T>(section: Record<Locale, T>): T {
  return section[usePageLanguage()];
}
