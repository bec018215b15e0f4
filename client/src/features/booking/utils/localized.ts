import { formatPrice } from "@/lib/format";

/** How an option changes the price: "+$120.00", "-$50.00", or nothing when it is included. */
export function formatPriceDelta(cents: number): string {
  if (cents === 0) return "";
  return cents > 0 ? `+${formatPrice(cents)}` : formatPrice(cents);
}
