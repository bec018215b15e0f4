/** Where "now" comes from; tests pass a fixed or adjustable clock. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that started at `start` and runs at the real pace: a test salon living in another week. */
export function clockStartingAt(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}
