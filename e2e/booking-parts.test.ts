import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAppointment } from "@shared/admin-api";
import type { PublicStaff } from "@shared/api";
import { fromMinutes, toMinutes } from "@shared/time";
import { E2E_SUPERADMIN } from "./global-setup";
import { boardDays } from "./api-booking";
import { watchBoards } from "./board-watch";
import { api, axeViolations, chooseDateWithFreeSlot, fillContact, launchBrowser, openPage, PHONE, readmeScreenshot, slotButton, unique } from "./helpers";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The visit as the admin list stores it, found by its customer's name on its date. */
async function storedVisit(page: Page, date: string, customerName: string): Promise<AdminAppointment> {
  expect((await page.request.post("/api/admin/login", { data: E2E_SUPERADMIN })).ok()).toBe(true);
  const query = new URLSearchParams({ from: date, to: date, q: customerName });
  const [visit, ...others] = await api<AdminAppointment[]>(page, "GET", `/api/admin/appointments?${query}`);
  expect(others).toEqual([]);
  return visit;
}

const at = (time: string, minutes: number) => fromMinutes(toMinutes(time) + minutes);

/** A day after today that the live board shows (today's times may be past), with a free time for the visit chosen. */
async function chooseBoardDayWithFreeSlot(page: Page): Promise<{ date: string; time: string }> {
  return chooseDateWithFreeSlot(page, { futureOnly: true, among: await boardDays(page.request) });
}

/** Gives each part of the visit to the first of its candidates the server accepts (qualified, working and free then). */
async function assignParts(page: Page, visit: AdminAppointment, candidates: number[][]): Promise<number[]> {
  const chosen: number[] = [];
  for (const [index, segment] of visit.segments.entries()) {
    for (const staffId of candidates[index].filter((id) => !chosen.includes(id))) {
      const response = await page.request.put(`/api/admin/appointments/${visit.id}/segments/${segment.id}/assign-staff`, { data: { staffId } });
      if (response.ok()) {
        chosen.push(staffId);
        break;
      }
    }
  }
  expect(chosen).toHaveLength(visit.segments.length);
  return chosen;
}

/**
 * The live board on a wall TV, with `date`'s real schedule in today's place (the board draws today), and
 * the block of each part of the visit in its manicurist's row.
 */
async function boardParts(date: string, visitId: number, rows: number[]): Promise<string[]> {
  const { page, pageErrors } = await openPage(browser, { viewport: { width: 1920, height: 1080 }, language: "es" });
  await watchBoards(page, (board) => {
    const source = board.days.find((day) => day.date === date)!;
    board.days[0] = { ...source, date: board.today };
    return board;
  });
  await page.goto("/live-board");
  const today = page.locator("section[data-day]").first();
  const texts: string[] = [];
  for (const [index, row] of rows.entries()) {
    const block = today.locator(`[data-row="${row}"] [data-appointment-id="${visitId}"][data-part="${index + 1}/${rows.length}"]`);
    await block.waitFor();
    texts.push(await block.innerText());
  }
  expect(await today.locator(`[data-appointment-id="${visitId}"]`).count()).toBe(rows.length);
  expect(pageErrors).toEqual([]);
  await page.close();
  return texts;
}

