/**
 * The customer's self-service pages, opened as a customer opens them: from the link in an email. Each
 * test books through the API, takes the link from the email the server wrote, and checks what the page
 * says in the booking's language (not the device's), and that a change made there holds after a reload.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableDates } from "@shared/time";
import { book, GEL_POLISH, LASHES_THEN_PEDICURE } from "./api-booking";
import { axeViolations, emailedLink, launchBrowser, MANAGE_LINK, openPage, readmeScreenshot, unique } from "./helpers";

const PHONE_390 = { width: 390, height: 844 } as const;
const MY_APPOINTMENTS_LINK = /https?:\/\/\S+\/my-appointments\/[\w-]+/;

let browser: Browser;

/**
 * The latest bookable days first, as the other files book: a time today could fall inside the cut-off,
 * where the page rightly offers only the phone.
 */
const laterDaysFirst = () => bookableDates(new Date()).reverse();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the page shows of an element, every kind of space (Intl's narrow no-break space before "PM") as one. */
async function seen(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).first().innerText()).replace(/\s+/g, " ").trim();
}

/** "15:30" as an English reader sees it: "3:30 PM". */
function englishTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${hours >= 12 ? "PM" : "AM"}`;
}

/** The value beside `label` in the appointment's details. */
function detail(page: Page, label: string) {
  return page.locator("main dl dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

/** The page has no sideways scrolling at its width: everything fits the phone's screen. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe("manage link", () => {
  it("opens a Spanish booking in Spanish on an English device, and cancels it through the dialog", async () => {
    const customerName = unique("Lucia Cancela ");
    const setup = await openPage(browser, { path: "/" });
    await book(GEL_POLISH, setup.page.request, customerName, { locale: "es", dates: laterDaysFirst() });
    const link = await emailedLink("booking_received", customerName, MANAGE_LINK);

    const { page, pageErrors } = await openPage(browser, { viewport: PHONE_390, language: "en", path: new URL(link).pathname });
    await page.getByRole("heading", { level: 1, name: "Tu cita" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    await page.getByText(`Hola, ${customerName.split(" ")[0]}. Estos son los detalles de tu cita.`).waitFor();
    expect(await detail(page, "Fecha").innerText()).toMatch(/^[a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4}$/);
    expect((await detail(page, "Hora").innerText()).replace(/\s+/g, " ")).toMatch(/^\d{1,2}:\d{2} [ap]\. ?m\.$/);
    const services = await seen(page, "main table");
    expect(services).toContain("Gelish $210.00");
    expect(services).toContain("Total $210.00");
    expect(await seen(page, "main address")).toContain("245 W San Ysidro Blvd, Suite B");
    const salon = page.getByRole("region", { name: "El salón" });
    expect(await salon.getByRole("link", { name: "+1 (619) 555-0142" }).getAttribute("href")).toBe("tel:+16195550142");
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const cancel = page.getByRole("button", { name: "Cancelar cita" });
    await cancel.click();
    const dialog = page.getByRole("alertdialog", { name: "¿Cancelar tu cita?" });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Focus starts on the harmless answer, and "No" gives it back to the button that asked.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("No, conservarla");
    await dialog.getByRole("button", { name: "No, conservarla" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancelar cita");

    await cancel.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sí, cancelar" }).click();
    const cancelled = page.getByRole("heading", { level: 2, name: "Cita cancelada" });
    await cancelled.waitFor();
    // The button that opened the dialog is gone: focus goes to what the cancellation produced.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cita cancelada");
    expect(await seen(page, '[data-testid="appointment-status"]')).toBe("Cancelada");
    expect(await page.getByRole("link", { name: "Reservar otra cita" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("button", { name: "Cambiar fecha u hora" }).count()).toBe(0);

    await page.reload();
    await cancelled.waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("opens an English booking in English on a 390px phone and reschedules it to another time", async () => {
    const customerName = unique("Grace Moves ");
    const setup = await openPage(browser, { path: "/" });
    const booking = await book(GEL_POLISH, setup.page.request, customerName, { locale: "en", dates: laterDaysFirst() });
    const link = await emailedLink("booking_received", customerName, MANAGE_LINK);

    // A device that never chose a language shows the site in Spanish; the link opens in the booking's English.
    const { page, pageErrors } = await openPage(browser, { viewport: PHONE_390, touch: true, path: new URL(link).pathname });
    await page.getByRole("heading", { level: 1, name: "Your appointment" }).waitFor();
    expect(await detail(page, "Time").innerText().then((text) => text.replace(/\s+/g, " "))).toBe(englishTime(booking.appointmentTime));
    expect(await seen(page, "main table")).toContain("Gel Polish $210.00");

    const reschedule = page.getByRole("button", { name: "Reschedule" });
    await reschedule.click();
    // Keeping the time closes the panel and gives focus back to the button that opened it.
    await page.getByRole("button", { name: "Keep my time" }).click();
    expect(await reschedule.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Reschedule");
    await page.keyboard.press("Enter");
    expect(await reschedule.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("heading", { level: 2, name: "Choose another date and time" }).waitFor();
    // The appointment's own time is shown on its date, never offered.
    const own = page.locator(`[data-day="${booking.appointmentDate}"][data-selected="true"]`);
    await own.waitFor();
    await page.locator("button[data-time]").first().waitFor();
    expect(await page.locator(`button[data-time="${booking.appointmentTime}"]`).getAttribute("aria-label")).toBe(
      `${englishTime(booking.appointmentTime)}, your current time`,
    );
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Other test files book on this server meanwhile: the latest free time is the least likely to be taken,
    // on the appointment's own date or, when that day is full, another.
    const free = page.locator('button[data-time][data-available="true"]');
    const days = await page.locator("[data-day]").evaluateAll((items) => items.map((item) => item.getAttribute("data-day") ?? ""));
    for (const day of [booking.appointmentDate, ...days.filter((other) => other !== booking.appointmentDate)]) {
      await page.locator(`[data-day="${day}"] button`).click();
      await page.locator(`[data-day="${day}"][data-selected="true"]`).waitFor();
      await page.locator("button[data-time]").first().waitFor();
      if ((await free.count()) > 0) break;
    }
    const target = free.last();
    const newTime = (await target.getAttribute("data-time")) ?? "";
    expect(newTime).not.toBe(booking.appointmentTime);
    await target.click();
    expect(await target.getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("heading", { level: 2, name: "Choose another date and time" }).evaluate((heading) => heading.scrollIntoView({ block: "start" }));
    await readmeScreenshot(page, "manage-reschedule-phone.png");
    await page.getByRole("button", { name: "Move my appointment" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Move your appointment?" });
    await dialog.waitFor();
    expect((await dialog.innerText()).replace(/\s+/g, " ")).toContain(englishTime(newTime));
    await dialog.getByRole("button", { name: "Yes, move it" }).click();

    const done = page.getByRole("status").filter({ hasText: "Done: your appointment is now on" });
    await done.waitFor();
    expect((await done.innerText()).replace(/\s+/g, " ")).toContain(`at ${englishTime(newTime)}`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("status");
    expect((await detail(page, "Time").innerText()).replace(/\s+/g, " ")).toBe(englishTime(newTime));
    expect(await fitsWidth(page)).toBe(true);

    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Your appointment" }).waitFor();
    expect((await detail(page, "Time").innerText()).replace(/\s+/g, " ")).toBe(englishTime(newTime));
    expect(pageErrors).toEqual([]);
  });
});

describe("manage link of a visit of several manicurists", () => {
  it("shows the visit once in English with each part's time, services and manicurist, as does the booking's confirmation", async () => {
    const customerName = unique("Nora Parts ");
    const setup = await openPage(browser, { path: "/" });
    const booking = await book(LASHES_THEN_PEDICURE, setup.page.request, customerName, { locale: "en", dates: laterDaysFirst() });
    expect(booking.segments).toHaveLength(2);
    const link = await emailedLink("booking_received", customerName, MANAGE_LINK);
    const token = new URL(link).pathname.split("/").pop() ?? "";
    const expected = booking.segments.map(
      (part, index) => `${englishTime(part.start)}–${englishTime(part.end)} · ${["Lash Lifting", "Pedicure: Express"][index]} · Manicurist: to be assigned`,
    );
    const parts = async (page: Page) => (await page.locator('[data-testid="visit-parts"] li').allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());

    const { page, pageErrors } = await openPage(browser, { viewport: PHONE_390, language: "en", path: new URL(link).pathname });
    await page.getByRole("heading", { level: 1, name: "Your appointment" }).waitFor();
    expect((await detail(page, "Time").innerText()).replace(/\s+/g, " ")).toBe(englishTime(booking.appointmentTime));
    await page.getByText("Your visit, part by part").waitFor();
    expect(await parts(page)).toEqual(expected);
    // Each part names its own manicurist: no single one for the whole visit.
    expect(await page.locator("main dl dt", { hasText: /^Manicurist$/ }).count()).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/booking/confirmed/${token}`);
    await page.locator('[data-testid="booking-confirmed"]').waitFor();
    expect(await parts(page)).toEqual(expected);
    expect(pageErrors).toEqual([]);
    // The visit holds two people's time: give it back to the files that book after this one.
    expect((await page.request.post(`/api/manage/${token}/cancel`)).status()).toBe(200);
  });
});

