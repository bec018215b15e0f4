import { createContext } from "react";
import type { Dictionary } from "./es/site";
import type { Locale } from "@shared/schema";

export interface I18nValue {
  t: Dictionary;
  language: Locale;
  setLanguage: (language: Locale) => void;
}

export const I18nContext = createContext<I18nValue | null>(null);
