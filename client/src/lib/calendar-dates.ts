/**
 * The date pickers work in the browser's zone, the salon in Los Angeles. A salon date string is shown as
 * local noon of that calendar day, so the grid shows the salon's day whatever zone the device is in.
 */
export function dateStringToLocalDate(date: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(year, month - 1, day, 12);
}

export function localDateToDateString(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}
