/**
 * Schedule changes that meet bookings, at 1440×900 in both languages: the week dialog keeps every button
 * and field inside it, and time off that would strand a booking lists it and gives it to a colleague, whom
 * the appointments page then shows.
 */
import type { BookingRequest } from "@shared/api";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dayOfWeek, salonDate } from "@shared/time";
import { E2E_SUPERADMIN } from "./global-setup";
import { api, expectFailedRequest, launchBrowser, signIn, unique } from "./helpers";

const VIEWPORT = { width: 1440, height: 900 };
const WEEK = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: "09:00", endTime: "18:00", breakStartTime: "13:00" }));
const LANGUAGES = ["es", "en"] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A working day far inside the front desk's window, away from the days the other files book on. */
function quietDate(offset: number): string {
  let date = addDays(salonDate(new Date()), offset);
  while (dayOfWeek(date) === 0) date = addDays(date, 1);
  return date;
}

/** A new lash-lifting manicurist working Monday to Saturday, 09:00–18:00. */
async function manicurist(page: Page, name: string): Promise<number> {
  const { id } = await api<{ id: number }>(page, "POST", "/api/admin/staff", { nameEn: name, nameEs: name, serviceIds: ["lash-lifting"] });
  await api(page, "PUT", `/api/admin/staff/${id}/schedule`, { days: WEEK });
  return id;
}

async function signedIn(language: "es" | "en"): Promise<Page> {
  const { page } = await signIn(browser, E2E_SUPERADMIN, language);
  await page.setViewportSize(VIEWPORT);
  return page;
}

async function expectInside(dialog: Locator, controls: Locator): Promise<void> {
  const frame = await dialog.boundingBox();
  expect(frame).not.toBeNull();
  const boxes = await Promise.all((await controls.all()).map((control) => control.boundingBox()));
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(frame!.x);
    expect(box!.y).toBeGreaterThanOrEqual(frame!.y);
    expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
    expect(box!.y + box!.height).toBeLessThanOrEqual(frame!.y + frame!.height);
  }
}

describe("schedule changes that meet bookings, at 1440×900", () => {
  // One signed-in page per language does both checks, since signing in and loading the back office are most of the time.
  for (const [index, language] of LANGUAGES.entries()) {
    it(`${language}: the week dialog keeps its buttons and fields inside it; time off lists the booking it would strand and gives it to the colleague chosen`, async () => {
      const page = await signedIn(language);
      expectFailedRequest(page, 409, /\/api\/admin\/staff\/\d+\/time-off/);
      const daniela = await manicurist(page, unique("Daniela "));
      const beaName = unique("Bea ");
      const bea = await manicurist(page, beaName);
      const date = quietDate(41 + index);
      const customerName = unique("Clienta Varada ");
      const booking = await api<{ id: number }>(page, "POST", "/api/admin/appointments", {
        services: [{ serviceId: "lash-lifting" }],
        appointmentDate: date,
        appointmentTime: "10:00",
        customerName,
        customerEmail: `${customerName.replace(/\s+/g, ".").toLowerCase()}@example.com`,
        customerPhone: "+1 619 555 0188",
        needsAcrylicRemoval: false,
        needsGelishRemoval: false,
        pedicureType: null,
        locale: language,
        staffId: daniela,
      } satisfies BookingRequest & { staffId: number });

      await page.goto("/admin/availability");
      const week = page.locator(`[data-staff-week="${daniela}"]`);
      await week.locator("button").first().click();
      const weekDialog = page.getByRole("dialog");
      await weekDialog.locator("input[type=time]").first().waitFor();
      expect(await weekDialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await expectInside(weekDialog, weekDialog.getByRole("button"));
      await expectInside(weekDialog, weekDialog.locator("input"));
      await page.keyboard.press("Escape");
      await weekDialog.waitFor({ state: "hidden" });

      await week.locator("input[type=date]").first().fill(date);
      await week.locator("input[type=date]").nth(1).fill(date);
      await week.locator("form button[type=submit]").click();
      const dialog = page.getByRole("dialog", { name: language === "es" ? "Citas que se quedan sin manicurista" : "Appointments left without a manicurist" });
      const listed = dialog.locator(`[data-stranded-appointment="${booking.id}"]`);
      await listed.getByText(customerName).waitFor();
      await expectInside(dialog, dialog.getByRole("button"));
      await listed.getByLabel(language === "es" ? "Manicurista" : "Manicurist", { exact: true }).selectOption(String(bea));
      await dialog.getByRole("button", { name: language === "es" ? "Guardar con estas decisiones" : "Save with these choices" }).click();
      await dialog.waitFor({ state: "hidden" });

      await page.goto("/admin/appointments");
      await page.getByLabel(language === "es" ? "Buscar cliente" : "Search client").fill(customerName);
      await page.locator(`[data-appointment-id="${booking.id}"]`).getByText(beaName).first().waitFor();
      // The files after this one on the same server count on the demo salon's lash-lifting staff.
      for (const id of [daniela, bea]) await api(page, "PUT", `/api/admin/staff/${id}`, { active: false });
    });
  }
});