describe("My Appointments", () => {
  it("emails a link for the address typed, whose list leads to each appointment's manage page", async () => {
    const customerName = unique("Rosa Lista ");
    const setup = await openPage(browser, { path: "/" });
    const booking = await book(GEL_POLISH, setup.page.request, customerName, { locale: "en", dates: laterDaysFirst() });

    const { page, pageErrors } = await openPage(browser, { language: "en", path: "/appointments" });
    await page.getByRole("heading", { level: 1, name: "My Appointments" }).waitFor();
    const sent = page.getByText("If we have bookings for this address, we sent you a link to see them. Check your inbox.");
    // An address without bookings reads the same answer as one with them.
    await page.getByLabel("Email").fill(`${unique("nobody")}@example.com`);
    await page.getByRole("button", { name: "Email me the link" }).click();
    await sent.waitFor();
    await page.getByLabel("Email").fill(booking.email);
    await page.getByRole("button", { name: "Email me the link" }).click();
    await sent.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const link = await emailedLink("my_appointments_link", customerName, MY_APPOINTMENTS_LINK);
    await page.goto(new URL(link).pathname);
    await page.getByRole("heading", { level: 1, name: "Your upcoming appointments" }).waitFor();
    const item = page.getByRole("listitem").filter({ hasText: "Gel Polish" });
    expect(await item.count()).toBe(1);
    const shown = (await item.innerText()).replace(/\s+/g, " ");
    expect(shown).toContain(englishTime(booking.appointmentTime));
    expect(shown).toContain("Total $210.00");
    expect(shown).toContain("Received");
    expect(await axeViolations(page)).toEqual([]);

    await item.getByRole("link", { name: "View, reschedule or cancel" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/manage/"));
    await page.getByRole("heading", { level: 1, name: "Your appointment" }).waitFor();
    expect((await detail(page, "Time").innerText()).replace(/\s+/g, " ")).toBe(englishTime(booking.appointmentTime));
    await page.getByRole("button", { name: "Cancel appointment" }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
