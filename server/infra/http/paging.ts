import crypto from "node:crypto";
import type { Request, Response } from "express";
import type { z } from "zod";
import { CURSOR_INVALID, TOTAL_COUNT_HEADER } from "@shared/admin-lists";
import { AppError } from "./errors";

/**
 * One page of a list: its rows, how many match in all, the cursor of the next page (null on the last) and
 * any further counts the list sends as headers.
 */
export interface Page<Row> {
  rows: Row[];
  total: number;
  next: string | null;
  headers?: Record<string, string>;
}

/** A cursor is the last row's sort key, as base64url JSON: opaque to the pages, checked when it comes back. */
export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/** The sort key a cursor carries, or a 400 when it is not one this list wrote. */
export function decodeCursor<Key>(cursor: string, schema: z.ZodType<Key>): Key {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw new AppError("BAD_REQUEST", CURSOR_INVALID);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError("BAD_REQUEST", CURSOR_INVALID);
  return parsed.data;
}

/** The rows of a page read with one row more than its limit: whether another page follows, and its cursor. */
export function pageOf<Row>(rows: Row[], limit: number, total: number, keyOf: (row: Row) => unknown): Page<Row> {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  return { rows: shown, total, next: more ? encodeCursor(keyOf(shown[shown.length - 1])) : null };
}

/**
 * Sends a page: the rows as the JSON array body; the total in X-Total-Count; a `Link: <…>; rel="next"` to
 * the same request with the next cursor; and an ETag over all of it, so that a request sending it back in
 * If-None-Match gets 304 with no body while the page is unchanged (express answers 304 for a fresh request).
 */
export function sendPage<Row>(req: Request, res: Response, page: Page<Row>): void {
  const body = JSON.stringify(page.rows);
  res.set(TOTAL_COUNT_HEADER, String(page.total));
  const extra = Object.entries(page.headers ?? {});
  for (const [name, value] of extra) res.set(name, value);
  if (page.next) {
    const url = new URL(req.originalUrl, "http://cita.invalid");
    url.searchParams.set("cursor", page.next);
    res.set("Link", `<${url.pathname}${url.search}>; rel="next"`);
  }
  const digest = crypto.createHash("sha1").update(`${page.total}\n${page.next ?? ""}\n${extra.map((pair) => pair.join(":")).join("\n")}\n${body}`).digest("base64url");
  res.set("ETag", `W/"${digest}"`);
  res.type("json").send(body);
}
