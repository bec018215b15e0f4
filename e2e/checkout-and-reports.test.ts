/**
 * Money at the desk, at 1280×800: a completed visit is checked out with a line added at the chair, a discount,
 * a tip and a split payment (cash with change, then the card terminal); the customer's receipt arrives in her
 * language; the day is closed against the counted cash and then refuses a correction; the manicurist's
 * commission is set on the staff form; the reports show the day's totals in both languages, and the
 * downloaded CSV parses to the same figures; the day reopened, a second visit is checked out in Spanish with a
 * service option added at the chair and a percent discount, previewed as the server then saves it; a walk-in
 * the front desk books with another manicurist is checked out from the front desk with a tip and cash. With
 * UPDATE_SCREENSHOTS=1 it writes the README's checkout dialog and reports pictures. Its own server and
 * database (a day closed here closes no other file's day, and a checkout needs its visit's day to have come),
 * whose clock reads a Monday morning ahead, with a real SMTP server in the test receiving the emails.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PublicStaff } from "@shared/api";
import type { CheckoutDetail } from "@shared/checkout-api";
import { addDays, dayOfWeek, salonDate, salonDateTimeToInstant } from "@shared/time";
import { startAppProcess, type AppProcess } from "../scripts/app-process";
import { startTestSmtp, type TestSmtp } from "../server/test/mail";
import { DESKTOP, launchBrowser, readmeScreenshot, signIn, toastWith, unique } from "./helpers";

const OWNER = { username: "money-owner", password: "money-owner-password" };

function mondayAhead(): string {
  let date = addDays(salonDate(new Date()), 7);
  while (dayOfWeek(date) !== 1) date = addDays(date, 1);
  return date;
}

const monday = mondayAhead();
const CUSTOMER = unique("Lucía Cobro ");
const EMAIL = `${unique("cobro.")}@example.com`;
let browser: Browser;
let server: AppProcess;
let smtp: TestSmtp;
let dataDir: string;
let desk: APIRequestContext;
let appointmentId = 0;
let sofia: PublicStaff;

beforeAll(async () => {
  [smtp, dataDir] = await Promise.all([startTestSmtp(), fs.mkdtemp(path.join(os.tmpdir(), "cita-checkout-"))]);
  const starting = startAppProcess({
    dataDir,
    // A first start makes its database (initdb, migrations, the demo seed): slow on a busy two-core machine.
    readyTimeoutMs: 180_000,
    env: {
      NODE_ENV: "test",
      CITA_CLOCK_START: salonDateTimeToInstant(monday, "10:00").toISOString(),
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
      SMTP_URL: smtp.url,
    },
  });
  [server, browser] = await Promise.all([starting, launchBrowser()]);
  desk = await playwrightRequest.newContext({ baseURL: server.url });
  expect((await desk.post("/api/admin/login", { data: OWNER })).ok()).toBe(true);
  const staff = (await (await desk.get("/api/staff")).json()) as PublicStaff[];
  sofia = staff.find((member) => member.nameEn === "Sofia Ramirez")!;
  // A Spanish-speaking customer, booked by the desk with Sofia for a gel polish at 11:00, done early.
  const booked = await desk.post("/api/admin/appointments", {
    data: {
      services: [{ serviceId: "gelish" }],
      appointmentDate: monday,
      appointmentTime: "11:00",
      customerName: CUSTOMER,
      customerEmail: EMAIL,
      customerPhone: "+1 619 555 0133",
      locale: "es",
      staffId: sofia.id,
      confirmed: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  appointmentId = (await booked.json()).id;
  const completed = await desk.put(`/api/admin/appointments/${appointmentId}/complete-now`);
  expect(completed.status(), await completed.text()).toBe(200);
}, 240_000);

afterAll(async () => {
  await desk?.dispose();
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** The owner signed in on this file's server, with the page's clock on the same Monday as the server's. */
async function ownerPage(language: "es" | "en", pathname: string): Promise<{ page: Page; pageErrors: Error[] }> {
  const { page, pageErrors } = await signIn(browser, OWNER, language, server.url, { viewport: DESKTOP, clockAt: salonDateTimeToInstant(monday, "12:00") });
  await page.goto(pathname);
  return { page, pageErrors };
}

/** The text of each cell of the report table `title` in the row whose first cell is `first`. */
async function reportRow(page: Page, title: string, first: string): Promise<string[]> {
  const row = page.getByRole("table", { name: title, exact: true }).locator("tbody tr").filter({ has: page.locator("td", { hasText: first }) });
  await row.waitFor();
  return (await row.locator("td").allInnerTexts()).map((cell) => cell.trim());
}

