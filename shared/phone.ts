import { parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js";

/**
 * Customers' phone numbers as a border city types them, stored in E.164 ("+16195550142").
 *
 * - A number with "+" (or "00") and a country code is taken as written, any country.
 * - Otherwise it is read as a US number first (the salon is in San Ysidro) when that gives a valid number
 *   of the United States proper, and as a Mexican one when not: "664 123 4567" is Tijuana, not Montserrat,
 *   whose +1 664 area code shares those digits; "52 664 123 4567" is Mexican too.
 *
 * Used on the server only: its metadata (about 80 kB) stays out of the booking page.
 */
export function toE164(input: string): string | null {
  const trimmed = input.trim().replace(/^00/, "+");
  if (trimmed.startsWith("+")) return validNumber(parsePhoneNumberFromString(trimmed));
  const asUs = parsePhoneNumberFromString(trimmed, "US");
  if (asUs?.isValid() && asUs.country === "US") return asUs.number;
  return validNumber(parsePhoneNumberFromString(trimmed, "MX"));
}

function validNumber(phone: PhoneNumber | undefined): string | null {
  return phone?.isValid() ? phone.number : null;
}

/** "+1 619 555 0142", "+52 664 123 4567": an E.164 number as people read it; anything else unchanged. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
