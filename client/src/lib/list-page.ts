import { apiRequest } from "./api-client";

/**
 * One page of a back-office list as the server sends it: the rows in the body, the count of every row in
 * the list's scope in `X-Total-Count`, the next page's address in a `Link: <…>; rel="next"` header when
 * there is one, and an `ETag` naming exactly what was sent.
 */
export interface ListPage<T> {
  rows: T[];
  /** Every row the scope holds, across all its pages. */
  total: number;
  /** The opaque cursor of the next page; null on the last page. */
  nextCursor: string | null;
  etag: string | null;
}

/** Query-string values; empty ones are left out, so the server applies its defaults. */
export type ListParams = Record<string, string | number | null | undefined>;

export function listUrl(path: string, params: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The `cursor` of the `rel="next"` link, if the header has one. */
export function nextCursorOf(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(",")) {
    const match = /<([^>]*)>\s*;(.*)/.exec(part.trim());
    if (!match || !/\brel="?next"?/.test(match[2])) continue;
    return new URL(match[1], "http://link.invalid").searchParams.get("cursor");
  }
  return null;
}

/**
 * GETs one page of a list. Given the page it already holds, it asks with `If-None-Match`: when nothing in
 * the scope changed the server answers 304 with no body, and the very same page object comes back, so
 * react-query sees no new data and nothing re-renders. The admin answers are `no-store` (they carry
 * customers' details), so the browser keeps no copy to revalidate: the page remembers its ETag itself.
 */
export async function getListPage<T>(
  path: string,
  params: ListParams,
  options: { previous?: ListPage<T>; signal?: AbortSignal } = {},
): Promise<ListPage<T>> {
  const { previous, signal } = options;
  const headers: Record<string, string> = previous?.etag ? { "If-None-Match": previous.etag } : {};
  const response = await apiRequest("GET", listUrl(path, params), { headers, signal });
  if (response.status === 304 && previous) return previous;
  const rows = (await response.json()) as T[];
  const total = Number(response.headers.get("X-Total-Count"));
  return {
    rows,
    total: Number.isFinite(total) && response.headers.has("X-Total-Count") ? total : rows.length,
    nextCursor: nextCursorOf(response.headers.get("Link")),
    etag: response.headers.get("ETag"),
  };
}
