import { useEffect, useState } from "react";

/**
 * The module `load` resolves to, or undefined until it has: loading starts once `needed` (it may have
 * started earlier, at the visitor's first interaction). Unlike a lazy component, whose first render
 * suspends even when its code is already here, the parts drawn from the module appear in the very render
 * that has it, all at once, so nothing already on screen is pushed by a part arriving a moment later.
 * A failed download is thrown where the module is used, as a lazy component's would be.
 */
export function useLoadedModule<T>(load: () => Promise<T>, needed: boolean): T | undefined {
  const [state, setState] = useState<{ module: T } | { error: unknown } | null>(null);
  useEffect(() => {
    if (!needed || state) return;
    let current = true;
    load().then(
      (module) => current && setState({ module }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, [load, needed, state]);
  if (state && "error" in state) throw state.error;
  return state?.module;
}
