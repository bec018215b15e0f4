/** Where the last web build's NODE_ENV is recorded, relative to the checkout. */
export const WEB_BUILD_RECORD: string;

/** The NODE_ENV a `vite build` bundles: the environment's, or "production" when it has none. */
export function webBuildMode(nodeEnv: string | undefined): string;

/** Why each part must be built before a start under `nodeEnv`, or undefined when what is built will do. */
export function staleParts(root: string, nodeEnv: string | undefined): { web: string | undefined; server: string | undefined };

/** Builds what `staleParts` names, and records the web build's mode once it has succeeded. */
export function buildIfNeeded(options: {
  root: string;
  nodeEnv: string | undefined;
  buildWeb: () => void;
  buildServer: () => void;
  log?: (line: string) => void;
}): void;
