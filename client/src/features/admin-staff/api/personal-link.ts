import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PersonalLinkStatus } from "@shared/my-day-api";
import type { Locale } from "@shared/schema";
import { apiPath } from "@shared/api/paths";
import { apiRequest, getJson } from "@/lib/api-client";

const statusKey = (id: number) => [apiPath("GET /api/admin/staff/:id/personal-link", { id })] as const;

export function usePersonalLinkStatus(id: number) {
  return useQuery({ queryKey: statusKey(id), queryFn: ({ signal }) => getJson<PersonalLinkStatus>(apiPath("GET /api/admin/staff/:id/personal-link", { id }), { signal }) });
}

/** Issues (or re-issues) the member's link and emails it in `locale`. */
export function useSendPersonalLink(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locale: Locale): Promise<PersonalLinkStatus> => {
      const response = await apiRequest("POST", apiPath("POST /api/admin/staff/:id/personal-link", { id }), { body: { locale } });
      return (await response.json()) as PersonalLinkStatus;
    },
    onSuccess: (status) => queryClient.setQueryData(statusKey(id), status),
  });
}

export function useRevokePersonalLink(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("DELETE", apiPath("DELETE /api/admin/staff/:id/personal-link", { id }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey(id) }),
  });
}
