/** "250", "250.5" or "1,250.00" typed by the desk as whole cents (25000, 25050, 125000); null when it is not an amount. */
export function toCents(typed: string): number | null {
  const cleaned = typed.trim().replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
