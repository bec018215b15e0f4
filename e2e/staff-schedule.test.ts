/**
 * Weekly schedules keep a salon bookable without anyone planning days: a fresh install whose clock reads two
 * weeks after it was set up still takes bookings, and a schedule edited on the availability page moves the
 * booking page's free times.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dayOfWeek, salonDate, salonDateTimeToInstant } from "@shared/time";
import { startAppProcess, type AppProcess } from "../scripts/app-process";
import { DESKTOP, fillContact, launchBrowser, openPage, readmeScreenshot, slotButton, toastWith } from "./helpers";

const OWNER = { username: "schedule-owner", password: "schedule-owner-password" };

/** The first Monday at least two weeks after today: the seeded week has it open, the seed planned no date. */
function mondayTwoWeeksOn(): string {
  let date = addDays(salonDate(new Date()), 14);
  while (dayOfWeek(date) !== 1) date = addDays(date, 1);
  return date;
}

let browser: Browser;
let server: AppProcess;
let dataDir: string;
const monday = mondayTwoWeeksOn();
/** The salon's clock, and the visitors', read 07:00 on that Monday. */
const clockStart = salonDateTimeToInstant(monday, "07:00");

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-schedule-"));
  server = await startAppProcess({
    dataDir,
    env: { NODE_ENV: "test", CITA_CLOCK_START: clockStart.toISOString(), ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password },
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function visitor(language: "es" | "en"): Promise<Page> {
  const { page } = await openPage(browser, { viewport: DESKTOP, language, serverUrl: server.url });
  await page.clock.install({ time: clockStart });
  // A click on the prerendered page before it has hydrated is lost; hydrated, its header asks who is signed in.
  const hydrated = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/auth/user");
  await page.goto("/");
  await hydrated;
  return page;
}

/** Lash Lifting (2 hours, Camila only) on the booking page, the Monday chosen. */
async function lashLiftingOnMonday(page: Page): Promise<void> {
  await page.locator('[data-service-id="lash-lifting"]').click();
  await page.locator(`[data-day="${monday}"] button`).click();
  await page.locator("button[data-time]").first().waitFor();
}

describe("weekly schedules", () => {
  it("keep a fresh install bookable on a date two weeks after it was set up", async () => {
    const page = await visitor("en");
    await lashLiftingOnMonday(page);
    const free = page.locator('button[data-time][data-available="true"]');
    expect(await free.count()).toBeGreaterThan(0);
    await free.first().click();
    await fillContact(page, { name: "Full name", email: "Email", phone: "Phone" }, { name: "Marta Semana", email: "marta@example.com", phone: "+1 619 555 0140" });
    await page.getByRole("button", { name: "Confirm Appointment" }).click();
    // A completed booking lands on its confirmation page.
    await page.waitForURL((url) => url.pathname.startsWith("/booking/confirmed/"));
    await page.getByRole("heading", { level: 1, name: "You're booked!" }).waitFor();
  });

  it("moves the booking page's free times when a superadmin edits a week on the availability page", async () => {
    const booking = await visitor("es");
    await lashLiftingOnMonday(booking);
    // Camila works 09:00–18:00 on the seeded week: a two-hour job cannot start at 17:00.
    expect(await slotButton(booking, "17:00").getAttribute("data-available")).toBe("false");

    const { page } = await openPage(browser, { viewport: DESKTOP, language: "es", serverUrl: server.url, path: "/admin/login" });
    await page.clock.install({ time: clockStart });
    await page.goto("/admin/login");
    await page.getByLabel("Usuario").fill(OWNER.username);
    await page.getByLabel("Contraseña").fill(OWNER.password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("link", { name: "Disponibilidad", exact: true }).click();
    await page.getByRole("button", { name: "Editar semana de Camila Herrera" }).click();
    const dialog = page.getByRole("dialog", { name: "Semana de Camila Herrera" });
    await dialog.waitFor();
    await dialog.getByRole("group", { name: "Lunes" }).getByLabel("Salida").fill("20:00");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await toastWith(page, "Semana guardada");
    const week = page.getByRole("list", { name: "Semana de Camila Herrera" });
    await week.getByText("09:00 – 20:00").waitFor();
    await readmeScreenshot(page, "availability-week.png", { fullPage: true });

    await booking.reload();
    await lashLiftingOnMonday(booking);
    await booking.locator('button[data-time="17:00"][data-available="true"]').waitFor();
  });
});
