import { apiPath } from "@shared/api/paths";

/**
 * The client-side admin flag, set in session storage at sign-in. It only decides what the UI shows; the
 * server checks the session cookie on every admin call.
 */
const ADMIN_FLAG_KEY = "isAdminLoggedIn";

export function isAdminFlagSet(): boolean {
  return sessionStorage.getItem(ADMIN_FLAG_KEY) !== null;
}

export function setAdminFlag(): void {
  sessionStorage.setItem(ADMIN_FLAG_KEY, "true");
}

export function clearAdminSession(): void {
  sessionStorage.clear();
}

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
