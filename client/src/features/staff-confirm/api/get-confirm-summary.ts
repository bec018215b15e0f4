import type { StaffConfirmSummary } from "@shared/api";
import { getJson } from "@/lib/api-client";
import type { Locale } from "@shared/schema";
import { apiPath } from "@shared/api/paths";

export const staffConfirmPath = (token: string) => apiPath("GET /api/appointments/staff-confirm/:token", { token });

/** The page's language goes as Accept-Language so the server's refusal reads in it. */
export const inLanguage = (language: Locale) => ({ headers: { "Accept-Language": language } });

/** The appointment the emailed link is about, shown before the manicurist answers. */
export function getConfirmSummary(token: string, language: Locale): Promise<StaffConfirmSummary> {
  return getJson<StaffConfirmSummary>(staffConfirmPath(token), inLanguage(language));
}
