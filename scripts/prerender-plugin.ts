/**
 * The build's last step (a Vite plugin, so `vite build` does it wherever it runs: `npm run build`,
 * `npm test`, `npm start`, the browser tests):
 *
 * 1. `app.html`: the plain app shell, for every page but the two below.
 * 2. `index.html`: the booking page prerendered with React's static rendering (client/src/prerender.tsx)
 *    in Spanish, with the English rendering in a template beside it; the app's whole stylesheet inline,
 *    so nothing blocks the first paint and no rule changes afterwards; the app's scripts start once the
 *    page has painted.
 * 3. `confirmed.html`: a booking's confirmation page the same way, as it stands while the booking loads
 *    (its card and heading), for every booking's address.
 * 4. Every text file precompressed next to itself (`.br` at brotli quality 11, `.gz` at gzip level 9),
 *    which server/infra/http/static.ts serves as they are instead of compressing per request.
 *
 * Decision 006 (docs/decisions) records why and what it measured.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin, type ResolvedConfig, type Rolldown } from "vite";
import {
  DEFERRED_SCRIPTS_TEMPLATE_ID,
  ENGLISH_SWAP_SCRIPT,
  ENGLISH_TEMPLATE_ID,
  HIDE_UNSWAPPED_CSS,
  LANGUAGE_HEAD_SCRIPT,
  PRERENDERED_LANGUAGE_ATTRIBUTE,
  ROOT_ELEMENT_ID,
  START_AFTER_PAINT_SCRIPT,
} from "../shared/prerendered-page.ts";
import { precompress } from "./precompress.ts";

type Language = "es" | "en";
type Renderings = Record<Language, string>;
type RenderPage = (language: Language) => Promise<string>;

/**
 * Bundles client/src/prerender.tsx for Node (next to node_modules, so its dependencies resolve), renders
 * the booking page and the confirmation page's shell in both languages, and removes the bundle.
 */
