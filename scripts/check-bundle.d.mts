export interface InitialScript {
  /** Site path, e.g. "/assets/index-abc.js". */
  file: string;
  bytes: number;
  gzipped: number;
}

export interface BookingPageScripts {
  scripts: InitialScript[];
  totalBytes: number;
  totalGzipped: number;
}

/** Issue 5's quality bar, in bytes after gzip (1 kB = 1000 bytes). */
export const BOOKING_PAGE_BUDGET_BYTES: number;

/** The entry script of dist/public/index.html and everything it imports statically, raw and gzipped. */
export function measureBookingPageScripts(publicDir?: string): BookingPageScripts;

/** Prints each initial script and the total, largest first. */
export function printBookingPageScripts(measurement: BookingPageScripts): void;
