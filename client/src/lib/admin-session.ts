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
