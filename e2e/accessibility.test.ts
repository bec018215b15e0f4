/**
 * Accessibility across the app: axe (WCAG 2.1 A and AA, and best practices) on every page in both
 * languages, toggles named by the text they show, dialogs that give focus back to what opened them,
 * and a tab order inside every dialog that follows the order its controls are seen in.
 */
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_PAGE_PATHS } from "@shared/client-routes";
import { afterPaints, axeChecker, axeViolations, chooseDateWithFreeSlot, DESKTOP, expectFailedRequest, launchBrowser, openPage, PHONE, signIn } from "./helpers";
import { E2E_SUPERADMIN } from "./global-setup";

const LANGUAGES = ["es", "en"] as const;
const TV = { width: 1920, height: 1080 } as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Viewport = { readonly width: number; readonly height: number };

/** How long no request may be in flight before a page counts as loaded: Playwright's "networkidle" wait. */
const NETWORK_QUIET_MS = 500;

/**
 * Runs `act`, then waits until none of the requests the page made since has been in flight for 500 ms:
 * "networkidle" for a page the app opened itself, which Playwright's load states do not follow.
 */
async function afterNetworkSettles(page: Page, act: () => Promise<void>): Promise<void> {
  const pending = new Set<Request>();
  let changedAt = performance.now();
  const started = (request: Request) => {
    pending.add(request);
    changedAt = performance.now();
  };
  const ended = (request: Request) => {
    pending.delete(request);
    changedAt = performance.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await act();
    await vi.waitFor(
      () => {
        if (pending.size > 0) throw new Error(`still loading ${[...pending].map((request) => request.url()).join(", ")}`);
        if (performance.now() - changedAt < NETWORK_QUIET_MS) throw new Error("a request ended less than 500 ms ago");
      },
      { timeout: 60_000, interval: 100 },
    );
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

/**
 * Opens `path` inside the app already running on `page`, as its own links do (its router follows
 * history.pushState), and waits for the page's own heading: neither the app nor axe loads again.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname !== path) {
    const previousHeading = await page.locator("h1").first().elementHandle();
    await page.evaluate((to) => window.history.pushState(null, "", to), path);
    await previousHeading?.waitForElementState("hidden");
  }
  await page.locator("h1").first().waitFor();
}

/**
 * Shows `path` at the first of `viewports`, waits for its heading and for `loaded` (what shows its data has
 * arrived: a selector, or "network" for no request in flight), then runs axe at each viewport in turn.
 * `load` loads it from the server; otherwise it opens inside the app already on the page, so a test loads
 * the app and axe once for all its pages. The page is resized rather than shown again: its layout follows
 * the width through CSS alone (the one script that measures, the live board's fitted text, watches its
 * own size), so the resized page is the one a visit at that width draws.
 */
async function pageViolations(
  page: Page,
  path: string,
  loaded: string | undefined,
  viewports: readonly Viewport[],
  { load = false }: { load?: boolean } = {},
): Promise<string[]> {
  await page.setViewportSize(viewports[0]);
  if (load) {
    await page.goto(path);
    await page.locator("h1").first().waitFor();
    if (loaded === "network") await page.waitForLoadState("networkidle");
  } else if (loaded === "network") {
    await afterNetworkSettles(page, () => openInApp(page, path));
  } else {
    await openInApp(page, path);
  }
  if (loaded && loaded !== "network") await page.locator(loaded).first().waitFor();
  const failures: string[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await afterPaints(page);
    failures.push(...(await axeViolations(page)).map((violation) => `${path} at ${viewport.width}px: ${violation}`));
  }
  return failures;
}

/** Each customer page with what shows that its data has arrived. */
const CUSTOMER_PAGES: ReadonlyArray<readonly [path: string, loaded?: string]> = [
  ["/", "[data-service-id]"],
  ["/appointments"],
  ["/reviews", "main li"],
  ["/qr", '[data-testid="qr-image"]'],
  ["/location", "main address"],
  ["/admin/login", "form"],
  ["/staff-confirm"],
  ["/no-such-page"],
];

/** The back office in quarters, so each test stays well inside its time limit on a busy machine. */
const ADMIN_QUARTERS = [0, 1, 2, 3].map((quarter) => ADMIN_PAGE_PATHS.filter((_, index) => index % 4 === quarter));

describe("axe on every page in both languages", () => {
  for (const language of LANGUAGES) {
    it(`customer pages, on a phone and a desktop, in ${language}`, async () => {
      // The booking page first, once it has started: the others open inside it.
      const { page } = await openPage(browser, { viewport: PHONE, language, path: "/" });
      const failures: string[] = [];
      for (const [path, loaded] of CUSTOMER_PAGES) failures.push(...(await pageViolations(page, path, loaded, [PHONE, DESKTOP])));
      expect(failures).toEqual([]);
    });

    for (const paths of ADMIN_QUARTERS) {
      it(`back-office pages ${paths.join(", ")}, on a desktop and a phone, in ${language}`, async () => {
        const { page } = await signIn(browser, E2E_SUPERADMIN, language);
        const failures: string[] = [];
        for (const [index, path] of paths.entries()) {
          failures.push(...(await pageViolations(page, path, "network", [DESKTOP, PHONE], { load: index === 0 })));
        }
        expect(failures).toEqual([]);
      });
    }

    it(`live board in ${language}`, async () => {
      const { page } = await openPage(browser, { viewport: TV, language, path: "/live-board" });
      await page.locator('[data-connection="live"]').waitFor();
      await page.locator("[data-day]").first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

describe("the axe check", () => {
  it("reports what axe finds on the page as it is now, with the elements concerned", async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP, language: "en" });
    expectFailedRequest(page, 404, /\/no-such-page/);
    expect(await pageViolations(page, "/no-such-page", undefined, [DESKTOP], { load: true })).toEqual([]);
    // axe is loaded once per document: the next check still reads the page afresh.
    await page.evaluate(() => document.body.append(Object.assign(document.createElement("img"), { id: "no-text-alternative" })));
    expect((await axeViolations(page)).join("\n")).toMatch(/^image-alt \(critical\): .*\n\s+#no-text-alternative$/m);
  });
});

describe("language toggles", () => {
  for (const [path, viewport] of [
    ["/", PHONE],
    ["/live-board", TV],
  ] as const) {
    it(`on ${path} are named first by the code they show, then in the language they offer`, async () => {
      const { page } = await openPage(browser, { viewport, language: "es", path });
      await page.getByRole("button", { name: "EN Switch to English", exact: true }).click();
      await page.getByRole("button", { name: "ES Cambiar a español", exact: true }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
    });
  }
});

/** What has focus now, as a test can name it. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { serviceId: element?.dataset.serviceId ?? null, optionId: element?.dataset.optionId ?? null, tag: element?.tagName ?? null };
  });
}

async function tabTo(page: Page, serviceId: string): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press("Tab");
    if ((await focused(page)).serviceId === serviceId) return;
  }
  throw new Error(`the card ${serviceId} never received focus`);
}

describe("focus after a dialog", () => {
  it("returns to the card that opened it after Escape or the close button, and moves to the date step a first service opens", async () => {
    const { page, pageErrors } = await openPage(browser, { viewport: DESKTOP, language: "en", path: "/" });
    await page.locator("[data-service-id]").first().waitFor();

    // Escape in the acrylic dialog.
    await tabTo(page, "1");
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(async () => (await focused(page)).serviceId).toBe("1");

    // The close button of the "coming soon" dialog, reached backwards from its first control.
    await tabTo(page, "4");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.locator("[data-dialog-close]").focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(async () => (await focused(page)).serviceId).toBe("4");

    // A pedicure type chosen with the keyboard adds the pedicure and closes the dialog; as the first service
    // chosen it opens the date step, whose heading then takes focus, so the keyboard goes on from there.
    await tabTo(page, "2");
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor();
    await expect.poll(async () => (await focused(page)).optionId).toBe("pedicure-express");
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("h2")?.textContent?.trim())).toMatch(/Choose a date$/);
    expect(await page.locator('[data-service-id="2"]').getAttribute("aria-pressed")).toBe("true");

    expect(pageErrors).toEqual([]);
  });
});

interface TabStop {
  label: string;
  /** In the open dialog's own coordinates, its scrolling included. */
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** Position among the dialog's elements, to start the cycle at the first one. */
  order: number;
}

/** Every stop Tab visits in the open dialog, from the first in the document's order round to the last. */
async function dialogTabStops(page: Page): Promise<TabStop[]> {
  const stops: TabStop[] = [];
  for (let presses = 0; presses < 60; presses += 1) {
    const stop = await page.evaluate((): TabStop | null => {
      const element = document.activeElement as HTMLElement | null;
      const dialog = element?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
      if (!element || !dialog) return null;
      const box = element.getBoundingClientRect();
      const frame = dialog.getBoundingClientRect();
      const top = box.top - frame.top + dialog.scrollTop;
      const left = box.left - frame.left + dialog.scrollLeft;
      const label = element.getAttribute("aria-label") ?? element.textContent?.trim() ?? element.tagName;
      return { label, top, bottom: top + box.height, left, right: left + box.width, order: Array.from(dialog.querySelectorAll("*")).indexOf(element) };
    });
    if (!stop) throw new Error("focus left the dialog");
    if (stops.some((seen) => seen.order === stop.order)) break;
    stops.push(stop);
    await page.keyboard.press("Tab");
  }
  const first = stops.reduce((best, stop, index) => (stop.order < stops[best].order ? index : best), 0);
  return [...stops.slice(first), ...stops.slice(0, first)];
}

/** Pairs of stops where Tab goes against reading order: up a line, or leftwards along one. */
function outOfOrder(stops: readonly TabStop[]): string[] {
  const SLACK_PX = 2;
  const problems: string[] = [];
  for (let index = 1; index < stops.length; index += 1) {
    const [before, after] = [stops[index - 1], stops[index]];
    const sameLine = after.top < before.bottom - SLACK_PX && before.top < after.bottom - SLACK_PX;
    const forwards = sameLine ? after.left >= before.right - SLACK_PX : after.top >= before.bottom - SLACK_PX;
    if (!forwards) problems.push(`"${before.label}" then "${after.label}"`);
  }
  return problems;
}

describe("tab order in every dialog", () => {
  const BOOKING_DIALOGS = [
    ["2", "pedicure"],
    ["1", "acrylic"],
    ["3", "eyelash extensions"],
    ["cejas", "eyebrows"],
    ["6", "waxing"],
    ["4", "coming soon"],
  ] as const;

  it("follows what is seen in the booking page's dialogs at 375px and 1280px", async () => {
    // One page for both widths: each dialog is opened afresh at each width.
    const { page } = await openPage(browser, { viewport: PHONE, language: "en", path: "/" });
    const failures: string[] = [];
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const [serviceId, name] of BOOKING_DIALOGS) {
        await page.locator(`[data-service-id="${serviceId}"]`).click();
        await page.getByRole("dialog").waitFor();
        const stops = await dialogTabStops(page);
        expect(stops.length, `${name} at ${viewport.width}px`).toBeGreaterThan(1);
        failures.push(...outOfOrder(stops).map((problem) => `${name} at ${viewport.width}px: ${problem}`));
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "detached" });
      }
    }
    expect(failures).toEqual([]);
  });
});

/** A back-office dialog: its name, how to open it, and what to do once open before axe reads it. */
interface AdminDialog {
  name: string;
  open: (page: Page) => Promise<void>;
  beforeAxe?: (page: Page) => Promise<void>;
}

const ANY_DIALOG = '[role="dialog"], [role="alertdialog"]';

/** Each back-office page with a dialog, what to do on it first, and its dialogs, in four groups (one test each, well inside its time limit on a busy machine). */
const ADMIN_DIALOG_PAGES: ReadonlyArray<ReadonlyArray<{ path: string; prepare?: (page: Page) => Promise<void>; dialogs: AdminDialog[] }>> = [
  [
    {
      path: "/admin/clients",
      dialogs: [
        {
          name: "client",
          open: (page) => page.getByRole("button", { name: "Add Client" }).click(),
          beforeAxe: async (page) => {
            await page.getByRole("dialog", { name: "Add New Client" }).getByRole("button", { name: "Save" }).click();
            await page.getByText("First name is required").waitFor();
          },
        },
      ],
    },
    {
      path: "/admin/staff",
      // Axe also reads the page behind the dialog, with a member's reviews open.
      prepare: (page) => page.getByRole("button", { name: "Reviews" }).first().click(),
      dialogs: [
        {
          name: "staff member",
          open: (page) => page.getByRole("button", { name: "Add Staff Member" }).click(),
          beforeAxe: async (page) => {
            await page.getByRole("dialog", { name: "Add Staff Member" }).getByRole("button", { name: "Save" }).click();
            await page.getByText("English name is required").waitFor();
          },
        },
      ],
    },
  ],
  [
    {
      path: "/admin/service-options",
      dialogs: [
        { name: "option", open: (page) => page.getByRole("button", { name: "Add Option" }).click() },
        { name: "option deletion", open: (page) => page.getByRole("button", { name: "Delete Hands Only" }).click() },
      ],
    },
  ],
  [
    {
      path: "/admin/availability",
      dialogs: [
        { name: "working hours", open: (page) => page.getByRole("button", { name: /Editar horario/ }).first().click() },
        { name: "weekly schedule", open: (page) => page.getByRole("button", { name: /Editar semana de/ }).first().click() },
      ],
    },
  ],
  [
    { path: "/admin/users", dialogs: [{ name: "new admin", open: (page) => page.getByRole("button", { name: "New admin" }).click() }] },
    { path: "/admin", dialogs: [{ name: "database reset", open: (page) => page.getByRole("button", { name: "Reset Database" }).click() }] },
  ],
];

describe("the back office's dialogs", () => {
  for (const pages of ADMIN_DIALOG_PAGES) {
    const names = pages.flatMap((entry) => entry.dialogs.map((dialog) => dialog.name)).join(", ");
    it(`${names}: tab order follows what is seen at 375px and 1280px, and axe finds no violations`, async () => {
      // One visit per page: each dialog is opened afresh at each width, then once more for axe at 1280px.
      const { page } = await signIn(browser, E2E_SUPERADMIN);
      const { failures: axeFailures, check } = axeChecker(page);
      const tabFailures: string[] = [];
      for (const { path, prepare, dialogs } of pages) {
        await page.goto(path);
        await page.locator("h1").first().waitFor();
        await prepare?.(page);
        for (const { name, open, beforeAxe } of dialogs) {
          for (const viewport of [PHONE, DESKTOP]) {
            await page.setViewportSize(viewport);
            await open(page);
            await page.locator(ANY_DIALOG).waitFor();
            tabFailures.push(...outOfOrder(await dialogTabStops(page)).map((problem) => `${name} at ${viewport.width}px: ${problem}`));
            if (viewport === DESKTOP) {
              await beforeAxe?.(page);
              await check(`${name} dialog${beforeAxe ? " with errors" : ""}`);
            }
            await page.keyboard.press("Escape");
            await page.locator(ANY_DIALOG).waitFor({ state: "detached" });
          }
        }
      }
      expect(tabFailures).toEqual([]);
      expect(axeFailures).toEqual([]);
    });
  }
});

describe("the booking page's dialogs and later steps", () => {
  for (const language of LANGUAGES) {
    it(`have no axe violations in ${language}`, async () => {
      const { page } = await openPage(browser, { language, path: "/" });
      const { failures, check } = axeChecker(page);
      for (const [serviceId, name] of [["1", "acrylic dialog"], ["4", "coming soon dialog"]] as const) {
        await page.locator(`[data-service-id="${serviceId}"]`).click();
        await page.getByRole("dialog").waitFor();
        await check(name);
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "detached" });
      }
      await page.locator('[data-service-id="2"]').click();
      await page.getByRole("dialog").waitFor();
      await check("pedicure dialog");
      await page.locator('[data-option-id="pedicure-express"]').click();
      await page.getByRole("dialog").waitFor({ state: "detached" });
      await page.locator(`button[data-time="${(await chooseDateWithFreeSlot(page)).time}"]`).click();
      await page.locator('input[name="customerName"]').waitFor();
      await check("booking steps");
      expect(failures).toEqual([]);
    });
  }
});