async function confirmBooking(page: Page, confirm: string, confirmed: string): Promise<void> {
  await page.getByRole("button", { name: confirm }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/booking/confirmed/"));
  await page.getByRole("heading", { level: 1, name: confirmed }).waitFor();
}

describe("booking a visit several manicurists share, on a phone", () => {
  it("books a pedicure and lash lifting nobody does both of in Spanish, one manicurist after the other", async () => {
    const { page, pageErrors } = await openPage(browser, { viewport: PHONE, path: "/" });
    // The demo staff: nobody is qualified for both, so the visit is two parts.
    const qualified = async (serviceId: string) => (await api<PublicStaff[]>(page, "GET", `/api/staff-for-service/${serviceId}`)).map((staff) => staff.id);
    const [pedicureStaff, lashStaff] = await Promise.all([qualified("2"), qualified("lash-lifting")]);
    expect(pedicureStaff.filter((id) => lashStaff.includes(id))).toEqual([]);

    await page.locator('[data-service-id="2"]').click();
    await page.locator('[data-option-id="pedicure-deep"]').click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.locator('[data-service-id="lash-lifting"]').click();
    // No refusal and no "at the same time" (lashes are never done at once): the summary says who does it.
    const parts = page.getByTestId("visit-parts");
    await parts.getByText("Te atenderán dos manicuristas, una después de otra.").waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await page.getByRole("checkbox", { name: "Manos y pies al mismo tiempo" }).count()).toBe(0);
    // Deep pedicure (75 min), then lash lifting (120 min).
    expect(await page.getByTestId("booking-duration").innerText()).toBe("195 min");

    const { date, time } = await chooseBoardDayWithFreeSlot(page);
    await slotButton(page, time).click();
    expect(await parts.locator("li").allInnerTexts()).toEqual([`${time}–${at(time, 75)} Pedicura`, `${at(time, 75)}–${at(time, 195)} Lifting de Pestañas`]);
    const customerName = unique("Marisol Parte ");
    await fillContact(page, { name: "Nombre completo", email: "Correo electrónico", phone: "Teléfono" }, {
      name: customerName,
      email: "marisol.parte@example.com",
      phone: "6195550161",
    });
    await confirmBooking(page, "Confirmar cita", "¡Listo, tu cita está reservada!");
    await page.getByText("Duración: 195 min", { exact: true }).waitFor();

    const visit = await storedVisit(page, date, customerName);
    expect(visit.segments.map(({ serviceIds, start, end }) => ({ serviceIds, start, end }))).toEqual([
      { serviceIds: ["2"], start: time, end: at(time, 75) },
      { serviceIds: ["lash-lifting"], start: at(time, 75), end: at(time, 195) },
    ]);
    expect(pageErrors).toEqual([]);

    // The salon gives each part to someone, and the live board draws each in her own row.
    const [pedicurist, lashist] = await assignParts(page, visit, [pedicureStaff, lashStaff]);
    const [feet, lashes] = await boardParts(date, visit.id, [pedicurist, lashist]);
    expect(feet).toContain(`${time}–${at(time, 75)}`);
    expect(lashes).toContain(`${at(time, 75)}–${at(time, 195)}`);
    expect(lashes).toContain(customerName.split(" ")[0]);
  });

  it("says which chosen service nobody does, in both languages, and asks for no date", async () => {
    const { page, pageErrors } = await openPage(browser, { viewport: PHONE, path: "/" });
    // As the booking page sees lash lifting once the salon has nobody qualified for it.
    await page.route("**/api/staff-for-service/lash-lifting", (route) => route.fulfill({ json: [] }));
    await page.locator('[data-service-id="gelish"]').click();
    await page.locator(".cita-calendar").waitFor();
    await page.locator('[data-service-id="lash-lifting"]').click();
    const alert = page.getByRole("alert");
    await alert.getByText("Por ahora ninguna manicurista hace Lifting de Pestañas. Quita ese servicio para elegir fecha y hora.").waitFor();
    expect(await page.locator(".cita-calendar").count()).toBe(0);
    await page.getByRole("button", { name: "Switch to English" }).click();
    await alert.getByText("No manicurist does Lash Lifting at the moment. Remove it to choose a date and time.").waitFor();
    // Without it, the visit is bookable again.
    await page.locator('[data-service-id="lash-lifting"]').click();
    await page.locator(".cita-calendar").waitFor();
    expect(await alert.count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it("books acrylic nails and a pedicure at the same time in English, the visit as long as the longer part", async () => {
    const { page, pageErrors } = await openPage(browser, { viewport: PHONE, language: "en", path: "/" });
    await page.locator('[data-service-id="1"]').click();
    const acrylic = page.getByRole("dialog", { name: "Configure your acrylic nails" });
    await acrylic.waitFor();
    for (const option of ["acrylic-length-5", "acrylic-technique-soft-gel", "acrylic-type-new-set"]) await acrylic.locator(`[data-option-id="${option}"]`).click();
    await acrylic.getByRole("button", { name: "Add service" }).click();
    await acrylic.waitFor({ state: "detached" });
    await page.locator('[data-service-id="2"]').click();
    await page.locator('[data-option-id="pedicure-deep"]').click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    // One manicurist can do both: one after the other, 120 + 75 minutes, unless asked for both at once.
    expect(await page.getByTestId("booking-duration").innerText()).toBe("195 min");
    expect(await page.getByTestId("visit-parts").count()).toBe(0);

    const together = page.getByRole("checkbox", { name: "Hands and feet at the same time" });
    await together.click();
    expect(await together.getAttribute("aria-checked")).toBe("true");
    await page.getByText("Two manicurists work at once, so your visit is shorter: 120 min instead of 195 min.").waitFor();
    expect(await page.getByTestId("booking-duration").innerText()).toBe("120 min");
    // The price never depends on the plan: #5 (525.00) + Soft Gel (120.00) + deep pedicure (590.00).
    expect(await page.getByTestId("booking-total").innerText()).toBe("$1,235.00");
    const parts = page.getByTestId("visit-parts");
    await parts.getByText("Two manicurists will work at the same time: one on your hands, one on your feet.").waitFor();

    const { date, time } = await chooseBoardDayWithFreeSlot(page);
    await slotButton(page, time).click();
    // The choice and the parts' times read as they should to everyone (WCAG AA).
    expect(await axeViolations(page)).toEqual([]);
    await parts.scrollIntoViewIfNeeded();
    await readmeScreenshot(page, "booking-together.png");
    const customerName = unique("Regina Both ");
    await fillContact(page, { name: "Full name", email: "Email", phone: "Phone" }, { name: customerName, email: "regina.both@example.com", phone: "6195550162" });
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/appointments/public"));
    await confirmBooking(page, "Confirm Appointment", "You're booked!");
    expect((await sent).postDataJSON()).toMatchObject({ together: true, totalDuration: 120 });
    await page.getByText("Duration: 120 min", { exact: true }).waitFor();

    const visit = await storedVisit(page, date, customerName);
    expect(visit.totalDuration).toBe(120);
    expect(visit.segments.map(({ serviceIds, start, end }) => ({ serviceIds, start, end }))).toEqual([
      { serviceIds: ["1"], start: time, end: at(time, 120) },
      { serviceIds: ["2"], start: time, end: at(time, 75) },
    ]);
    expect(pageErrors).toEqual([]);

    const qualified = async (serviceId: string) => (await api<PublicStaff[]>(page, "GET", `/api/staff-for-service/${serviceId}`)).map((staff) => staff.id);
    const rows = await assignParts(page, visit, [await qualified("1"), await qualified("2")]);
    const [hands, feet] = await boardParts(date, visit.id, rows);
    expect(hands).toContain(`${time}–${at(time, 120)}`);
    expect(feet).toContain(`${time}–${at(time, 75)}`);
  });
});
