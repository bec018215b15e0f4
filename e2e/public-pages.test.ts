import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afterPaints, baseUrl, DESKTOP, expectFailedRequest, launchBrowser, openPage, PHONE, toastWith } from "./helpers";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).first();

/** Every public screen with its level-1 heading in each language. */
const PUBLIC_ROUTES: Array<{ path: string; es: string; en: string }> = [
  { path: "/", es: "Reserva una Cita", en: "Book an Appointment" },
  { path: "/booking", es: "Reserva una Cita", en: "Book an Appointment" },
  { path: "/appointments", es: "Mis Citas", en: "My Appointments" },
  { path: "/reviews", es: "Reseñas", en: "Reviews" },
  { path: "/qr", es: "Código QR", en: "QR Code" },
  { path: "/location", es: "Ubicación", en: "Location" },
  { path: "/admin/login", es: "Acceso de administrador", en: "Admin Login" },
  { path: "/no-such-page", es: "404 Page Not Found", en: "404 Page Not Found" },
];

describe("public pages", () => {
  it("keeps the chosen language across reloads", async () => {
    const { page } = await openPage(browser, { path: "/" });
    expect(await heading(page).innerText()).toBe("Reserva una Cita");
    expect(await page.locator("html").getAttribute("lang")).toBe("es");

    await page.getByRole("button", { name: "Switch to English" }).click();
    await page.getByRole("heading", { level: 1, name: "Book an Appointment" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");

    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Book an Appointment" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");

    await page.getByRole("button", { name: "Cambiar a español" }).click();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Reserva una Cita" }).waitFor();

    await page.evaluate(() => localStorage.setItem("language", "fr"));
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Reserva una Cita" }).waitFor();
  });

  it("does not shift its layout when the booking page's data arrives late", async () => {
    const { page } = await openPage(browser);
    // A slow phone network: every answer of the API is held until the page has painted its frame.
    let releaseApi: () => void = () => undefined;
    const apiReleased = new Promise<void>((resolve) => (releaseApi = resolve));
    await page.route("**/api/**", async (route) => {
      await apiReleased;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    await page.locator("h1").first().waitFor();
    await afterPaints(page);
    releaseApi();
    await page.locator("main ul li button").first().waitFor();
    await page.waitForLoadState("networkidle");
    await afterPaints(page);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    // Google's threshold for a good cumulative layout shift.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1);
  });

  it("renders every public route in both languages", async () => {
    for (const language of ["es", "en"] as const) {
      const { page, pageErrors } = await openPage(browser, { language });
      // An unknown path is answered 404 (with the app, which shows its not-found page).
      expectFailedRequest(page, 404, /\/no-such-page/);
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route.path);
        await page.getByRole("heading", { level: 1, name: route[language], exact: true }).waitFor();
      }
      expect(pageErrors).toEqual([]);
    }
  });

  it("shows the exact not-found texts", async () => {
    const { page } = await openPage(browser, { path: "/admin/not-a-page" });
    expectFailedRequest(page, 404, /\/admin\/not-a-page/);
    await page.getByRole("heading", { level: 1, name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText("Did you forget to add the page to the router?").isVisible()).toBe(true);
  });

  it("renders the live board without the site frame and the emailed-link pages inside it", async () => {
    const { page } = await openPage(browser, { language: "en", path: "/live-board" });
    await page.getByRole("heading", { level: 1, name: /Live board/i }).waitFor();
    expect(await page.getByRole("link", { name: "Admin login", exact: true }).count()).toBe(0);
    expect(await page.locator("footer").count()).toBe(0);

    await page.goto("/staff-confirm");
    await page.getByText("Invalid Token").first().waitFor();
    expectFailedRequest(page, 404, /\/api\/review\/some-token/);
    await page.goto("/review/some-token");
    await page.getByText("This review link is invalid or has expired.").waitFor();
    expect(await page.locator("footer").count()).toBe(1);
  });

  it("shows the frame: icon links, admin-login link on wide screens, footer links", async () => {
    const { page } = await openPage(browser, { language: "en", viewport: DESKTOP, path: "/" });
    for (const [name, href] of [
      ["Reviews", "/reviews"],
      ["Location", "/location"],
      ["QR code", "/qr"],
      ["Admin login", "/admin/login"],
    ]) {
      expect(await page.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
    }
    const footer = page.locator("footer");
    expect(await footer.getByRole("link", { name: "hola@cita.salon" }).getAttribute("href")).toBe("mailto:hola@cita.salon");
    expect(await footer.getByRole("link", { name: "+1 (619) 555-0142" }).getAttribute("href")).toBe("tel:+16195550142");
    expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()}`);

    await page.setViewportSize(PHONE);
    expect(await page.getByRole("link", { name: "Admin login", exact: true }).isVisible()).toBe(false);
  });

  it("writes the salon's hours the way each language reads a clock", async () => {
    for (const [language, hours] of [
      ["es", "9:00 a.m. – 8:30 p.m."],
      ["en", "9:00 AM – 8:30 PM"],
    ] as const) {
      const { page } = await openPage(browser, { language, path: "/location" });
      const opening = page.locator("dd").first();
      await opening.waitFor();
      expect((await opening.innerText()).replace(/\s/g, " ")).toBe(hours);
    }
  });

  it("guards the admin area and reports a failed login", async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP, path: "/admin/appointments" });
    // The wrong password, and the admin calls of a visitor who only claims to be signed in, are refused.
    expectFailedRequest(page, 401, /\/api\/admin\/[\w/-]+/);
    await page.waitForURL("**/admin/login");
    await page.getByLabel("Usuario").fill("nobody");
    await page.getByLabel("Contraseña").fill("wrong-password");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await page.getByRole("alert").filter({ hasText: "Credenciales incorrectas" }).waitFor();

    // A visitor who only claims to be signed in (an expired session looks the same) is sent to sign in.
    await page.evaluate(() => sessionStorage.setItem("isAdminLoggedIn", "true"));
    await page.goto("/admin/staff");
    await page.waitForURL("**/admin/staff");
    await page.waitForURL("**/admin/login");
    // The sign-in page may still be loading as the URL changes: read the flag once its form is there.
    await page.getByLabel("Usuario").waitFor();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("isAdminLoggedIn"))).toBeNull();
  });

  it("accepts a review and explains a missing field", async () => {
    const { page } = await openPage(browser, { language: "en", path: "/reviews" });
    await page.getByRole("heading", { level: 1, name: "Reviews" }).waitFor();
    expect(await page.locator("main li").count()).toBe(12);
    await page.getByRole("button", { name: "Submit Review" }).click();
    await toastWith(page, "Please fill in all fields");

    await page.getByLabel("Your name").fill("Rebeca Salinas");
    await page.getByRole("radio", { name: "4 stars" }).click();
    await page.getByLabel("Comment").fill("Quick, friendly and spotless.");
    await page.getByRole("button", { name: "Submit Review" }).click();
    expect(await toastWith(page, "Your review has been submitted successfully.")).toContain("Thank you!");
    expect(await page.getByLabel("Your name").inputValue()).toBe("");
  });

  it("closes a toast by itself after 5 seconds, and at once when swiped right", async () => {
    const { page } = await openPage(browser, { language: "en", viewport: DESKTOP, path: "/reviews" });
    const submit = page.getByRole("button", { name: "Submit Review" });
    const openToast = page.locator('[data-testid="toast"][data-state="open"]');

    await submit.click();
    await toastWith(page, "Please fill in all fields");
    const box = (await openToast.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await openToast.waitFor({ state: "detached", timeout: 2_000 });

    await submit.click();
    const shownAt = Date.now();
    await toastWith(page, "Please fill in all fields");
    await page.mouse.move(0, 0);
    await openToast.waitFor({ state: "detached", timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4_500);
  });

  it("draws a QR code of the site with a PNG download, and offers Share only where the device can share", async () => {
    const { context, page, pageErrors } = await openPage(browser, { language: "es" });
    await context.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
    });
    await page.goto("/qr");
    const image = page.getByTestId("qr-image");
    await image.waitFor();
    expect(await image.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(300);
    expect(await page.getByRole("link", { name: "Descargar PNG" }).getAttribute("download")).toBe("cita-qr.png");
    expect(await page.getByRole("button", { name: "Compartir" }).count()).toBe(0);

    // Init scripts run in order on the next load: the second gives the device a share sheet that records its calls.
    await context.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.defineProperty(window, "sharedForTest", { value: shared });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => void shared.push(data),
      });
    });
    await page.reload();
    await page.getByRole("button", { name: "Compartir" }).click();
    const shared = await page.evaluate(() => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest);
    expect(shared).toEqual([
      {
        title: "Cita Nail & Beauty Studio",
        text: "¡Reserva tu cita en Cita Nail & Beauty Studio! Uñas, pedicura, pestañas y cejas en minutos:",
        url: new URL(baseUrl()).origin,
      },
    ]);
    expect(pageErrors).toEqual([]);
  });

  it("links the location to two map services and embeds a map, in both languages", async () => {
    const { page, pageErrors } = await openPage(browser, { path: "/location" });
    for (const text of [
      { googleMaps: "Abrir en Google Maps", waze: "Abrir en Waze", map: "Mapa de Cita Nail & Beauty Studio en San Ysidro", toggle: "Switch to English" },
      { googleMaps: "Open in Google Maps", waze: "Open in Waze", map: "Map of Cita Nail & Beauty Studio in San Ysidro", toggle: null },
    ]) {
      const googleMaps = page.getByRole("link", { name: text.googleMaps });
      await googleMaps.waitFor();
      expect(await googleMaps.getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*San%20Ysidro/);
      const waze = page.getByRole("link", { name: text.waze });
      expect(await waze.getAttribute("href")).toMatch(/^https:\/\/waze\.com\/ul\?q=.*San%20Ysidro.*&navigate=yes$/);
      for (const link of [googleMaps, waze]) {
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await link.getAttribute("rel")).toContain("noopener");
      }
      const map = page.locator(`iframe[title="${text.map}"]`);
      expect(await map.getAttribute("src")).toMatch(/^https:\/\/www\.google\.com\/maps\?q=.*&output=embed$/);
      expect(await map.isVisible()).toBe(true);
      if (text.toggle) await page.getByRole("button", { name: text.toggle }).click();
    }
    expect(await page.locator("main address").innerText()).toContain("245 W San Ysidro Blvd, Suite B");
    expect(pageErrors).toEqual([]);
  });
});
