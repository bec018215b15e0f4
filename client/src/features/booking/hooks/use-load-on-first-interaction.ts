import { useEffect } from "react";

/** Signs that someone is using the page: a touch, click or mouse move, a key (Tab too), the wheel, or focus arriving. */
const INTERACTION_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel", "focusin"] as const;

/**
 * Calls `load` (once per mount) at the visitor's first interaction with the page instead of right after
 * mount. A visit that never interacts then downloads only the initial scripts that
 * scripts/check-bundle.mjs holds to the budget, while a person still triggers the download before the
 * tap that needs it: they point, scroll or tab before choosing. `load` must keep its identity.
 */
export function useLoadOnFirstInteraction(load: () => void): void {
  useEffect(() => {
    const start = () => {
      stop();
      load();
    };
    const stop = () => INTERACTION_EVENTS.forEach((type) => window.removeEventListener(type, start, { capture: true }));
    INTERACTION_EVENTS.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));
    return stop;
  }, [load]);
}
