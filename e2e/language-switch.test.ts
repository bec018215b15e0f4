/**
 * The language switch on a cheap phone (360×740, touch, CPU six times slower): the page takes a moment to
 * be drawn again in the other language, and meanwhile the switch shows at once that it is working (busy,
 * painted in the very first frame after the click), then the page changes language without jumping: the
 * switch stays where the finger is, the page keeps its scroll, and nothing but a card's own text reflows.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./helpers";

const SLOW_PHONE = { width: 360, height: 740 } as const;
const CPU_SLOWDOWN = 6;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Frame {
  /** ms since the click */
  at: number;
  busy: boolean;
  lang: string;
}

/** Records from the click on, once per frame (before its paint), whether the switch is busy and the page's language. */
function watchFrames(page: Page): Promise<void> {
  return page.evaluate(() => {
    const toggle = document.querySelector<HTMLElement>("[data-testid=language-toggle]")!;
    const frames: Frame[] = [];
    const state = window as unknown as { switchFrames: Frame[] };
    state.switchFrames = frames;
    const startLang = document.documentElement.lang;
    // From the click (window, capturing: before React's own listener runs the switch).
    window.addEventListener(
      "click",
      () => {
        const start = performance.now();
        const record = () => {
          frames.push({ at: performance.now() - start, busy: toggle.getAttribute("aria-busy") === "true", lang: document.documentElement.lang });
          if (document.documentElement.lang === startLang && frames.length < 600) requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      },
      { once: true },
    );
  });
}

async function switchLanguage(page: Page, to: "es" | "en"): Promise<Frame[]> {
  const toggle = page.getByTestId("language-toggle");
  const before = { box: await toggle.boundingBox(), scrollY: await page.evaluate(() => window.scrollY) };
  await watchFrames(page);
  await page.touchscreen.tap(before.box!.x + before.box!.width / 2, before.box!.y + before.box!.height / 2);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, to, { timeout: 20_000 });
  const frames = await page.evaluate(() => (window as unknown as { switchFrames: Frame[] }).switchFrames);
  // The page is in the other language and the switch is no longer busy.
  await page.locator("[data-testid=language-toggle]:not([aria-busy])").waitFor();
  expect(await toggle.boundingBox(), "the switch stays under the finger").toEqual(before.box);
  expect(await page.evaluate(() => window.scrollY), "the page keeps its scroll").toBe(before.scrollY);
  return frames;
}

describe("language switch on a slow phone", () => {
  it("shows it is working from the first frames after the tap, and the page does not move, both ways", async () => {
    const { page, context } = await openPage(browser, { viewport: SLOW_PHONE, touch: true, language: "es" });
    await context.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; sources?: Array<{ node?: Node }> }>) {
          const sources = (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 160) : String(source.node)));
          shifts.push(`${entry.value.toFixed(4)}: ${sources.join(" | ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // A slowed phone on a busy machine takes a while to start the app.
    const hydrated = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/auth/user", { timeout: 90_000 });
    await page.goto("/");
    await hydrated;
    await page.locator("[data-service-id]").first().waitFor();
    const shiftsBefore = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts.length);

    for (const [from, to] of [["es", "en"], ["en", "es"]] as const) {
      const frames = await switchLanguage(page, to);
      const firstBusy = frames.find((frame) => frame.busy);
      expect(firstBusy, `${from} → ${to}: a frame shows the switch busy (${JSON.stringify(frames.slice(0, 8))})`).toBeDefined();
      // That frame was painted in the old language: the feedback came before the slow part, not with it.
      expect(firstBusy!.lang).toBe(from);
      // The very first frame after the click already shows it (the throttled page needs far longer to switch).
      expect(frames.indexOf(firstBusy!), `${from} → ${to}: ${JSON.stringify(frames.slice(0, 8))}`).toBe(0);
      console.log(`${from} → ${to}: first frame after the click (busy) at ${Math.round(firstBusy!.at)} ms, language after ${Math.round(frames.at(-1)!.at)} ms (${frames.length} frames)`);
    }
    // The page does not jump: what is above and around the cards keeps its place (the heading and its line
    // take as many lines in both languages; their reflow shifted the whole page by 0.022 per switch). A
    // card's own text may still take another line in the other language, moving its neighbours a little.
    const shifts = (await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).slice(shiftsBefore);
    const total = shifts.reduce((sum, shift) => sum + Number(shift.split(":")[0]), 0);
    expect(total, `layout shift while the language changed twice: ${JSON.stringify(shifts)}`).toBeLessThan(0.005);
    expect(shifts.filter((shift) => !/data-service-id|pointer-coarse|whitespace-nowrap/.test(shift)), "only the cards' own text moves").toEqual([]);
  });
});
