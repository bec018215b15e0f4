import { LANGUAGE_STORAGE_KEY } from "@shared/prerendered-page";
import type { Locale } from "@shared/schema";

/** Spanish, the salon's default, unless English was chosen explicitly; storage can be missing or blocked. */
export function storedLanguage(): Locale {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === "en" ? "en" : "es";
  } catch {
    return "es";
  }
}

export function storeLanguage(language: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
}
