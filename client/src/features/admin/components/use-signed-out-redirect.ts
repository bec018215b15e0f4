import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "@/components/ui/use-toast";
import { redirectToSignIn } from "@/lib/sign-in-redirect";
import { isRefusal } from "@/lib/api-client";
import { useAdminStrings } from "../i18n/strings";

/**
 * Any back-office call refused with 401 (the session timed out, or a password reset ended it) says so and
 * sends the admin to sign in half a second later: once, for every page, instead of each page saying it
 * could not load.
 */
export function useSignedOutRedirect(): void {
  const queryClient = useQueryClient();
  const s = useAdminStrings();
  useEffect(() => {
    let timer: number | undefined;
    const onError = (error: unknown) => {
      if (!isRefusal(error, 401) || timer !== undefined) return;
      toast({ variant: "destructive", title: s.loggedOutTitle, description: s.loggedOut });
      timer = redirectToSignIn();
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
    });
    return () => {
      queries();
      mutations();
      window.clearTimeout(timer);
    };
  }, [queryClient, s]);
}
