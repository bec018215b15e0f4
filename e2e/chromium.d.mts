/** Debian's Chromium (or CHROMIUM_PATH); never a downloaded browser build. */
export function findChromium(): string | undefined;
