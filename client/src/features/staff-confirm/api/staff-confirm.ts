import type { StaffActionResult, StaffConfirmSummary } from "@shared/api";
import type { Language } from "@/lib/i18n/language";

export type StaffAction = "confirm" | "decline";

/** A refusal carries the server's message when there is one; a network failure has none. */
export type CallOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; kind: "http"; status: number; message: string | null }
  | { ok: false; kind: "network" };

async function serverMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    const message = body && typeof body === "object" ? (body as { message?: unknown }).message : undefined;
    return typeof message === "string" && message.trim() ? message : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/appointments/staff-confirm/:token, with `action` to confirm or decline, without it to read the
 * appointment's summary. The page's language goes as Accept-Language so the server's message reads in it.
 */
export async function callStaffConfirm<T = StaffConfirmSummary | StaffActionResult>(
  token: string,
  action: StaffAction | null,
  language: Language,
  fetcher: typeof fetch = fetch,
): Promise<CallOutcome<T>> {
  const query = action ? `?action=${action}` : "";
  let response: Response;
  try {
    response = await fetcher(`/api/appointments/staff-confirm/${encodeURIComponent(token)}${query}`, {
      credentials: "include",
      headers: { Accept: "application/json", "Accept-Language": language },
    });
  } catch {
    return { ok: false, kind: "network" };
  }
  if (!response.ok) return { ok: false, kind: "http", status: response.status, message: await serverMessage(response) };
  try {
    return { ok: true, data: (await response.json()) as T };
  } catch {
    return { ok: false, kind: "http", status: response.status, message: null };
  }
}

/**
 * The sentence shown for a failed call: the server's message, else "Error processing request", or
 * "Connection error" when the server could not be reached (each in the page's language).
 */
export function failureMessage(
  outcome: Extract<CallOutcome<unknown>, { ok: false }>,
  strings: { processingError: string; connectionError: string },
): string {
  if (outcome.kind === "network") return strings.connectionError;
  return outcome.message ?? strings.processingError;
}
