import type { Language } from "@/lib/i18n/language";

const locales: Record<Language, string> = { es: "es-MX", en: "en-US" };

/** "Tue, Nov 24" / "mar, 24 nov" of a salon date string, whatever zone the browser is in. */
export function formatDay(date: string, language: Language): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(locales[language], { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day, 12)),
  );
}

/** "2:30 PM" in English; Spanish keeps the salon's 24-hour "14:30". */
export function formatTime(time: string, language: Language): string {
  if (language === "es") return time;
  const [hours, minutes] = time.split(":").map(Number);
  const suffix = hours >= 12 ? "PM" : "AM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

export function staffName(member: { nameEn: string; nameEs: string }, language: Language): string {
  return language === "en" ? member.nameEn : member.nameEs;
}

export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part.charAt(0))
      .join("")
      .toUpperCase() || "?"
  );
}
