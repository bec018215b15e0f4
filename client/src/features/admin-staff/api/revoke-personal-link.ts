import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPath } from "@shared/api/paths";
import { apiRequest } from "@/lib/api-client";
import { personalLinkKey } from "./get-personal-link";

/** Ends the member's link: her page and her calendar feed stop at once. */
export function useRevokePersonalLink(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("DELETE", apiPath("DELETE /api/admin/staff/:id/personal-link", { id }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalLinkKey(id) }),
  });
}
