import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * A value only the browser can know (its storage, today's date), read so that hydrating the build's
 * prerendered HTML never mismatches: the build renders `prerendered`, hydration starts from the same
 * value, and React re-renders with `read()` right after. A page rendered in the browser from scratch
 * reads `read()` at once. `read` must return a primitive (it is compared with Object.is).
 */
export function useBrowserValue<T extends string | number | boolean | null>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(subscribeToNothing, read, () => prerendered);
}
