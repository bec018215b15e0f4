import { useCallback, useEffect, useRef } from "react";
import { toast } from "@/components/ui/use-toast";
import { redirectToSignIn } from "@/lib/sign-in-redirect";
import { ApiError, isRefusal } from "@/lib/api-client";
import { useOptionStrings } from "../i18n/strings";

/** Signed out: a 401 or a message naming Unauthorized or 401; or no longer an admin: a 403. */
export function isLoggedOutError(error: unknown): boolean {
  if (error instanceof ApiError) return isRefusal(error, 401, 403);
  return error instanceof Error && (error.message.includes("Unauthorized") || error.message.includes("401"));
}

/**
 * Returns a handler that, for a logged-out error, says so and sends the browser to sign in (no longer an
 * admin: a 403 the layout's 401 handler does not see), and answers true; any other error is left to the caller.
 */
export function useLoggedOutRedirect(): (error: unknown) => boolean {
  const s = useOptionStrings();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (error: unknown) => {
      if (!isLoggedOutError(error)) return false;
      // A 401 is announced and redirected once for every admin page (the admin layout's useSignedOutRedirect).
      if (isRefusal(error, 401)) return true;
      if (timer.current === undefined) {
        toast({ variant: "destructive", title: s.loggedOutTitle, description: s.loggedOut });
        timer.current = redirectToSignIn();
      }
      return true;
    },
    [s],
  );
}
