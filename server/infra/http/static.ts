import fs from "node:fs";
import path from "node:path";
import express, { type Request, type Response, type Router } from "express";
import { isBookingConfirmedPath, isBookingPagePath, isClientRoute } from "@shared/client-routes";
import { AppError } from "./errors";

/**
 * The booking page cannot draw its service cards before the catalogue arrives; announcing it with the
 * page lets the browser fetch it while the scripts download (the client fetches it with credentials).
 */
const BOOKING_PAGE_PRELOAD = "</api/services>; rel=preload; as=fetch; crossorigin=use-credentials";

/** The booking page, prerendered by the build. */
export const BOOKING_PAGE_FILE = "index.html";
/** A booking's confirmation page, prerendered by the build as it stands while the booking loads. */
export const CONFIRMED_PAGE_FILE = "confirmed.html";
/** The app shell every other page (and the not-found page) starts from. */
export const APP_SHELL_FILE = "app.html";

/** Vite names every file under /assets by its content's hash: a name never changes meaning. */
const HASHED_ASSETS = "/assets/";
const IMMUTABLE = "public, max-age=31536000, immutable";
const ONE_HOUR = "public, max-age=3600";
const REVALIDATE = "no-cache";

type Encoding = "br" | "gzip";
/** Preferred first when the client accepts both equally: brotli files are the smaller. */
const ENCODINGS: readonly { encoding: Encoding; suffix: string }[] = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
];

/** The q-value the client gives each content coding in Accept-Encoding ("*" stands for the others). */
function acceptedEncodings(header: string | undefined): Map<string, number> {
  const weights = new Map<string, number>();
  for (const item of (header ?? "").split(",")) {
    const [coding, ...parameters] = item.trim().toLowerCase().split(";");
    if (!coding) continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    weights.set(coding, q === undefined ? 1 : Number(q));
  }
  return weights;
}

function statFile(file: string): fs.Stats | undefined {
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  return stats?.isFile() ? stats : undefined;
}

/**
 * Sends a built file as the build compressed it: `file.br` or `file.gz` when the client accepts that
 * coding and the file exists, else the file itself. Never compressed here, so a request costs a file
 * read whatever the quality level was.
 */
function sendBuiltFile(req: Request, res: Response, file: string, cacheControl: string, status = 200): void {
  const weights = acceptedEncodings(req.get("accept-encoding"));
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get("*") ?? 0;
  const variant = ENCODINGS.filter(({ encoding }) => weight(encoding) > 0)
    .sort((a, b) => weight(b.encoding) - weight(a.encoding))
    .map(({ encoding, suffix }) => ({ encoding, file: `${file}${suffix}`, stats: statFile(`${file}${suffix}`) }))
    .find((candidate) => candidate.stats !== undefined);
  const sent = variant ?? { encoding: undefined, file, stats: statFile(file) };
  if (!sent.stats) throw new Error(`${file} disappeared while being served`);

  res.status(status);
  res.type(path.extname(file));
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("Vary", "Accept-Encoding");
  if (sent.encoding) res.setHeader("Content-Encoding", sent.encoding);
  res.setHeader("Content-Length", sent.stats.size);
  res.setHeader("Last-Modified", sent.stats.mtime.toUTCString());
  // One tag per representation: a cached gzip body must never be revalidated as the brotli one.
  res.setHeader("ETag", `"${sent.stats.size.toString(16)}-${Math.floor(sent.stats.mtimeMs).toString(16)}${sent.encoding ? `-${sent.encoding}` : ""}"`);
  if (status === 200 && req.fresh) {
    for (const header of ["Content-Type", "Content-Length", "Content-Encoding"]) res.removeHeader(header);
    res.status(304).end();
    return;
  }
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  fs.createReadStream(sent.file)
    .on("error", (error) => res.destroy(error))
    .pipe(res);
}

/** The file a URL path names inside `root`, or undefined for anything outside it, hidden or not a file. */
function builtFileFor(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.split("/").some((segment) => segment.startsWith("."))) return undefined;
  const file = path.join(root, decoded);
  if (!file.startsWith(root + path.sep)) return undefined;
  return statFile(file) ? file : undefined;
}

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith(HASHED_ASSETS)) return IMMUTABLE;
  return urlPath.endsWith(".html") ? REVALIDATE : ONE_HOUR;
}

/** The built page a page address starts from. */
function pageFile(root: string, urlPath: string): string {
  if (isBookingPagePath(urlPath)) return path.join(root, BOOKING_PAGE_FILE);
  const confirmedPage = path.join(root, CONFIRMED_PAGE_FILE);
  if (isBookingConfirmedPath(urlPath) && statFile(confirmedPage)) return confirmedPage;
  return path.join(root, APP_SHELL_FILE);
}

/**
 * Serves the built SPA from `staticDir`, every file precompressed by the build (scripts/prerender-plugin.ts).
 * Hashed files under /assets are cached for a year; pages are revalidated on every load so a deploy is
 * picked up at once. The booking page's addresses get the prerendered booking page, a booking's
 * confirmation page its prerendered shell (or the app shell, from a build without one), the app's other
 * pages the app shell, and any other path the shell with status 404, on which the app shows its
 * not-found page. A missing file (a path with an extension, such as a deleted photo) is a plain 404.
 */
export function spaRouter(staticDir: string): Router {
  const router = express.Router();
  const root = path.resolve(staticDir);
  router.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = builtFileFor(root, req.path);
    if (!file) return next();
    sendBuiltFile(req, res, file, cacheControlFor(req.path));
  });
  router.get(/.*/, (req, res, next) => {
    if (path.extname(req.path) !== "") {
      next(new AppError("NOT_FOUND", "Not found"));
      return;
    }
    const bookingPage = isBookingPagePath(req.path);
    const file = pageFile(root, req.path);
    if (!statFile(file)) {
      next();
      return;
    }
    if (bookingPage) res.setHeader("Link", BOOKING_PAGE_PRELOAD);
    sendBuiltFile(req, res, file, REVALIDATE, isClientRoute(req.path) ? 200 : 404);
  });
  return router;
}
