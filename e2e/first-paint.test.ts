import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicBookingResponse } from "@shared/api";
import { DEFAULT_SERVICES } from "@shared/catalogue";
import { baseUrl, bookLashLiftingOnAnyDay, expectFailedRequest, launchBrowser, openPage, PHONE, unique } from "./helpers";

// Every page these tests open fails them on a console error (a hydration mismatch among them) or a CSP
// violation (the three inline scripts must match their hashes): see launchBrowser in ./helpers.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Holds back every script file until `release()`: what shows meanwhile comes from the HTML alone. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe("booking page first paint", () => {
  it("is in the HTML itself: with JavaScript off the cards show, the first picture fetched first", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: baseUrl() });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Reserva una Cita" }).waitFor();

    const cards = page.locator("[data-service-id]");
    expect(await cards.count()).toBe(DEFAULT_SERVICES.length);
    expect(await cards.first().innerText()).toContain("Uñas Acrílicas");

    const first = page.locator('main img[fetchpriority="high"]');
    expect(await first.count()).toBe(1);
    expect(await first.getAttribute("src")).toBe(DEFAULT_SERVICES[0].backgroundImage);
    expect(await first.evaluate((image: HTMLImageElement) => image.closest("[data-service-id]")?.getAttribute("data-service-id"))).toBe(DEFAULT_SERVICES[0].id);
    await page.waitForFunction(() => (document.querySelector('main img[fetchpriority="high"]') as HTMLImageElement).naturalWidth > 0);
    const others = await page.locator("main [data-service-id] img").evaluateAll((images) => images.slice(1).map((image) => image.getAttribute("loading")));
    expect(others.length).toBeGreaterThan(0);
    expect(new Set(others)).toEqual(new Set(["lazy"]));

    // Styled from the first paint: the critical CSS is inline and the card's picture keeps its box.
    expect(await page.locator("head style").count()).toBeGreaterThan(0);
    expect((await first.boundingBox())?.height).toBe(112);
  });

  it("shows a returning English visitor English before any script runs, and hydrates it without an error", async () => {
    const { page } = await openPage(browser, { language: "en" });
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const heading = page.getByRole("heading", { level: 1 });
    await heading.waitFor();
    expect(await heading.innerText()).toBe("Book an Appointment");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("[data-service-id]").first().innerText()).toContain("Acrylic Nails");
    expect(await page.locator("main").innerText()).not.toContain("Reserva");

    // Hydrated once its effects run: the first one that reaches the network asks who is signed in.
    const hydrated = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/auth/user");
    release();
    await hydrated;
    await page.getByRole("button", { name: "Cambiar a español" }).click();
    await page.getByRole("heading", { level: 1, name: "Reserva una Cita" }).waitFor();
    expect(await page.locator("template").count()).toBe(0);
  });

  it("hydrates the Spanish page in place, then shows the salon's current catalogue", async () => {
    const { page, pageErrors } = await openPage(browser);
    // The salon renamed its first service since the build.
    await page.route("**/api/services", async (route) => {
      const services = (await (await route.fetch()).json()) as Array<{ id: string; nameEs: string }>;
      const renamed = services.map((service) => (service.id === DEFAULT_SERVICES[0].id ? { ...service, nameEs: "Uñas Acrílicas de Temporada" } : service));
      await route.fulfill({ json: renamed });
    });
    await page.goto("/");
    const firstCard = await page.locator("[data-service-id]").first().elementHandle();
    await page.locator("[data-service-id]").first().getByText("Uñas Acrílicas de Temporada").waitFor();
    // The app's whole stylesheet is inline from the first paint: no stylesheet arrives later to restyle the page.
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    await page.locator('[data-service-id="lash-lifting"]').click();
    await page.locator('[data-service-id="lash-lifting"][aria-pressed="true"]').waitFor();
    // A hydrated page adopts the server's elements; a page drawn anew would have replaced them.
    expect(await firstCard?.evaluate((card) => card.isConnected)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});

describe("booking page start", () => {
  it("requests the app's scripts only once the page is parsed and drawn", async () => {
    const { page } = await openPage(browser);
    const hydrated = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/auth/user");
    await page.goto("/");
    await hydrated;
    const timing = await page.evaluate(() => ({
      parsed: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
      entryScriptRequested: performance
        .getEntriesByType("resource")
        .find((entry) => /\/assets\/index-[^/]+\.js$/.test(new URL(entry.name).pathname))?.startTime,
    }));
    // A module script in the HTML would be requested while the parser reads it, before the page is drawn.
    expect(timing.parsed).toBeGreaterThan(0);
    expect(timing.entryScriptRequested).toBeGreaterThan(timing.parsed);
    // The start script has inserted the scripts it held and removed their template.
    expect(await page.locator("template").count()).toBe(0);
    expect(await page.locator('head script[type="module"]').count()).toBe(1);
  });

  it("keeps a tap on a card made before the app listens, and handles it once the app has started", async () => {
    const { page } = await openPage(browser, { viewport: PHONE, touch: true });
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const card = page.locator('[data-service-id="lash-lifting"]');
    await card.tap();
    // Nothing can answer yet: the page is the HTML alone.
    expect(await card.getAttribute("aria-pressed")).toBe("false");
    release();
    await page.locator('[data-service-id="lash-lifting"][aria-pressed="true"]').waitFor();
    // Handled once: a second handling would have unselected it again by the next frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await card.getAttribute("aria-pressed")).toBe("true");
  });
});

describe("confirmation page first paint", () => {
  /** A real booking's confirmation page address, booked through the API as the booking page books. */
  async function bookedConfirmationPath(firstName: string): Promise<string> {
    const { context, page } = await openPage(browser);
    try {
      const booking = (await bookLashLiftingOnAnyDay(page, `${firstName} ${unique("Primera")}`, "(619) 555-0179")) as PublicBookingResponse;
      return `/booking/confirmed/${booking.manageToken}`;
    } finally {
      await context.close();
    }
  }

  /**
   * The page's Largest Contentful Paint so far, and its first paint: the same time when nothing painted
   * after the first paint (the booking's sections among them) is larger than what the HTML drew.
   */
  function largestPaint(page: Page): Promise<{ lcp: number; fcp: number; element: string | undefined }> {
    return page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            const largest = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
            const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
            resolve({ lcp: largest.startTime, fcp, element: largest.element?.tagName });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
  }

  it("is in the HTML itself: with JavaScript off a booking's confirmation page shows its card and heading", async () => {
    const path = await bookedConfirmationPath("Paloma");
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: baseUrl() });
    try {
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.getByRole("heading", { level: 1, name: "¡Listo, tu cita está reservada!" }).waitFor();
      expect(await page.locator("main").innerText()).toContain("Una de nuestras manicuristas la confirmará pronto.");
      // The shell, not the booking: that needs the app and the API.
      expect(await page.getByTestId("booking-confirmed").count()).toBe(0);
      expect(await page.locator("main").innerText()).not.toContain("Paloma");
      expect(await page.locator('main [role="status"]').count()).toBe(1);
      expect(await page.locator("head style").count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it("shows a returning English visitor the English heading before any script, then the booking without moving it", async () => {
    const path = await bookedConfirmationPath("Rosa");
    const { page, pageErrors } = await openPage(browser, { language: "en" });
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    const heading = page.getByRole("heading", { level: 1 });
    await heading.waitFor();
    expect(await heading.innerText()).toBe("You're booked!");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("main").innerText()).not.toContain("Listo");
    const note = page.getByText("One of our manicurists will confirm it soon.");
    const before = { heading: await heading.boundingBox(), note: await note.boundingBox() };
    const prerenderedHeading = await heading.elementHandle();

    release();
    await page.getByTestId("booking-confirmed").waitFor();
    expect(await page.getByTestId("booking-confirmed").innerText()).toContain("Thank you, Rosa.");
    expect(await page.getByTestId("confirmed-total").innerText()).toBe("$550.00");
    // The booking came into the room kept for it: the heading and the note did not move, and the heading
    // is still the element the HTML brought (hydrated, not drawn anew).
    expect({ heading: await heading.boundingBox(), note: await note.boundingBox() }).toEqual(before);
    expect(await prerenderedHeading?.evaluate((element) => element.isConnected)).toBe(true);
    expect(await page.locator("template").count()).toBe(0);
    // Nothing that came with the booking outgrew the first paint (here the note under the short heading).
    const { lcp, fcp } = await largestPaint(page);
    expect(lcp).toBe(fcp);
    expect(pageErrors).toEqual([]);
  });

  it("hydrates the Spanish shell in place and shows the booking, its heading staying the largest paint", async () => {
    const path = await bookedConfirmationPath("Lucía");
    const { page, pageErrors } = await openPage(browser);
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    const prerenderedHeading = await page.getByRole("heading", { level: 1, name: "¡Listo, tu cita está reservada!" }).elementHandle();
    release();
    await page.getByTestId("booking-confirmed").getByText("Gracias, Lucía.").waitFor();
    expect(await prerenderedHeading?.evaluate((element) => element.isConnected)).toBe(true);
    expect(await page.getByTestId("booking-confirmed").innerText()).toContain("Lifting de Pestañas");
    // The heading in the HTML stays the largest thing painted: the page's LCP is its first paint.
    const { lcp, fcp, element } = await largestPaint(page);
    expect(element).toBe("H1");
    expect(lcp).toBe(fcp);
    expect(pageErrors).toEqual([]);
  });
});

describe("unknown paths", () => {
  it("answer 404 with the app's not-found page", async () => {
    const { page } = await openPage(browser, { language: "en" });
    for (const path of ["/no-such-page", "/admin/not-a-page"]) {
      // Chromium logs the page's own 404 status as a console error: expected here, and nothing else.
      expectFailedRequest(page, 404, new RegExp(path));
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await page.getByRole("heading", { level: 1, name: "404 Page Not Found" }).waitFor();
    }
  });
});
