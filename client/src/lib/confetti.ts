import confetti from "canvas-confetti";

let cannon: confetti.CreateTypes | undefined;

/**
 * canvas-confetti's default cannon draws in a Worker it builds from a blob: URL. The
 * Content-Security-Policy (script-src 'self', no worker-src) refuses that worker, so the canvas went
 * to a worker that never started and stayed blank. This cannon draws on the main thread instead,
 * which a few seconds of a few hundred particles can afford, and the policy stays as strict as it is.
 * Its canvas is added to the page for the bursts and removed when they land; reduced-motion screens
 * get none.
 */
export function fireConfetti(options: confetti.Options): void {
  cannon ??= confetti.create(undefined, { useWorker: false, resize: true, disableForReducedMotion: true });
  void cannon(options);
}
