import fs from "node:fs";
import path from "node:path";
import express, { type Router } from "express";
import { AppError } from "./errors";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/**
 * The booking page cannot draw its service cards before the catalogue arrives; announcing it with the
 * page lets the browser fetch it while the scripts download (the client fetches it with credentials).
 */
const BOOKING_PAGE_PRELOAD = "</api/services>; rel=preload; as=fetch; crossorigin=use-credentials";
/** The client routes that open on the booking page (client/src/app/router.tsx). */
const BOOKING_PAGE_PATHS = new Set(["/", "/booking"]);

/**
 * Serves the built SPA. Vite's hashed files under /assets never change, so they are cached for a year;
 * index.html is revalidated on every load so a deploy is picked up at once. Every other non-API GET gets
 * index.html, letting client routes such as /admin/... or /review/... load the app; a missing file (a
 * path with an extension, such as a deleted photo) is a 404, not a page that the browser cannot use.
 */
export function spaRouter(staticDir: string): Router {
  const router = express.Router();
  const indexFile = path.join(staticDir, "index.html");
  router.use(
    "/assets",
    express.static(path.join(staticDir, "assets"), {
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
      fallthrough: false,
    }),
  );
  router.use(
    express.static(staticDir, {
      index: false,
      maxAge: "1h",
      setHeaders: (res, filePath) => {
        if (filePath === indexFile) res.setHeader("Cache-Control", "no-cache");
      },
    }),
  );
  router.get(/.*/, (req, res, next) => {
    if (path.extname(req.path) !== "") {
      next(new AppError("NOT_FOUND", "Not found"));
      return;
    }
    if (!fs.existsSync(indexFile)) {
      next();
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    if (BOOKING_PAGE_PATHS.has(req.path)) res.setHeader("Link", BOOKING_PAGE_PRELOAD);
    res.sendFile(indexFile);
  });
  return router;
}
