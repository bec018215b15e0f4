import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { staffFormSchema } from "@shared/admin-api";
import type { AdminStaffDetail } from "@shared/admin-catalogue-api";
import type { z } from "zod";
import { requestJson } from "@/lib/api-client";
import { invalidateStaffQueries } from "./invalidate-staff";
import { apiPath } from "@shared/api/paths";

/** The form after `staffFormSchema` parsed it: empty optional fields are null, and no specialty. */
export type StaffPayload = z.output<typeof staffFormSchema>;

export async function createStaff(payload: StaffPayload): Promise<AdminStaffDetail> {
  return requestJson<AdminStaffDetail>("POST", apiPath("POST /api/admin/staff"), { body: payload });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStaff, onSuccess: () => invalidateStaffQueries(queryClient) });
}
