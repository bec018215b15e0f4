/**
 * Cents as the salon writes prices: "$12.34", a discount "-$50.00". Spanish and English read the same
 * dollar figure (the menu, the booking page and the emails all print it so), hence no locale here.
 */
export function formatPrice(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}
