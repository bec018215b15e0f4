import { useCallback, useMemo, useRef } from "react";
import { randomId } from "@/lib/random-id";

/**
 * One Idempotency-Key per attempt at a form state: a double-click or a retry of the same booking
 * reuses it (the server answers with the first booking), while a changed form or a new booking after
 * a success gets a fresh key.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ payload: string; key: string } | null>(null);
  const keyFor = useCallback((payload: unknown) => {
    const serialized = JSON.stringify(payload);
    if (attempt.current?.payload !== serialized) attempt.current = { payload: serialized, key: randomId() };
    return attempt.current.key;
  }, []);
  const forget = useCallback(() => {
    attempt.current = null;
  }, []);
  return useMemo(() => ({ keyFor, forget }), [keyFor, forget]);
}
