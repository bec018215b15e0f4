/** Where "now" comes from; tests pass a fixed or adjustable clock. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
