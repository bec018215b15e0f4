/**
 * "Back" from the list of bookings a schedule change would strand returns to the hours being edited, with
 * every edit still there, and saving from there asks again: the week dialog (Spanish admin) and a day's
 * working hours (English admin).
 */
import type { BookingRequest } from "@shared/api";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, bookableDates, dayOfWeek, salonDate } from "@shared/time";
import { E2E_SUPERADMIN } from "./global-setup";
import { api, expectFailedRequest, launchBrowser, signIn, unique } from "./helpers";

const WEEK = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: "09:00", endTime: "18:00", breakStartTime: "13:00" }));
const WEEKDAYS_ES = ["Domingo", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado"];
const LIST_TITLE = { es: "Citas que se quedan sin manicurista", en: "Appointments left without a manicurist" };
const BACK = { es: "Volver", en: "Back" };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new lash-lifting manicurist working Monday to Saturday, 09:00–18:00, with a booking at 10:00 on `date`. */
async function bookedManicurist(page: Page, date: string, language: "es" | "en"): Promise<{ staffId: number; name: string }> {
  const name = unique("Vuelta ");
  const { id } = await api<{ id: number }>(page, "POST", "/api/admin/staff", { nameEn: name, nameEs: name, serviceIds: ["lash-lifting"] });
  await api(page, "PUT", `/api/admin/staff/${id}/schedule`, { days: WEEK });
  const customerName = unique("Clienta Vuelta ");
  await api(page, "POST", "/api/admin/appointments", {
    services: [{ serviceId: "lash-lifting" }],
    appointmentDate: date,
    appointmentTime: "10:00",
    customerName,
    customerEmail: `${customerName.replace(/\s+/g, ".").toLowerCase()}@example.com`,
    customerPhone: "+1 619 555 0177",
    needsAcrylicRemoval: false,
    needsGelishRemoval: false,
    pedicureType: null,
    locale: language,
    staffId: id,
  } satisfies BookingRequest & { staffId: number });
  return { staffId: id, name };
}

describe("back from the stranded-bookings list", () => {
  it("es: the week dialog comes back with the day unticked and the changed hours, and saving asks again", async () => {
    const { page } = await signIn(browser, E2E_SUPERADMIN, "es");
    expectFailedRequest(page, 409, /\/api\/admin\/staff\/\d+\/schedule/);
    let date = addDays(salonDate(new Date()), 47);
    while (dayOfWeek(date) === 0) date = addDays(date, 1);
    const weekday = dayOfWeek(date);
    const other = weekday === 1 ? 2 : 1;
    const { name } = await bookedManicurist(page, date, "es");

    await page.goto("/admin/availability");
    await page.getByRole("button", { name: `Editar semana de ${name}` }).click();
    const week = page.getByRole("dialog", { name: `Semana de ${name}` });
    const booked = week.getByRole("group", { name: WEEKDAYS_ES[weekday] });
    const changed = week.getByRole("group", { name: WEEKDAYS_ES[other] });
    await booked.getByRole("checkbox").click();
    await changed.getByLabel("Entrada").fill("10:30");
    await week.getByRole("button", { name: "Guardar" }).click();

    const list = page.getByRole("dialog", { name: LIST_TITLE.es });
    await list.waitFor();
    await list.getByRole("button", { name: BACK.es, exact: true }).click();
    await list.waitFor({ state: "hidden" });
    await week.waitFor();
    expect(await booked.getByRole("checkbox").getAttribute("aria-checked")).toBe("false");
    expect(await changed.getByLabel("Entrada").inputValue()).toBe("10:30");

    // The kept week is what is sent again: it still strands the booking, so the list comes back.
    await week.getByRole("button", { name: "Guardar" }).click();
    await list.waitFor();
  });

  it("en: a day's hours dialog comes back with the hours chosen", async () => {
    const { page } = await signIn(browser, E2E_SUPERADMIN, "en");
    expectFailedRequest(page, 409, /\/api\/admin\/staff-availability/);
    const date = bookableDates(new Date()).at(-1)!;
    const { staffId, name } = await bookedManicurist(page, date, "en");

    await page.goto("/admin/availability");
    await page.locator(`[data-day="${date}"] button`).click();
    const row = page.locator(`[data-staff-id="${staffId}"]`);
    await row.getByRole("button", { name: `Editar horario de ${name}` }).click();
    const hours = page.getByRole("dialog", { name: `Horario de ${name}` });
    await hours.getByLabel("Entrada").selectOption("11:00");
    await hours.getByLabel("Salida").selectOption("17:00");
    await hours.getByRole("button", { name: "Guardar" }).click();

    const list = page.getByRole("dialog", { name: LIST_TITLE.en });
    await list.waitFor();
    await list.getByRole("button", { name: BACK.en, exact: true }).click();
    await list.waitFor({ state: "hidden" });
    await hours.waitFor();
    expect(await hours.getByLabel("Entrada").inputValue()).toBe("11:00");
    expect(await hours.getByLabel("Salida").inputValue()).toBe("17:00");
  });
});
