/**
 * Groups thousands and keeps two decimals. Spanish (Mexico) and English (US) write a dollar amount alike,
 * "$1,050.00", so one format serves both languages.
 */
const DOLLARS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as the salon writes prices: "$12.34", "$1,050.00", a discount "-$50.00". */
export function formatPrice(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}$${DOLLARS.format(Math.abs(cents) / 100)}`;
}
