import { useQuery } from "@tanstack/react-query";
import type { PersonalLinkStatus } from "@shared/my-day-api";
import { apiPath } from "@shared/api/paths";
import { getJson } from "@/lib/api-client";

export const personalLinkKey = (id: number) => [apiPath("GET /api/admin/staff/:id/personal-link", { id })] as const;

/** Whether the member has a working personal link, since when and until when. */
export function usePersonalLinkStatus(id: number) {
  return useQuery({ queryKey: personalLinkKey(id), queryFn: ({ signal }) => getJson<PersonalLinkStatus>(apiPath("GET /api/admin/staff/:id/personal-link", { id }), { signal }) });
}
