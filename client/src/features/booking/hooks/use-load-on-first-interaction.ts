import { useEffect } from "react";
import { onFirstInteraction } from "@/lib/first-interaction";

/**
 * Calls `load` (once per mount) at the visitor's first interaction with the page instead of right after
 * mount. A visit that never interacts then downloads only the initial scripts that
 * scripts/check-bundle.mjs holds to the budget, while a person still triggers the download before the
 * tap that needs it. `load` must keep its identity.
 */
export function useLoadOnFirstInteraction(load: () => void): void {
  useEffect(() => onFirstInteraction(load), [load]);
}
