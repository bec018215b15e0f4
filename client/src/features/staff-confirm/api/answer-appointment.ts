import type { StaffActionResult } from "@shared/api";
import { getJson } from "@/lib/api-client";
import type { Locale } from "@shared/schema";
import { inLanguage, staffConfirmPath } from "./get-confirm-summary";

export type StaffAction = "confirm" | "decline";

/** A GET, because the emailed link itself carries the answer (`?action=`) and acts on a single tap. */
export function answerAppointment(token: string, action: StaffAction, language: Locale): Promise<StaffActionResult> {
  return getJson<StaffActionResult>(`${staffConfirmPath(token)}?action=${action}`, inLanguage(language));
}
