import type { Request } from "express";
import type { Locale } from "@shared/schema";

/**
 * The language a page asked in (its Accept-Language). Spanish, the product's default, unless the
 * client prefers English.
 */
export function requestLocale(req: Request): Locale {
  return req.acceptsLanguages("es", "en") === "en" ? "en" : "es";
}
