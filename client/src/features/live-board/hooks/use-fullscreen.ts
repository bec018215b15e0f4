import { useCallback, useEffect, useState } from "react";

/** Whole-page full screen; `supported` is false where the browser (or an iframe policy) refuses it. */
export function useFullscreen() {
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    // Esc and the browser's own controls leave full screen without going through `toggle`.
    const sync = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);
  const toggle = useCallback(() => {
    const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch((error: unknown) => console.warn("full screen was refused", error));
  }, []);
  return { supported: document.fullscreenEnabled, active, toggle };
}
