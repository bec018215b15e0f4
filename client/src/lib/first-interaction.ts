/** Signs that someone is using the page: a touch, click or mouse move, a key (Tab too), the wheel, or focus arriving. */
const INTERACTION_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel", "focusin"] as const;

/**
 * Calls `callback` once, at the visitor's first interaction with the page: what the first screen does
 * not need waits for a person (who points, scrolls or tabs before choosing). Returns a function that
 * cancels it.
 */
export function onFirstInteraction(callback: () => void): () => void {
  const start = () => {
    stop();
    callback();
  };
  const stop = () => INTERACTION_EVENTS.forEach((type) => window.removeEventListener(type, start, { capture: true }));
  INTERACTION_EVENTS.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));
  return stop;
}
