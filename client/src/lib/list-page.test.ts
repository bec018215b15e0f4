import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getListPage, listUrl, nextCursorOf } from "./list-page";

describe("list URLs and links", () => {
  it("leaves out empty parameters, so the server applies its defaults", () => {
    expect(listUrl("/api/admin/clients", { q: "", sort: "name", cursor: undefined, limit: 48, staffId: null })).toBe("/api/admin/clients?sort=name&limit=48");
    expect(listUrl("/api/admin/clients", {})).toBe("/api/admin/clients");
  });

  it("reads the next page's cursor from a Link header, and nothing from other relations", () => {
    expect(nextCursorOf('</api/admin/appointments?status=active&cursor=eyJkIjoxfQ>; rel="next"')).toBe("eyJkIjoxfQ");
    expect(nextCursorOf('</api/x?cursor=a>; rel="prev", </api/x?cursor=b>; rel="next"')).toBe("b");
    expect(nextCursorOf('</api/x?cursor=a>; rel="prev"')).toBeNull();
    expect(nextCursorOf(null)).toBeNull();
  });
});

describe("getListPage", () => {
  const etag = 'W/"page-one"';
  const seen: Array<string | undefined> = [];
  let server: http.Server;
  let base = "";

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.headers["if-none-match"]);
      if (req.headers["if-none-match"] === etag) {
        res.writeHead(304, { ETag: etag }).end();
        return;
      }
      res
        .writeHead(200, { "Content-Type": "application/json", "X-Total-Count": "41", ETag: etag, Link: '</api/list?cursor=next-one>; rel="next"' })
        .end(JSON.stringify([{ id: 1 }, { id: 2 }]));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("reads rows, total, next cursor and ETag, then asks with If-None-Match and keeps the very same page on a 304", async () => {
    const first = await getListPage<{ id: number }>(`${base}/api/list`, { limit: 2 });
    expect(first).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 41, nextCursor: "next-one", etag });
    const again = await getListPage<{ id: number }>(`${base}/api/list`, { limit: 2 }, { previous: first });
    expect(again).toBe(first);
    expect(seen).toEqual([undefined, etag]);
  });
});
