import { request as playwrightRequest, type APIRequestContext, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingRequest } from "@shared/api";
import { E2E_SUPERADMIN } from "./global-setup";
import {
  baseUrl,
  chooseDateWithFreeSlot,
  DESKTOP,
  expectFailedRequest,
  fillContact,
  launchBrowser,
  openPage,
  PHONE,
  slotButton,
  toastWith,
  unique,
} from "./helpers";

const CONTACT_LABELS = { name: "Full name", email: "Email", phone: "Phone" };
const CUSTOMER = { name: "Renata Ocupada", email: "renata.ocupada@example.com", phone: "6195550161" };

let browser: Browser;
let admin: APIRequestContext;
let lashArtist: number;

beforeAll(async () => {
  browser = await launchBrowser();
  // Every browser file books lash liftings on the shared server's few bookable days, and late in the
  // salon's day today has none left: a lash artist of this file's own, working long days, keeps a time free.
  admin = await playwrightRequest.newContext({ baseURL: baseUrl() });
  expect((await admin.post("/api/admin/login", { data: E2E_SUPERADMIN })).ok()).toBe(true);
  const name = unique("Pestañas ");
  const created = await admin.post("/api/admin/staff", { data: { nameEn: name, nameEs: name, email: `${unique("lashes.")}@example.com`, serviceIds: ["lash-lifting"] } });
  expect(created.ok(), await created.text()).toBe(true);
  lashArtist = ((await created.json()) as { id: number }).id;
  const week = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: "09:00", endTime: "21:00", breakStartTime: null }));
  expect((await admin.put(`/api/admin/staff/${lashArtist}/schedule`, { data: { days: week } })).ok()).toBe(true);
});

afterAll(async () => {
  await admin?.put(`/api/admin/staff/${lashArtist}`, { data: { active: false } });
  await admin?.dispose();
  await browser?.close();
});

describe("a time taken while the customer was filling the form", () => {
  it("leaves the form at once with the rest of the answers kept, and the grid shows it taken", async () => {
    const { page, pageErrors } = await openPage(browser, { viewport: DESKTOP, language: "en", path: "/" });
    await page.locator('[data-service-id="lash-lifting"]').click();
    const { date, time } = await chooseDateWithFreeSlot(page);
    const slot = slotButton(page, time);
    await slot.click();
    await fillContact(page, CONTACT_LABELS, CUSTOMER);

    // Another customer takes the time. Other files may have added manicurists who do lash lifting on this
    // server, so bookings go in until the server refuses one: then no manicurist is free at that time.
    let taken = 0;
    for (let other = 0; other < 10; other += 1) {
      const answer = await page.request.post("/api/appointments/public", {
        data: {
          services: [{ serviceId: "lash-lifting" }],
          appointmentDate: date,
          appointmentTime: time,
          customerName: `Otra Clienta ${other}`,
          customerEmail: `otra.clienta.${other}@example.com`,
          customerPhone: `619555017${other}`,
          locale: "en",
        } satisfies BookingRequest,
      });
      if (answer.status() === 409) break;
      expect(answer.status()).toBe(201);
      taken += 1;
    }
    expect(taken).toBeGreaterThan(0);

    expectFailedRequest(page, 409, /\/api\/appointments\/public/);
    const gridAskedAgain = page.waitForResponse(
      (response) => response.request().method() === "GET" && new URL(response.url()).pathname === `/api/appointments/availability/${date}`,
    );
    await page.getByRole("button", { name: "Confirm Appointment" }).click();
    expect(await toastWith(page, "no longer available")).toContain("This time is no longer available");

    // At once: no time chosen, no confirm button, focus on the times to choose another.
    expect(await slot.getAttribute("aria-pressed")).toBe("false");
    expect(await page.getByRole("button", { name: "Confirm Appointment" }).count()).toBe(0);
    expect(await page.getByLabel(CONTACT_LABELS.name, { exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Choose a time");

    // The grid is asked for again straight away (not at its next 10-second refresh) and shows the time taken.
    await gridAskedAgain;
    await page.locator(`button[data-time="${time}"][data-available="false"]`).waitFor();

    // Everything else the customer said is still there.
    expect(await page.locator('[data-service-id="lash-lifting"]').getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator(`[data-day="${date}"][data-selected="true"]`).count()).toBe(1);
    const other = page.locator('button[data-time][data-available="true"]').first();
    if ((await other.count()) > 0) {
      await other.click();
      expect(await page.getByLabel(CONTACT_LABELS.name, { exact: true }).inputValue()).toBe(CUSTOMER.name);
      expect(await page.getByLabel(CONTACT_LABELS.email, { exact: true }).inputValue()).toBe(CUSTOMER.email);
      expect(await page.getByLabel(CONTACT_LABELS.phone, { exact: true }).inputValue()).toBe(CUSTOMER.phone);
    }
    expect(pageErrors).toEqual([]);
  });
});

describe("the cards' hint", () => {
  const HINTS = {
    es: { touch: "Toca para configurar", mouse: "Haz clic para configurar" },
    en: { touch: "Tap to configure", mouse: "Click to configure" },
  } as const;

  for (const language of ["es", "en"] as const) {
    it(`says "tap" on a touch screen and "click" under a mouse, in ${language}`, async () => {
      for (const [device, options] of [
        ["touch", { viewport: PHONE, touch: true }],
        ["mouse", { viewport: DESKTOP, touch: false }],
      ] as const) {
        const { page } = await openPage(browser, { ...options, language, path: "/" });
        expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(device === "touch");
        // The pedicure card opens its dialog first, so it carries the hint.
        const card = page.locator('[data-service-id="2"]');
        await card.waitFor();
        const text = await card.innerText();
        expect(text).toContain(HINTS[language][device]);
        expect(text).not.toContain(HINTS[language][device === "touch" ? "mouse" : "touch"]);
      }
    });
  }
});
