/** The time left until `expiresAt` (an ISO instant) at `now`, never below zero, in whole seconds. */
export function remainingOf(expiresAt: string, now: Date): { total: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / 1000));
  return { total, minutes: Math.floor(total / 60), seconds: total % 60 };
}
