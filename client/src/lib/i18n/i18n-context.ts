import { createContext } from "react";
import type { Dictionary } from "./es/site";
import type { Language } from "./language";

export interface I18nValue {
  t: Dictionary;
  language: Language;
  setLanguage: (language: Language) => void;
}

export const I18nContext = createContext<I18nValue | null>(null);
