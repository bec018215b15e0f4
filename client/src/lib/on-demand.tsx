import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

/**
 * A component whose code downloads when it first renders (or earlier, when the caller starts `load`
 * ahead), with `fallback` in its place meanwhile: for the parts of a page its first screen does not show.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
