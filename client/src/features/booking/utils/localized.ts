import type { Language } from "@/lib/i18n/language";
import { formatPrice } from "@/lib/format";

export function localizedName(item: { nameEn: string; nameEs: string }, language: Language): string {
  return language === "en" ? item.nameEn : item.nameEs;
}

/** How an option changes the price: "+$120.00", "-$50.00", or nothing when it is included. */
export function formatPriceDelta(cents: number): string {
  if (cents === 0) return "";
  return cents > 0 ? `+${formatPrice(cents)}` : formatPrice(cents);
}
