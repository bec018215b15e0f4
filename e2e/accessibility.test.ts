/**
 * Accessibility across the app: axe (WCAG 2.1 A and AA, and best practices) on every page in both
 * languages, toggles named by the text they show, dialogs that give focus back to what opened them,
 * and a tab order inside every dialog that follows the order its controls are seen in.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PAGE_PATHS } from "@shared/client-routes";
import { axeChecker, axeViolations, chooseDateWithFreeSlot, DESKTOP, expectFailedRequest, launchBrowser, openPage, PHONE, signIn } from "./helpers";
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

/**
 * Visits `path`, waits for its heading and for `loaded` (what shows its data has arrived: a selector, or
 * "network" for no request in flight), then runs axe.
 */
async function pageViolations(page: Page, path: string, loaded?: string): Promise<string[]> {
  await page.goto(path);
  await page.locator("h1").first().waitFor();
  if (loaded === "network") await page.waitForLoadState("networkidle");
  else if (loaded) await page.locator(loaded).first().waitFor();
  return (await axeViolations(page)).map((violation) => `${path} at ${page.viewportSize()?.width}px: ${violation}`);
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
      const { page } = await openPage(browser, { language });
      expectFailedRequest(page, 404, /\/no-such-page/);
      const failures: string[] = [];
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        for (const [path, loaded] of CUSTOMER_PAGES) failures.push(...(await pageViolations(page, path, loaded)));
      }
      expect(failures).toEqual([]);
    });

    for (const paths of ADMIN_QUARTERS) {
      it(`back-office pages ${paths.join(", ")}, on a desktop and a phone, in ${language}`, async () => {
        const { page } = await signIn(browser, E2E_SUPERADMIN, language);
        const failures: string[] = [];
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          for (const path of paths) failures.push(...(await pageViolations(page, path, "network")));
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
    expect(await pageViolations(page, "/no-such-page")).toEqual([]);
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
  it("returns to the card that opened it, whether an option was chosen, Escape pressed or the close button used", async () => {
    const { page, pageErrors } = await openPage(browser, { viewport: DESKTOP, language: "en", path: "/" });
    await page.locator("[data-service-id]").first().waitFor();

    // A pedicure type chosen with the keyboard adds the pedicure and closes the dialog.
    await tabTo(page, "2");
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor();
    await expect.poll(async () => (await focused(page)).optionId).toBe("pedicure-express");
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(async () => (await focused(page)).serviceId).toBe("2");
    expect(await page.locator('[data-service-id="2"]').getAttribute("aria-pressed")).toBe("true");

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

  for (const viewport of [PHONE, DESKTOP]) {
    it(`follows what is seen in the booking page's dialogs at ${viewport.width}px`, async () => {
      const { page } = await openPage(browser, { viewport, language: "en", path: "/" });
      const failures: string[] = [];
      for (const [serviceId, name] of BOOKING_DIALOGS) {
        await page.locator(`[data-service-id="${serviceId}"]`).click();
        await page.getByRole("dialog").waitFor();
        const stops = await dialogTabStops(page);
        expect(stops.length, name).toBeGreaterThan(1);
        failures.push(...outOfOrder(stops).map((problem) => `${name}: ${problem}`));
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "detached" });
      }
      expect(failures).toEqual([]);
    });

    it(`follows what is seen in the back office's dialogs at ${viewport.width}px`, async () => {
      const { page } = await signIn(browser, E2E_SUPERADMIN);
      await page.setViewportSize(viewport);
      const failures: string[] = [];
      const dialogs: Array<[name: string, path: string, open: () => Promise<void>]> = [
        ["client", "/admin/clients", () => page.getByRole("button", { name: "Add Client" }).click()],
        ["staff member", "/admin/staff", () => page.getByRole("button", { name: "Add Staff Member" }).click()],
        ["option", "/admin/service-options", () => page.getByRole("button", { name: "Add Option" }).click()],
        ["option deletion", "/admin/service-options", () => page.getByRole("button", { name: "Delete Hands Only" }).click()],
        ["working hours", "/admin/availability", () => page.getByRole("button", { name: /Editar horario/ }).first().click()],
        ["weekly schedule", "/admin/availability", () => page.getByRole("button", { name: /Editar semana de/ }).first().click()],
        ["new admin", "/admin/users", () => page.getByRole("button", { name: "New admin" }).click()],
        ["database reset", "/admin", () => page.getByRole("button", { name: "Reset Database" }).click()],
      ];
      for (const [name, path, open] of dialogs) {
        await page.goto(path);
        await page.locator("h1").first().waitFor();
        await open();
        await page.locator('[role="dialog"], [role="alertdialog"]').waitFor();
        failures.push(...outOfOrder(await dialogTabStops(page)).map((problem) => `${name}: ${problem}`));
        await page.keyboard.press("Escape");
        await page.locator('[role="dialog"], [role="alertdialog"]').waitFor({ state: "detached" });
      }
      expect(failures).toEqual([]);
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

describe("back-office dialogs", () => {
  it("finds no axe violations in the client, working-hours, weekly schedule, new admin and reset dialogs", async () => {
    const { page } = await signIn(browser, E2E_SUPERADMIN);
    const { failures, check } = axeChecker(page);
    await page.goto("/admin/clients");
    await page.getByRole("button", { name: "Add Client" }).click();
    await page.getByRole("dialog", { name: "Add New Client" }).getByRole("button", { name: "Save" }).click();
    await page.getByText("First name is required").waitFor();
    await check("client dialog with errors");
    await page.keyboard.press("Escape");
    await page.goto("/admin/availability");
    await page.getByRole("button", { name: /Editar horario/ }).first().click();
    await page.getByRole("dialog").waitFor();
    await check("working-hours dialog");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /Editar semana de/ }).first().click();
    await page.getByRole("dialog").waitFor();
    await check("weekly schedule dialog");
    await page.keyboard.press("Escape");
    await page.goto("/admin/users");
    await page.getByRole("button", { name: "New admin" }).click();
    await page.getByRole("dialog").waitFor();
    await check("new admin dialog");
    await page.keyboard.press("Escape");
    await page.goto("/admin");
    await page.getByRole("button", { name: "Reset Database" }).click();
    await page.getByRole("alertdialog").waitFor();
    await check("reset dialog");
    expect(failures).toEqual([]);
  }, 120_000);

  it("finds no axe violations in the staff and option dialogs", async () => {
    const { page } = await signIn(browser, E2E_SUPERADMIN);
    const { failures, check } = axeChecker(page);
    await page.goto("/admin/staff");
    await page.getByRole("button", { name: "Reviews" }).first().click();
    await page.getByRole("button", { name: "Add Staff Member" }).click();
    await page.getByRole("dialog", { name: "Add Staff Member" }).getByRole("button", { name: "Save" }).click();
    await page.getByText("English name is required").waitFor();
    await check("staff dialog with errors");
    await page.keyboard.press("Escape");
    await page.goto("/admin/service-options");
    await page.getByRole("button", { name: "Add Option" }).click();
    await page.getByRole("dialog", { name: "Add Option" }).waitFor();
    await check("option dialog");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Delete Hands Only" }).click();
    await page.getByRole("alertdialog").waitFor();
    await check("option delete dialog");
    expect(failures).toEqual([]);
  });
});
