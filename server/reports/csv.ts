import { stringify } from "csv-stringify/sync";

/** Excel reads a CSV file as UTF-8 (accents intact) only when it starts with this byte-order mark. */
const BOM = "\uFEFF";

/**
 * Rows as an RFC 4180 CSV file (CRLF line ends, quoted where a field needs it), with a header line of the
 * rows' own keys, written by csv-stringify; UTF-8 with a byte-order mark.
 */
export function toCsv(rows: readonly object[], columns: readonly string[]): string {
  return BOM + stringify(rows as Record<string, unknown>[], { header: true, columns: [...columns], record_delimiter: "\r\n" });
}
