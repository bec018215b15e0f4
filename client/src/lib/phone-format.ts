/**
 * A stored phone as people read it: "+1 619 555 0142", "+52 664 123 4567". Written here for the salon's two
 * countries (the same grouping libphonenumber-js uses; a unit test holds them together), since that
 * library's metadata is too big for a page that only displays a number; any other value shows as stored.
 */
export function formatPhone(stored: string): string {
  // Mexico City, Guadalajara and Monterrey have two-digit area codes; the rest of Mexico and the US three.
  const match = /^\+(52)(55|33|81)(\d{4})(\d{4})$/.exec(stored) ?? /^\+(1|52)(\d{3})(\d{3})(\d{4})$/.exec(stored);
  return match ? `+${match[1]} ${match[2]} ${match[3]} ${match[4]}` : stored;
}
