import { site as es, type Dictionary } from "./es/site";
import type { Locale } from "@shared/schema";

/**
 * Spanish ships with the page; English (about 2 kB gzipped) downloads when it is needed: before an
 * English visitor's page starts, or when someone switches to it.
 */
const loaded: Partial<Record<Locale, Dictionary>> = { es };

export function loadDictionary(language: Locale): Promise<Dictionary> {
  const ready = loaded[language];
  if (ready) return Promise.resolve(ready);
  return import("./en/site").then(({ site }) => (loaded.en = site));
}

/** A dictionary already loaded with `loadDictionary`. */
export function loadedDictionary(language: Locale): Dictionary {
  const dictionary = loaded[language];
  if (!dictionary) throw new Error(`The ${language} dictionary is used before it was loaded`);
  return dictionary;
}
