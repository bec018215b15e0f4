import { useMutation } from "@tanstack/react-query";
import type { SiteReviewRequest } from "@shared/api";
import { apiRequest } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

export async function createReview(review: SiteReviewRequest): Promise<void> {
  await apiRequest("POST", apiPath("POST /api/reviews"), { body: review });
}

export function useCreateReview() {
  return useMutation({ mutationFn: createReview });
}