describe("checkout, the day's close and the reports", () => {
  it("checks a visit out with a line added at the chair, a discount, a tip and a split payment, and emails the receipt in Spanish", async () => {
    const { page, pageErrors } = await ownerPage("en", "/admin/appointments");
    const card = page.locator(`article[data-appointment-id="${appointmentId}"]`);
    await card.getByRole("button", { name: "Check out", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Check out the visit" });
    // Gel Polish as booked ($210.00) and a gel removal added at the chair ($100.00).
    await dialog.getByLabel("Add at the chair").selectOption({ label: "Gel Removal · $100.00" });
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect.poll(() => dialog.getByTestId("checkout-lines-total").innerText()).toBe("Lines add up to $310.00");
    // $310.00 − $10.00 = $300.00, + a $40.00 tip = $340.00: $140.00 in cash from $150.00 ($10.00 change), $200.00 by card.
    await dialog.getByLabel("Discount (USD)").fill("10");
    await dialog.getByLabel("Reason for the discount").fill("Regular client");
    await dialog.getByLabel("Tip for the manicurist (USD)").fill("40");
    await dialog.getByLabel("Method").selectOption("cash");
    await dialog.getByLabel("Amount (USD)").fill("140");
    await dialog.getByLabel("Cash handed over (USD)").fill("150");
    await dialog.getByRole("button", { name: "Split the payment" }).click();
    await dialog.getByLabel("Method").nth(1).selectOption("card");
    await dialog.getByLabel("Amount (USD)").nth(1).fill("200");
    expect(await dialog.getByTestId("checkout-discount-preview").innerText()).toBe("Discount: -$10.00 · New total: $300.00");
    // The README's picture shows the whole dialog, which scrolls at this height.
    await page.setViewportSize({ width: DESKTOP.width, height: 1400 });
    await readmeScreenshot(page, "checkout-dialog.png");
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole("button", { name: "Check out", exact: true }).click();
    expect(await toastWith(page, "Charged")).toContain("Charged $340.00. Change: $10.00.");
    expect(pageErrors).toEqual([]);

    const receipt = await vi.waitFor(
      () => {
        const found = smtp.to(EMAIL).find((mail) => mail.subject.startsWith("Tu recibo"));
        if (!found) throw new Error(`no receipt yet for ${EMAIL}`);
        return found;
      },
      { timeout: 20_000, interval: 200 },
    );
    for (const line of ["Retiro de Gelish", "Descuento (Regular client): -$10.00", "Total: $300.00", "Propina: $40.00", "Pagado en efectivo: $140.00", "Pagado con tarjeta: $200.00", "Cambio: $10.00"]) {
      expect(receipt.text).toContain(line);
    }
  });

  it("closes the day against the counted cash, with the tips owed per manicurist, and the closed day refuses a correction", async () => {
    const { page, pageErrors } = await ownerPage("en", "/admin/day-close");
    const figures = page.getByTestId("day-figures");
    await expect.poll(() => figures.innerText(), { timeout: 10_000 }).toMatch(/Sales\s+\$300\.00/);
    const text = (await figures.innerText()).replace(/\s+/g, " ");
    for (const figure of ["Tips $40.00", "Expected cash $140.00", "Card $200.00", "Transfer $0.00"]) expect(text).toContain(figure);
    const tips = page.getByRole("region", { name: "Tips per manicurist" });
    expect((await tips.innerText()).replace(/\s+/g, " ")).toContain("Sofia Ramirez $40.00");

    await page.getByLabel("Counted cash (USD)").fill("135");
    await page.getByRole("button", { name: "Close the day" }).click();
    await page.getByText("Counted cash (USD): $135.00 · Difference: -$5.00").waitFor();
    await page.getByText("Closed", { exact: true }).waitFor();

    const { checkoutId } = (await (await desk.get(`/api/admin/appointments/${appointmentId}/checkout`)).json()) as { checkoutId: number };
    const refused = await desk.post(`/api/admin/checkouts/${checkoutId}/adjustments`, {
      data: { target: "sale", method: "cash", amount: -500, reason: "Short in the drawer" },
      headers: { "Accept-Language": "en" },
    });
    expect([refused.status(), await refused.json()]).toEqual([409, { message: "This day is closed; reopen it to change its checkouts" }]);
    const day = (await (await desk.get(`/api/admin/day-close/${monday}`)).json()) as { sales: number; adjustmentsTotal: number; status: string };
    expect(day).toMatchObject({ sales: 30000, adjustmentsTotal: 0, status: "closed" });
    expect(pageErrors).toEqual([]);
  });

  it("sets the manicurist's commission on the staff form; the reports show the day's totals in English, then in Spanish, and the CSV parses to the same figures", async () => {
    const { page, pageErrors } = await ownerPage("en", "/admin/staff");
    await page.getByRole("button", { name: `Edit ${sofia.nameEn}` }).click();
    const form = page.getByRole("dialog", { name: "Edit Staff Member" });
    await form.getByLabel("Commission (%)").fill("40");
    await form.getByRole("button", { name: "Save" }).click();
    await toastWith(page, "Staff member updated");

    await page.goto("/admin/reports");
    // Period, visits, gross, discounts, sales, tips; then her sales, tips and 40 % of $300.00.
    expect(await reportRow(page, "Revenue", monday)).toEqual([monday, "1", "$310.00", "$10.00", "$300.00", "$40.00"]);
    expect(await reportRow(page, "Revenue: By manicurist", sofia.nameEn)).toEqual([sofia.nameEn, "1", "$300.00", "$40.00", "$120.00 (40 %)"]);
    await page.getByRole("figure", { name: "Revenue", exact: true }).locator(".recharts-bar-rectangle").first().waitFor();
    await readmeScreenshot(page, "reports.png");
    // The link's name ends with its report's title (read by screen readers, hidden on screen).
    const link = page.getByRole("region", { name: "Revenue", exact: true }).getByRole("link", { name: /^Download CSV\W+Revenue$/ });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const file = await fs.readFile(await download.path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(file, { bom: true, columns: true, record_delimiter: "\r\n" }) as Record<string, string>[];
    expect(rows.find((row) => row.period === monday)).toEqual({ period: monday, visits: "1", gross: "31000", discounts: "1000", sales: "30000", tips: "4000" });

    await page.getByTestId("language-toggle").click();
    expect(await reportRow(page, "Ingresos", monday)).toEqual([monday, "1", "$310.00", "$10.00", "$300.00", "$40.00"]);
    expect(await reportRow(page, "Ingresos: Por manicurista", sofia.nameEs)).toEqual([sofia.nameEs, "1", "$300.00", "$40.00", "$120.00 (40 %)"]);
    await page.getByRole("region", { name: "Ingresos", exact: true }).getByRole("link", { name: /^Descargar CSV\W+Ingresos$/ }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("checks a visit out in Spanish with a service option added at the chair and a percent discount, refusing a percent out of range, and saves the server's total", async () => {
    // The day was closed above: reopened (recorded) to take one more checkout.
    const reopened = await desk.post(`/api/admin/day-close/${monday}/reopen`, { data: { reason: "Una clienta más" } });
    expect(reopened.status(), await reopened.text()).toBe(200);
    const booked = await desk.post("/api/admin/appointments", {
      data: {
        services: [{ serviceId: "gelish" }],
        appointmentDate: monday,
        appointmentTime: "14:00",
        customerName: unique("Marta Opción "),
        customerPhone: "+1 619 555 0144",
        locale: "es",
        staffId: sofia.id,
        confirmed: true,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const visitId = ((await booked.json()) as { id: number }).id;
    expect((await desk.put(`/api/admin/appointments/${visitId}/complete-now`)).status()).toBe(200);

    const { page, pageErrors } = await ownerPage("es", "/admin/appointments");
    await page.locator(`article[data-appointment-id="${visitId}"]`).getByRole("button", { name: "Cobrar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Cobrar la visita" });
    // Gelish as booked ($210.00) and the acrylic nails' Polygel technique added at the chair at its catalogue price ($180.00).
    await dialog.getByLabel("Agregar en la silla").selectOption({ label: "Uñas Acrílicas — Polygel · $180.00" });
    await dialog.getByRole("button", { name: "Agregar", exact: true }).click();
    await expect.poll(() => dialog.getByTestId("checkout-lines-total").innerText()).toBe("Suma de las líneas: $390.00");
    await expect.poll(() => dialog.getByRole("list", { name: "Lo que se cobra" }).innerText()).toContain("Uñas Acrílicas — Polygel");

    await dialog.getByRole("radio", { name: "En porcentaje (%)" }).check();
    await dialog.getByLabel("Motivo del descuento").fill("Clienta frecuente");
    await dialog.getByLabel("Propina para la manicurista (USD)").fill("20");
    const percent = dialog.getByLabel("Descuento (%)");
    const alert = dialog.getByRole("alert");
    for (const refused of ["0", "101", "12.5", "diez"]) {
      await percent.fill(refused);
      await dialog.getByRole("button", { name: "Cobrar", exact: true }).click();
      expect(await alert.innerText()).toBe("Un descuento en porcentaje es un número entero de 1 a 100");
    }
    // 15 % of $390.00 = $58.50 off, $331.50 to pay, + the $20.00 tip = $351.50 by card.
    await percent.fill("15");
    expect(await dialog.getByTestId("checkout-discount-preview").innerText()).toBe("Descuento: -$58.50 · Nuevo total: $331.50");
    await dialog.getByLabel("Monto (USD)").fill("351.50");
    await dialog.getByRole("button", { name: "Cobrar", exact: true }).click();
    expect(await toastWith(page, "Cobrado")).toContain("Cobrado $351.50. Cambio: $0.00.");

    const saved = (await (await desk.get(`/api/admin/appointments/${visitId}/checkout`)).json()) as CheckoutDetail;
    expect(saved).toMatchObject({ subtotal: 39000, total: 33150, tipTotal: 2000, discount: { kind: "percent", value: 15, reason: "Clienta frecuente", amount: 5850 } });
    expect(saved.items.map(({ kind, itemId, price }) => ({ kind, itemId, price }))).toEqual([
      { kind: "service", itemId: "gelish", price: 21000 },
      { kind: "option", itemId: "acrylic-technique-polygel", price: 18000 },
    ]);
    expect(pageErrors).toEqual([]);
  });

  it("checks out from the front desk a walk-in it has just booked there, with a tip for her manicurist and cash, and stores the checkout", async () => {
    const { page, pageErrors } = await ownerPage("en", "/admin/front-desk");
    const customer = unique("Walk In ");
    await page.getByRole("heading", { level: 1, name: "Front desk" }).waitFor();
    await page.getByLabel(/^Full name/).fill(customer);
    await page.getByLabel(/^Phone/).fill("+1 619 555 0155");
    await page.getByRole("checkbox", { name: "Gel Polish", exact: true }).click();
    await page.getByText("Total $210.00 · 60 min").waitFor();
    // A manicurist other than Sofia, whose Monday this file's other visits fill.
    const manicurist = page.getByLabel("Manicurist", { exact: true });
    await expect.poll(() => manicurist.locator("option").count()).toBeGreaterThan(2);
    const name = (await manicurist.locator("option").allInnerTexts()).find((label) => label !== "Anyone" && label !== sofia.nameEn)!;
    await manicurist.selectOption({ label: name });
    await page.getByRole("group", { name: "Date, manicurist and time" }).locator('button[aria-pressed="false"]:not([disabled])').first().click();
    await page.getByRole("checkbox", { name: "Confirmed now (the manicurist agrees)" }).click();
    await page.getByRole("button", { name: "Book", exact: true }).click();
    expect(await toastWith(page, "Appointment booked")).toContain(customer);

    const visit = page.getByRole("region", { name: "Booked today at the desk" }).locator("li", { hasText: customer });
    await visit.getByRole("button", { name: "Check out", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Check out the visit" });
    // $210.00 as booked + a $15.00 tip = $225.00, paid in cash from $250.00.
    await dialog.getByLabel("Tip for the manicurist (USD)").fill("15");
    await dialog.getByLabel("Method").selectOption("cash");
    await dialog.getByLabel("Amount (USD)").fill("225");
    await dialog.getByLabel("Cash handed over (USD)").fill("250");
    await dialog.getByRole("button", { name: "Check out", exact: true }).click();
    expect(await toastWith(page, "Charged")).toContain("Charged $225.00. Change: $25.00.");
    await visit.getByText("Checked out", { exact: true }).waitFor();

    const visitId = Number(await visit.getAttribute("data-booked-visit"));
    const staff = (await (await desk.get("/api/staff")).json()) as PublicStaff[];
    const theirs = staff.find((member) => member.nameEn === name)!;
    const saved = (await (await desk.get(`/api/admin/appointments/${visitId}/checkout`)).json()) as CheckoutDetail;
    expect(saved).toMatchObject({
      appointmentId: visitId,
      businessDate: monday,
      staffId: theirs.id,
      total: 21000,
      tipTotal: 1500,
      change: 2500,
      tips: [{ staffId: theirs.id, amount: 1500 }],
      payments: [{ method: "cash", amount: 22500, cashGiven: 25000, change: 2500 }],
    });
    expect(pageErrors).toEqual([]);
  });
});