async function renderPages(config: ResolvedConfig): Promise<{ booking: Renderings; confirmed: Renderings }> {
  const outDir = path.join(config.root, "../node_modules/.cache/cita-prerender");
  try {
    const result = await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      logLevel: "warn",
      define: config.define,
      resolve: { alias: config.resolve.alias },
      plugins: [react()],
      build: {
        ssr: path.join(config.root, "src/prerender.tsx"),
        outDir,
        emptyOutDir: true,
        minify: false,
        // One file: the entry is imported with a query (a fresh copy per build), which a lazy page's chunk
        // importing the entry back would not carry, and it would get a second copy of the app's modules
        // (a second i18n context, empty: the English confirmation page came out in Spanish).
        rolldownOptions: { output: { codeSplitting: false } },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const entry = outputs.flatMap((output) => output.output).find((chunk) => chunk.type === "chunk" && chunk.isEntry);
    if (!entry) throw new Error("the prerender build produced no entry chunk");
    const { renderBookingPage, renderConfirmedPageShell } = (await import(`${pathToFileURL(path.join(outDir, entry.fileName)).href}?build=${Date.now()}`)) as {
      renderBookingPage: RenderPage;
      renderConfirmedPageShell: RenderPage;
    };
    // One after the other: the renderings share the app's query cache.
    const both = async (render: RenderPage): Promise<Renderings> => ({ es: await render("es"), en: await render("en") });
    const booking = await both(renderBookingPage);
    const confirmed = await both(renderConfirmedPageShell);
    return { booking, confirmed };
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

/**
 * React starts a rendered fragment with its resource hints (a preload of the first card's picture); they
 * belong in <head>. Anything else but markup (an inline script) would be refused by the CSP: a build error.
 */
function splitRendering(rendered: string): { hints: string; markup: string } {
  const hints = /^(?:<link [^>]*>)*/.exec(rendered)?.[0] ?? "";
  const markup = rendered.slice(hints.length);
  if (/<script/i.test(markup)) throw new Error("a prerendered page contains an inline script");
  return { hints, markup };
}

/** The shell with both renderings in it and the two inline scripts that pick the visitor's language before the first paint. */
export function prerenderedPageHtml(shell: string, spanishRendering: string, englishRendering: string): string {
  const emptyRoot = `<div id="${ROOT_ELEMENT_ID}"></div>`;
  if (!shell.includes(emptyRoot)) throw new Error(`index.html has no empty ${emptyRoot}`);
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (!charset.test(shell)) throw new Error("index.html has no <meta charset>");
  const spanish = splitRendering(spanishRendering);
  const english = splitRendering(englishRendering).markup;
  // The hints go first in <head>: over HTTP/1.1's six connections per host, the first card's picture
  // must not queue behind the scripts, which the page does not need to paint.
  return shell
    .replace(charset, (meta) => `${meta}\n    <script>${LANGUAGE_HEAD_SCRIPT}</script>${spanish.hints}`)
    .replace(
      emptyRoot,
      () =>
        `<div id="${ROOT_ELEMENT_ID}" ${PRERENDERED_LANGUAGE_ATTRIBUTE}="es">${spanish.markup}</div>` +
        `<template id="${ENGLISH_TEMPLATE_ID}">${english}</template>` +
        `<script>${ENGLISH_SWAP_SCRIPT}</script>`,
    );
}

/**
 * The app's one stylesheet is small (about 53 kB, 9 kB with brotli), and each prerendered page carries it
 * whole in a <style> element: the first screen is drawn by the very rules the running app uses, so no
 * rule arrives later to move anything under a finger (a critical subset once lacked the rules behind
 * `:where()` selectors, the space-y utilities, and the page jumped by their margins at the first touch),
 * and no request blocks the first paint. Past this size, inlining would cost the first paint more than
 * it saves: the build stops so the choice is made again.
 */
export const INLINE_STYLESHEET_LIMIT_BYTES = 80_000;

export async function inlineStylesheet(html: string, outDir: string): Promise<string> {
  const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  if (stylesheets.length !== 1) throw new Error(`index.html should link exactly one stylesheet, found ${stylesheets.length}`);
  const [link, file] = stylesheets[0];
  const css = (await fs.readFile(path.join(outDir, file), "utf8")).trim();
  if (Buffer.byteLength(css) > INLINE_STYLESHEET_LIMIT_BYTES) {
    throw new Error(`${file} is ${Buffer.byteLength(css)} bytes, over the ${INLINE_STYLESHEET_LIMIT_BYTES} a prerendered page inlines`);
  }
  if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style", which would end its inline element`);
  return html.replace(link, () => `<style>${css}</style><style>${HIDE_UNSWAPPED_CSS}</style>`);
}

/**
 * Moves the app's entry script and its module preloads into a template that the start script inserts
 * once the page has painted: the prerendered page needs no JavaScript to be seen, and on a phone the
 * scripts' download and evaluation would otherwise come before the first paint.
 */
export function startScriptsAfterFirstPaint(html: string): string {
  const scriptTags = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
  const moved = html.match(scriptTags)?.map((tag) => tag.trim()) ?? [];
  if (!moved.some((tag) => tag.startsWith("<script"))) throw new Error("index.html has no module entry script");
  if (!html.includes("</body>")) throw new Error("index.html has no </body>");
  return html
    .replace(scriptTags, "")
    .replace(
      "</body>",
      () => `<template id="${DEFERRED_SCRIPTS_TEMPLATE_ID}">${moved.join("")}</template><script>${START_AFTER_PAINT_SCRIPT}</script></body>`,
    );
}

/** A prerendered page as the build writes it: both languages, the stylesheet inline, the scripts after the first paint. */
async function prerenderedPage(shell: string, rendered: Renderings, outDir: string): Promise<string> {
  return startScriptsAfterFirstPaint(await inlineStylesheet(prerenderedPageHtml(shell, rendered.es, rendered.en), outDir));
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "cita:prerender-pages",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = config.build.outDir;
      const shell = await fs.readFile(path.join(outDir, "index.html"), "utf8");
      await fs.writeFile(path.join(outDir, "app.html"), shell);
      const rendered = await renderPages(config);
      await fs.writeFile(path.join(outDir, "index.html"), await prerenderedPage(shell, rendered.booking, outDir));
      await fs.writeFile(path.join(outDir, "confirmed.html"), await prerenderedPage(shell, rendered.confirmed, outDir));
      await precompress(outDir);
    },
  };
}
