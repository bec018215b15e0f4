/** The front desk: a phone booking, moving an appointment, and a decline that reopens the job instead of cancelling it. */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAppointment } from "@shared/admin-api";
import { bookableDates } from "@shared/time";
import { book, freeSlot, GEL_POLISH } from "./api-booking";
import { E2E_ADMIN, E2E_SUPERADMIN } from "./global-setup";
import { accessibleDescription, api, DESKTOP, emailedLink, launchBrowser, openPage, readmeScreenshot, signIn, toastWith, unique } from "./helpers";

/** On the front desk page: the first free time of the latest bookable day that has one (other files share the days). */
async function chooseFreeTime(page: Page): Promise<void> {
  const when = page.getByRole("group", { name: "Date, manicurist and time" });
  const free = when.locator('button[aria-pressed="false"]:not([disabled])');
  for (const date of [...bookableDates(new Date())].reverse()) {
    await page.getByRole("region", { name: "Date, manicurist and time" }).getByLabel("Date", { exact: true }).fill(date);
    await when.waitFor();
    if ((await free.count()) > 0) break;
  }
  await free.first().click();
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function appointmentCard(page: Page, id: number) {
  return page.locator(`article[data-appointment-id="${id}"]`);
}

/** "10:00" → "10:00 AM", as the English back office writes times. */
function englishTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${hours >= 12 ? "PM" : "AM"}`;
}

/** A gel polish booking on the latest day with room (three manicurists do it, so the days do not fill up). */
function bookGelPolish(page: Page, customerName: string, phone: string) {
  return book(GEL_POLISH, page.request, customerName, { dates: [...bookableDates(new Date())].reverse(), phone, locale: "en" });
}

/** The front desk from the menu, with the caller's name and phone filled in. */
async function openFrontDesk(page: Page, customer: string, phone: string): Promise<void> {
  await page.getByRole("link", { name: "Front desk", exact: true }).click();
  await page.getByRole("heading", { level: 1, name: "Front desk" }).waitFor();
  await page.getByLabel(/^Full name/).fill(customer);
  await page.getByLabel(/^Phone/).fill(phone);
}

async function listed(page: Page, id: number): Promise<AdminAppointment> {
  const found = (await api<AdminAppointment[]>(page, "GET", "/api/admin/appointments")).find((row) => row.id === id);
  if (!found) throw new Error(`appointment ${id} is not listed`);
  return found;
}

describe("front desk", () => {
  it("books a customer who phoned, with Sofia, confirmed at once, and the appointments page shows it", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_ADMIN);
    const { date } = await freeSlot(GEL_POLISH, page.request, [...bookableDates(new Date())].reverse());
    const customer = unique("Phone Caller ");
    const email = `${customer.toLowerCase().replace(/\s+/g, ".")}@example.com`;

    await openFrontDesk(page, customer, "+1 619 555 0177");
    await page.getByLabel(/^Email/).fill(email);
    expect(await accessibleDescription(page.getByLabel(/^Phone/))).toEqual(["Mexican number? Start it with +52."]);
    // The hint under the phone field leaves the language choice beside it in line.
    const [phoneBox, languageBox] = await Promise.all([page.getByLabel(/^Phone/).boundingBox(), page.getByLabel("Language of their emails").boundingBox()]);
    expect(languageBox?.y).toBe(phoneBox?.y);
    await page.getByLabel("Language of their emails").selectOption("en");
    await page.getByRole("checkbox", { name: "Gel Polish", exact: true }).click();
    await page.getByText("Total $210.00 · 60 min").waitFor();
    await page.getByRole("region", { name: "Date, manicurist and time" }).getByLabel("Date", { exact: true }).fill(date);
    await page.getByLabel("Manicurist", { exact: true }).selectOption({ label: "Sofia Ramirez" });
    // Her own free times: the grid narrows to the chosen manicurist.
    await page.getByRole("group", { name: "Date, manicurist and time" }).locator('button[aria-pressed="false"]:not([disabled])').first().click();
    await page.getByRole("checkbox", { name: "Confirmed now (the manicurist agrees)" }).click();
    await readmeScreenshot(page, "front-desk.png", { fullPage: true });
    await page.getByRole("button", { name: "Book", exact: true }).click();
    expect(await toastWith(page, "Appointment booked")).toContain(customer);

    await page.getByRole("link", { name: "Appointments", exact: true }).click();
    const card = page.locator("article", { hasText: customer });
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain("Confirmed");
    expect(text).toContain("Front desk");
    expect(text).toMatch(/Manicurist:\s*Sofia Ramirez/);
    expect(text).toContain("+1 619 555 0177");
    expect(pageErrors).toEqual([]);
  });

  it("books a visit nobody does alone with a manicurist for each part, and the card assigns it part by part", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_ADMIN);
    const customer = unique("Two Parts ");
    await openFrontDesk(page, customer, "+1 619 555 0176");
    // Only Camila does lash lifting, and she does no gel polish: two parts, one after another.
    await page.getByRole("checkbox", { name: "Lash Lifting", exact: true }).click();
    await page.getByRole("checkbox", { name: "Gel Polish", exact: true }).click();
    await page.getByLabel(/^Manicurist for part 1: Lash Lifting/).selectOption({ label: "Camila Herrera" });
    await page.getByLabel(/^Manicurist for part 2: Gel Polish/).selectOption({ label: "Daniela Cruz" });
    expect(await page.getByLabel("Manicurist", { exact: true }).count()).toBe(0);
    await chooseFreeTime(page);
    await page.getByRole("checkbox", { name: "Confirmed now (the manicurist agrees)" }).click();
    await page.getByRole("button", { name: "Book", exact: true }).click();
    expect(await toastWith(page, "Appointment booked")).toContain(customer);

    await page.getByRole("link", { name: "Appointments", exact: true }).click();
    const card = page.locator("article", { hasText: customer });
    await card.waitFor();
    expect(await card.innerText()).toMatch(/Manicurist:\s*Camila Herrera · Daniela Cruz/);
    expect(await card.getByLabel(/^Part 2, .*: Gel Polish$/).locator("option:checked").innerText()).toBe("Daniela Cruz");
    expect(pageErrors).toEqual([]);
  });

  it("books hands and feet at the same time by two manicurists when the desk ticks it, and the card shows both parts from the same start", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_ADMIN);
    const customer = unique("Both At Once ");
    await openFrontDesk(page, customer, "+1 619 555 0175");
    // Sofia does both gel polish and acrylic toes, so one after another the visit is one part of 140 minutes.
    await page.getByRole("checkbox", { name: "Gel Polish", exact: true }).click();
    await page.getByRole("checkbox", { name: "Acrylic Toes", exact: true }).click();
    expect(await page.getByLabel(/^Manicurist for part/).count()).toBe(0);
    const together = page.getByRole("checkbox", { name: "Hands and feet at the same time (two manicurists)" });
    expect(await accessibleDescription(together)).toEqual(["80 min instead of 140 min"]);
    await together.click();
    await page.getByText(/· 80 min/).waitFor();
    await page.getByLabel(/^Manicurist for part 1: Gel Polish/).selectOption({ label: "Daniela Cruz" });
    await page.getByLabel(/^Manicurist for part 2: Acrylic Toes/).selectOption({ label: "Valeria Torres" });
    await chooseFreeTime(page);
    await page.getByRole("button", { name: "Book", exact: true }).click();
    expect(await toastWith(page, "Appointment booked")).toContain(customer);

    await page.getByRole("link", { name: "Appointments", exact: true }).click();
    const card = page.locator("article", { hasText: customer });
    await card.waitFor();
    expect(await card.innerText()).toMatch(/Manicurist:\s*Daniela Cruz · Valeria Torres/);
    // Each part's select is labelled with its times: both start when the visit does.
    const parts = await card.locator("label").filter({ hasText: /^Part \d, / }).allInnerTexts();
    expect(parts).toHaveLength(2);
    const [hands, feet] = parts.map((label) => label.match(/^Part \d, ([^–]+)–/)?.[1]);
    expect(parts[0]).toMatch(/: Gel Polish$/);
    expect(parts[1]).toMatch(/: Acrylic Toes$/);
    expect(hands).toBeTruthy();
    expect(feet).toBe(hands);
    expect(pageErrors).toEqual([]);
  });

  it("moves an appointment to another time on the grid, and the card shows the new time", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_ADMIN);
    const customer = unique("Move Me ");
    const booking = await bookGelPolish(page, customer, "+1 619 555 0178");
    await page.getByRole("link", { name: "Appointments", exact: true }).click();
    const card = appointmentCard(page, booking.id);
    await card.getByRole("button", { name: "Move" }).click();
    const dialog = page.getByRole("dialog", { name: "Move appointment" });
    await dialog.waitFor();
    const times = dialog.locator("fieldset").getByRole("button");
    await times.first().waitFor();
    const labels = await times.evaluateAll((buttons) =>
      buttons.filter((button) => !(button as HTMLButtonElement).disabled).map((button) => button.textContent ?? ""),
    );
    const target = labels.find((label) => label !== englishTime(booking.appointmentTime));
    if (!target) throw new Error(`no other free time on ${booking.appointmentDate}`);
    await dialog.getByRole("button", { name: target, exact: true }).click();
    await readmeScreenshot(page, "move-appointment.png");
    await dialog.getByRole("button", { name: "Save change" }).click();
    await toastWith(page, "Appointment moved");
    await card.getByText(target, { exact: true }).waitFor();

    const moved = await listed(page, booking.id);
    expect(englishTime(moved.appointmentTime)).toBe(target);
    expect(moved.appointmentDate).toBe(booking.appointmentDate);
    // The customer's calendar follows: the move's email carries the updated event.
    const link = await emailedLink("appointment_moved", customer, /cita\.ics|moved your appointment/);
    expect(link).toBeTruthy();
    expect(pageErrors).toEqual([]);
  });

  it("a manicurist's decline reopens the job: unassigned and waiting, with who declined, not cancelled", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_SUPERADMIN);
    const customer = unique("Declined Job ");
    const booking = await bookGelPolish(page, customer, "+1 619 555 0179");
    const manicuristId = (await listed(page, booking.id)).assignableStaffIds[0];
    await api(page, "PUT", `/api/admin/appointments/${booking.id}/assign-staff`, { staffId: manicuristId });

    const link = await emailedLink("staff_confirmation_request", customer, /https?:\/\/\S+\/staff-confirm\/[\w-]+/);
    const manicurist = await openPage(browser, { viewport: DESKTOP, language: "en", path: `${new URL(link).pathname}?action=decline` });
    await manicurist.page.getByText("Appointment declined. The salon will assign it to someone else.").waitFor();

    await page.getByRole("link", { name: "Appointments", exact: true }).click();
    const card = appointmentCard(page, booking.id);
    await card.getByText(/^Needs a manicurist: declined by \S+ \S+ at \d{1,2}:\d{2} [AP]M$/).waitFor();
    const text = await card.innerText();
    expect(text).toContain("Awaiting staff");
    expect(text).toMatch(/Manicurist:\s*Unassigned/);
    expect((await listed(page, booking.id)).status).toBe("pending_staff_confirmation");
    // The dashboard lists it among the jobs waiting for a manicurist, with who declined.
    await page.getByRole("link", { name: "Dashboard", exact: true }).click();
    await page.locator(`[data-open-job="${booking.id}"]`).getByText(/^Declined by \S+ \S+ at \d{1,2}:\d{2} [AP]M$/).waitFor();
    expect(pageErrors).toEqual([]);
    expect(manicurist.pageErrors).toEqual([]);
  });
});
