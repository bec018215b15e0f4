/**
 * How the booking page hands a completed booking to its confirmation page (two features that do not
 * import each other): the page's address, from the manage token the booking answer carries, and the
 * history state the navigation leaves, which a reload of the page keeps.
 */
export interface BookingConfirmedState {
  /** Whether the salon sends text messages: the page promises texts only then. */
  textMessages: boolean;
}

export function bookingConfirmedPath(manageToken: string): string {
  return `/booking/confirmed/${encodeURIComponent(manageToken)}`;
}

/** The state a history entry holds, if it is the booking page's hand-over. */
export function readBookingConfirmedState(state: unknown): BookingConfirmedState | null {
  if (typeof state !== "object" || state === null || !("textMessages" in state)) return null;
  return { textMessages: (state as { textMessages: unknown }).textMessages === true };
}
