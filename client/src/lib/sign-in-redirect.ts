import { apiPath } from "@shared/api/paths";
import { clearAdminSession } from "./admin-session";

// Apart from the admin flag (admin-session.ts), which the booking page's navigation reads: only the back
// office sends a signed-out admin to sign in, so this stays out of the booking page's first download.

/** Where a signed-out admin is sent: the server redirects it to the sign-in page. */
export const LOGIN_REDIRECT_URL = apiPath("GET /api/login");
/** Long enough to read the toast that says why. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Forgets the admin flag and sends the browser to sign in after the delay; answers the timer, to clear on unmount. */
export function redirectToSignIn(): number {
  return window.setTimeout(() => {
    clearAdminSession();
    window.location.assign(LOGIN_REDIRECT_URL);
  }, LOGIN_REDIRECT_DELAY_MS);
}
