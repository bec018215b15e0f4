import { useQuery } from "@tanstack/react-query";
import type { WaitlistLeaveLink } from "@shared/waitlist-api";
import { apiPath, apiPathPrefix } from "@shared/api/paths";
import { getJson } from "@/lib/api-client";

/** The leave link before it is pressed (reading it changes nothing): its join's dates and language. */
export function useLeaveLink(token: string) {
  return useQuery({
    queryKey: [apiPathPrefix("GET /api/waitlist/leave/:token"), token] as const,
    queryFn: () => getJson<WaitlistLeaveLink>(apiPath("GET /api/waitlist/leave/:token", { token })),
    enabled: token !== "",
  });
}
