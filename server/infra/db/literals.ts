import pg from "pg";

/** A value written into a simple-protocol statement: strings are escaped (pg's escaping); numbers must be finite. */
export type SqlValue = string | number | boolean | Date | null | readonly string[];

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value !== "string") return value.length === 0 ? "'{}'" : `ARRAY[${value.map(textLiteral).join(", ")}]`;
  return textLiteral(value);
}

/** What pg.escapeLiteral changes: a quote or a backslash (the latter also turns the literal into E'…'). */
const NEEDS_ESCAPING = /['\\]/;

/**
 * A statement's text ends at a NUL, so one inside a value would cut the statement short: it is refused as
 * PostgreSQL refuses a NUL in a parameter (SQLSTATE 22021), which the API answers with a 400.
 */
function textLiteral(text: string): string {
  if (text.includes("\0")) throw Object.assign(new Error("Text must not contain NUL characters"), { code: "22021" });
  // pg's escaping builds its answer a character at a time; most values have nothing to escape.
  return NEEDS_ESCAPING.test(text) ? pg.escapeLiteral(text) : `'${text}'`;
}
