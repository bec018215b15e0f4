import { EARLY_CLICK_HANDOVER } from "@shared/prerendered-page";

/**
 * The button a visitor clicked on the prerendered page before the app was listening, remembered by the
 * page's start script; once taken, the start script stops watching and the app's own listeners take
 * every click. Null on other pages and when nothing was clicked.
 */
export function takeEarlyClick(): HTMLElement | null {
  const handover = (window as unknown as Record<string, unknown>)[EARLY_CLICK_HANDOVER];
  if (typeof handover !== "function") return null;
  const target: unknown = handover();
  return target instanceof HTMLElement ? target : null;
}
