import { parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js";

/**
 * Customers' phone numbers as a border city types them, stored in E.164 ("+16195550142").
 *
 * - A number with "+" (or "00") and a country code is taken as written, any country.
 * - Otherwise it is read as a US number first (the salon is in San Ysidro) when that gives a valid number
 *   of the United States proper, and as a Mexican one when not: "664 123 4567" is Tijuana, not Montserrat,
 *   whose +1 664 area code shares those digits; "52 664 123 4567" is Mexican too. Ten digits valid in both
 *   countries stay American ("661 612 3456" is Bakersfield, not Rosarito): those need their +52.
 * - Mexico's dialling before 2019 is still typed and still fills old contacts: "+52 1 664 …" (the mobile
 *   "1") and "044 664 …" are the same Mexican number.
 *
 * Used on the server only: its metadata (about 80 kB) stays out of the booking page.
 */
export function toE164(input: string): string | null {
  const trimmed = withoutRetiredMexicanPrefix(input.trim().replace(/^00/, "+"));
  if (trimmed.startsWith("+")) return validNumber(parsePhoneNumberFromString(trimmed));
  const asUs = parsePhoneNumberFromString(trimmed, "US");
  if (asUs?.isValid() && asUs.country === "US") return asUs.number;
  return validNumber(parsePhoneNumberFromString(trimmed, "MX"));
}

/** "+52 1 664 123 4567", "521 664…", "044 664…", "045 664…" → "+52 664 123 4567"; anything else unchanged. */
function withoutRetiredMexicanPrefix(typed: string): string {
  const compact = typed.replace(/[\s().-]/g, "");
  const retired = /^(?:\+?521|04[45])(\d{10})$/.exec(compact);
  return retired ? `+52${retired[1]}` : typed;
}

function validNumber(phone: PhoneNumber | undefined): string | null {
  return phone?.isValid() ? phone.number : null;
}

/** "+1 619 555 0142", "+52 664 123 4567": an E.164 number as people read it; anything else unchanged. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
