/** Cents to "$12.34"; a discount shows as "-$50.00". */
export function formatPrice(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}
