import { useMutation } from "@tanstack/react-query";
import type { MyAppointmentsLinkRequest } from "@shared/manage-api";
import type { Locale } from "@shared/schema";
import { requestJson } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

/**
 * Asks for the email with the link to an address's upcoming appointments, in the page's language (the
 * email's, and Accept-Language for a refusal such as the rate limit). The answer is the same whether or
 * not the address has bookings, so the page shows its own sentence for it.
 */
export function requestMyAppointmentsLink(email: string, language: Locale): Promise<{ message: string }> {
  return requestJson<{ message: string }>("POST", apiPath("POST /api/my-appointments/link"), {
    body: { email, locale: language } satisfies MyAppointmentsLinkRequest,
    headers: { "Accept-Language": language },
  });
}

export function useRequestMyAppointmentsLink() {
  return useMutation({
    mutationFn: ({ email, language }: { email: string; language: Locale }) => requestMyAppointmentsLink(email, language),
  });
}
