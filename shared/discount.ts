/**
 * A checkout's discount in cents: an amount as given, a percent of the lines charged rounded to the nearest
 * cent (half a cent up). The server charges by it and the desk's dialog previews with it, so both agree.
 */
export function discountCents(subtotal: number, discount: { kind: "amount" | "percent"; value: number } | undefined): number {
  if (!discount) return 0;
  return discount.kind === "amount" ? discount.value : Math.round((subtotal * discount.value) / 100);
}
