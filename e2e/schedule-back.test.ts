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

/**
 * Times whose 120-minute lash lifting the 11:00–17:00 hours of the English test strand (and the week test's
 * unticked day strands any of them), 10:00 first.
 */
const STRANDED_TIMES = ["10:00", "09:00", "09:30", "10:30", "15:30", "16:00"];

/**
 * A new lash-lifting manicurist working Monday to Saturday, 09:00–18:00, booked on the first of `dates`
 * and STRANDED_TIMES the salon can still take: the files on this server book the same days, and a time
 * is open only while the salon's free manicurists outnumber every booking overlapping it.
 */
async function bookedManicurist(page: Page, dates: string[], language: "es" | "en"): Promise<{ staffId: number; name: string; date: string }> {
  const name = unique("Vuelta ");
  const { id } = await api<{ id: number }>(page, "POST", "/api/admin/staff", { nameEn: name, nameEs: name, serviceIds: ["lash-lifting"] });
  await api(page, "PUT", `/api/admin/staff/${id}/schedule`, { days: WEEK });
  const customerName = unique("Clienta Vuelta ");
  for (const date of dates) {
    for (const appointmentTime of STRANDED_TIMES) {
      const response = await page.request.post("/api/admin/appointments", {
        data: {
          services: [{ serviceId: "lash-lifting" }],
          appointmentDate: date,
          appointmentTime,
          customerName,
          customerEmail: `${customerName.replace(/\s+/g, ".").toLowerCase()}@example.com`,
          customerPhone: "+1 619 555 0177",
          needsAcrylicRemoval: false,
          needsGelishRemoval: false,
          pedicureType: null,
          locale: language,
          staffId: id,
        } satisfies BookingRequest & { staffId: number },
      });
      if (response.ok()) return { staffId: id, name, date };
      // Only a taken time is tried again; any other refusal is the test's failure.
      expect(response.status(), await response.text()).toBe(409);
    }
  }
  throw new Error(`no stranding time was free for a new manicurist on ${dates.join(", ")}`);
}

describe("back from the stranded-bookings list", () => {
  it("es: the week dialog comes back with the day unticked and the changed hours, and saving asks again", async () => {
    const { page } = await signIn(browser, E2E_SUPERADMIN, "es");
    expectFailedRequest(page, 409, /\/api\/admin\/staff\/\d+\/schedule/);
    let farDate = addDays(salonDate(new Date()), 47);
    while (dayOfWeek(farDate) === 0) farDate = addDays(farDate, 1);
    const { name, date } = await bookedManicurist(page, [farDate, addDays(farDate, 1), addDays(farDate, 2)].filter((day) => dayOfWeek(day) !== 0), "es");
    const weekday = dayOfWeek(date);
    const other = weekday === 1 ? 2 : 1;

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
    // The days after today, latest first: the availability page shows the booking window.
    const { staffId, name, date } = await bookedManicurist(page, bookableDates(new Date()).slice(1).reverse(), "en");

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
