import crypto from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PAGE_PATHS } from "@shared/client-routes";
import { ENGLISH_SWAP_SCRIPT, LANGUAGE_HEAD_SCRIPT, START_AFTER_PAINT_SCRIPT } from "@shared/prerendered-page";
import { createTestContext, FAKE_BUILD_PAGES, type TestContext } from "../../test/harness";
import { CONFIRMED_PAGE_FILE } from "./static";

const PRELOAD = "</api/services>; rel=preload; as=fetch; crossorigin=use-credentials";
const STYLES = "/assets/styles-abc123.css";

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, never decoded. */
  body: Buffer;
}

/** A request through Node's own client, which (unlike supertest) leaves a compressed body as it came. */
function rawGet(server: http.Server, urlPath: string, headers: Record<string, string>): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("static files and pages", () => {
  let ctx: TestContext;
  let server: http.Server;
  const raw = (urlPath: string, acceptEncoding: string) => rawGet(server, urlPath, { "Accept-Encoding": acceptEncoding });
  const onDisk = (file: string) => fs.readFileSync(path.join(ctx.staticDir, file));

  beforeAll(async () => {
    ctx = await createTestContext();
    server = ctx.app.listen(0, "127.0.0.1");
    await once(server, "listening");
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  it("sends the prerendered booking page for its addresses, with the catalogue preloaded", async () => {
    for (const route of ["/", "/booking", "/booking/"]) {
      const res = await request(ctx.app).get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.link, route).toBe(PRELOAD);
      expect(res.text).toBe(FAKE_BUILD_PAGES.bookingPage);
    }
    const byName = await request(ctx.app).get("/index.html");
    expect(byName.status).toBe(200);
    expect(byName.headers["cache-control"]).toBe("no-cache");
  });

  it("sends a booking's confirmation page its prerendered shell, revalidated like every page", async () => {
    for (const route of ["/booking/confirmed/abc123", "/booking/confirmed/abc123/", "/Booking/Confirmed/xyz"]) {
      const res = await request(ctx.app).get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.link, route).toBeUndefined();
      expect(res.text, route).toBe(FAKE_BUILD_PAGES.confirmedPage);
    }
    const compressed = await raw("/booking/confirmed/abc123", "br");
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(compressed.body).toString()).toBe(FAKE_BUILD_PAGES.confirmedPage);
    // Neither a token-less address nor one with more segments is the page.
    for (const route of ["/booking/confirmed", "/booking/confirmed/abc/def"]) {
      const res = await request(ctx.app).get(route);
      expect(res.status, route).toBe(404);
      expect(res.text, route).toBe(FAKE_BUILD_PAGES.appShell);
    }
  });

  it("sends the confirmation page the app shell from a build that has no prerendered shell for it", async () => {
    const olderBuild = fs.mkdtempSync(path.join(os.tmpdir(), "cita-static-older-"));
    try {
      fs.cpSync(ctx.staticDir, olderBuild, { recursive: true });
      for (const file of fs.readdirSync(olderBuild).filter((name) => name.startsWith(CONFIRMED_PAGE_FILE))) fs.rmSync(path.join(olderBuild, file));
      const res = await request(ctx.newInstance({ staticDir: olderBuild })).get("/booking/confirmed/abc123");
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.text).toBe(FAKE_BUILD_PAGES.appShell);
    } finally {
      fs.rmSync(olderBuild, { recursive: true, force: true });
    }
  });

  it("sends the app shell for every other page of the app", async () => {
    const routes = ["/reviews", "/qr/", "/location", "/appointments", "/admin/login", "/live-board", "/staff-confirm", "/staff-confirm/abc", "/review/abc", ...ADMIN_PAGE_PATHS];
    for (const route of routes) {
      const res = await request(ctx.app).get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.link, route).toBeUndefined();
      expect(res.text, route).toBe(FAKE_BUILD_PAGES.appShell);
    }
  });

  it("answers 404 with the app (which shows its not-found page) for a path that is no page", async () => {
    for (const route of ["/no-such-page", "/anything/else", "/admin/not-a-page", "/booking/extra", "/review"]) {
      const res = await request(ctx.app).get(route);
      expect(res.status, route).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.text, route).toBe(FAKE_BUILD_PAGES.appShell);
    }
  });

  it("404s a missing file, or one outside the build, instead of sending a page", async () => {
    for (const missing of ["/images/staff/nobody.svg", "/favicon.ico", "/robots.txt.bak", "/assets/missing-123.js", "/%2e%2e/package.json", "/.hidden.txt"]) {
      const res = await request(ctx.app).get(missing);
      expect(res.status, missing).toBe(404);
      expect(res.body).toEqual({ message: "Not found" });
    }
  });

  it("sends the build's brotli file to a client that accepts brotli, the gzip file to one that accepts only gzip", async () => {
    for (const [acceptEncoding, encoding, suffix] of [
      ["gzip, deflate, br, zstd", "br", ".br"],
      ["br", "br", ".br"],
      ["*", "br", ".br"],
      ["gzip", "gzip", ".gz"],
      ["br;q=0.5, gzip", "gzip", ".gz"],
      ["br;q=0, gzip;q=0.8", "gzip", ".gz"],
    ] as const) {
      const res = await raw(STYLES, acceptEncoding);
      const file = onDisk(`assets/styles-abc123.css${suffix}`);
      expect(res.status, acceptEncoding).toBe(200);
      expect(res.headers["content-encoding"], acceptEncoding).toBe(encoding);
      expect(res.headers["content-type"]).toBe("text/css; charset=utf-8");
      expect(res.headers["content-length"]).toBe(String(file.length));
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      // Sent as built, compressed once: decoding it once gives the stylesheet.
      expect(Buffer.compare(res.body, file), acceptEncoding).toBe(0);
      const decoded = encoding === "br" ? zlib.brotliDecompressSync(res.body) : zlib.gunzipSync(res.body);
      expect(decoded.toString()).toBe(onDisk("assets/styles-abc123.css").toString());
    }
  });

  it("sends the file as it is to a client that accepts no compression, and never compresses one the build left alone", async () => {
    for (const acceptEncoding of ["identity", "deflate", ""]) {
      const res = await raw(STYLES, acceptEncoding);
      expect(res.headers["content-encoding"], acceptEncoding).toBeUndefined();
      expect(res.headers["content-length"]).toBe(String(onDisk("assets/styles-abc123.css").length));
      expect(res.headers.vary).toBe("Accept-Encoding");
    }
    // Too small to gain from compression, so the build wrote no .br or .gz for it.
    const small = await raw("/assets/app-abc123.js", "gzip, br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect((small.body).toString()).toBe("console.log('cita')");
  });

  it("precompresses pages and pictures too, caching pictures for an hour", async () => {
    const page = await raw("/", "br");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(page.body).toString()).toBe(FAKE_BUILD_PAGES.bookingPage);
    const picture = await raw("/images/card.svg", "gzip");
    expect(picture.headers["content-encoding"]).toBe("gzip");
    expect(picture.headers["content-type"]).toBe("image/svg+xml");
    expect(picture.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers HEAD with the headers only, and a revalidation of an unchanged file with 304", async () => {
    const head = await request(ctx.app).head(STYLES).set("Accept-Encoding", "br");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(onDisk("assets/styles-abc123.css.br").length));
    expect(head.text).toBeUndefined();

    const page = await request(ctx.app).get("/reviews").set("Accept-Encoding", "gzip");
    const again = await request(ctx.app).get("/reviews").set("Accept-Encoding", "gzip").set("If-None-Match", page.headers.etag);
    expect(again.status).toBe(304);
    // Each encoding is its own representation: the gzip tag does not validate the brotli body.
    const otherEncoding = await request(ctx.app).get("/reviews").set("Accept-Encoding", "br").set("If-None-Match", page.headers.etag);
    expect(otherEncoding.status).toBe(200);
  });

  it("allows the prerendered page's three inline scripts by hash and no other inline script", async () => {
    const res = await request(ctx.app).get("/");
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(res.headers["content-security-policy"])?.[1].split(" ");
    const hash = (script: string) => `'sha256-${crypto.createHash("sha256").update(script).digest("base64")}'`;
    expect(scriptSrc).toEqual(["'self'", hash(LANGUAGE_HEAD_SCRIPT), hash(ENGLISH_SWAP_SCRIPT), hash(START_AFTER_PAINT_SCRIPT)]);
  });
});
