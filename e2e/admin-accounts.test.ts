/** Admin credentials from the back office, and the client card. */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminClient } from "@shared/admin-api";
import { E2E_SUPERADMIN } from "./global-setup";
import { bookableDates } from "@shared/time";
import { book, GEL_POLISH } from "./api-booking";
import { api, DESKTOP, launchBrowser, openPage, readmeScreenshot, signIn, toastWith, unique } from "./helpers";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("admin credentials", () => {
  it("a superadmin creates an admin, who signs in with the one-time password and must choose their own first", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_SUPERADMIN);
    const username = unique("desk-");
    await page.getByRole("link", { name: "Users", exact: true }).click();
    await page.getByRole("button", { name: "New admin" }).click();
    const form = page.getByRole("dialog", { name: "New admin" });
    await form.getByLabel(/^Username/).fill(username);
    await form.getByLabel(/^First name/).fill("Rosa");
    await form.getByRole("button", { name: "Create admin" }).click();
    const shown = page.getByRole("dialog", { name: "One-time password" });
    await shown.getByText("It will not be shown again: copy it now.").waitFor();
    const oneTimePassword = (await shown.getByTestId("one-time-password").innerText()).trim();
    expect(oneTimePassword.length).toBeGreaterThanOrEqual(20);
    await readmeScreenshot(page, "admin-credentials.png");
    await shown.getByRole("button", { name: "Done" }).click();
    await shown.waitFor({ state: "detached" });

    const rosa = await openPage(browser, { viewport: DESKTOP, language: "es", path: "/admin/login" });
    await rosa.page.getByLabel("Usuario").fill(username);
    await rosa.page.getByLabel("Contraseña").fill(oneTimePassword);
    await rosa.page.getByRole("button", { name: "Iniciar sesión" }).click();
    await rosa.page.getByRole("heading", { level: 1, name: "Elige tu contraseña" }).waitFor();
    // Every other page waits until she has chosen one.
    await rosa.page.getByRole("link", { name: "Citas", exact: true }).click();
    await rosa.page.getByRole("heading", { level: 1, name: "Elige tu contraseña" }).waitFor();
    await rosa.page.getByLabel("Contraseña de un solo uso").fill(oneTimePassword);
    await rosa.page.getByLabel("Nueva contraseña", { exact: true }).fill("rosa-own-password");
    await rosa.page.getByLabel("Repite la nueva contraseña").fill("rosa-own-password");
    await rosa.page.getByRole("button", { name: "Guardar contraseña" }).click();
    await rosa.page.getByRole("heading", { level: 1, name: "Citas" }).waitFor();

    expect((await rosa.page.request.post("/api/admin/login", { data: { username, password: "rosa-own-password" } })).ok()).toBe(true);
    expect(pageErrors).toEqual([]);
    expect(rosa.pageErrors).toEqual([]);
  });
});

describe("client card", () => {
  it("shows a client's upcoming and past appointments, what they spent, and saves the front desk's notes", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_SUPERADMIN);
    const customer = unique("Card Client ");
    const contact = { phone: "+1 619 555 0188", locale: "en" } as const;
    await book(GEL_POLISH, page.request, customer, { ...contact, dates: [...bookableDates(new Date())].reverse() });
    // Completed ahead of its start (the override), it is a past visit the client paid for.
    const done = await book(GEL_POLISH, page.request, customer, { ...contact, dates: bookableDates(new Date()) });
    await api(page, "PUT", `/api/admin/appointments/${done.id}/status`, { status: "completed", override: true });
    const client = (await api<AdminClient[]>(page, "GET", "/api/admin/clients")).find((row) => `${row.firstName} ${row.lastName}` === customer);
    if (!client) throw new Error(`${customer} is not a client`);

    await page.getByRole("link", { name: "Clients", exact: true }).click();
    await page.getByRole("button", { name: `History of ${customer}` }).click();
    const card = page.getByRole("dialog", { name: customer });
    const upcoming = card.getByRole("region", { name: "Upcoming appointments" });
    const past = card.getByRole("region", { name: "Past appointments" });
    await past.getByRole("listitem").waitFor();
    expect(await upcoming.getByRole("listitem").allInnerTexts()).toEqual([expect.stringMatching(/Gel Polish.*\$210\.00/s)]);
    expect(await past.getByRole("listitem").allInnerTexts()).toEqual([expect.stringMatching(/Gel Polish.*\$210\.00.*Completed/s)]);
    expect((await card.getByRole("definition").allInnerTexts()).map((text) => text.trim())).toEqual(["$210.00", "1", "0"]);
    await card.getByLabel("Notes (allergies, preferences…)").fill("Allergic to latex.");
    await card.getByRole("button", { name: "Save notes" }).click();
    await toastWith(page, "Notes saved");
    await readmeScreenshot(page, "client-card.png");
    const saved = (await api<AdminClient[]>(page, "GET", "/api/admin/clients")).find((row) => row.id === client.id);
    expect(saved?.notes).toBe("Allergic to latex.");
    expect(pageErrors).toEqual([]);
  });
});
