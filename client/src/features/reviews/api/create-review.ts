import { useMutation } from "@tanstack/react-query";
import type { SiteReviewRequest } from "@shared/api";
import { apiRequest } from "@/lib/api-client";

export async function createReview(review: SiteReviewRequest): Promise<void> {
  await apiRequest("POST", "/api/reviews", { body: review });
}

export function useCreateReview() {
  return useMutation({ mutationFn: createReview });
}
