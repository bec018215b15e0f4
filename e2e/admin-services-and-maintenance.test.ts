/** The catalogue's options and the maintenance pages (seed services, fix timezone, database reset). */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAppointment, AdminClient } from "@shared/admin-api";
import type { AdminServiceOption, AdminStaffDetail, ResetDatabaseResult, TimezoneFixResult } from "@shared/admin-catalogue-api";
import type { PublicServiceOption, StaffAvailabilityRecord } from "@shared/api";
import { DEFAULT_SERVICES } from "@shared/catalogue";
import { bookableDates } from "@shared/time";
import { api, bookLashLiftingOnAnyDay, expectFailedRequest, launchBrowser, signIn, toastWith, unique } from "./helpers";
import { E2E_ADMIN, E2E_SUPERADMIN } from "./global-setup";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("service options page", () => {
  // The public catalogue is each instance's cache, dropped when PostgreSQL's notification of the change
  // arrives, a moment after the admin's answer: the booking page's read is polled until it follows.
  const publicIds = async (page: Page, serviceId: string) =>
    (await api<PublicServiceOption[]>(page, "GET", `/api/service-options/${serviceId}`)).map((option) => option.id);

  it("adds, edits, hides and deletes an option, restores the defaults, and the booking page follows", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_SUPERADMIN);
    const name = unique("Chrome ");
    await page.goto("/admin/service-options");
    await page.getByRole("heading", { level: 1, name: "Service Options" }).waitFor();
    const picker = page.getByRole("group", { name: "Service" });
    expect(await picker.getByRole("button").allInnerTexts()).toEqual([
      "Polish",
      "Pedicure",
      "Acrylic Nails",
      "Eyelash Extensions",
      "Eyebrows",
      "Waxing",
    ]);
    await picker.getByRole("button", { name: "Waxing" }).click();
    const table = page.getByRole("table", { name: "Options of Waxing" });
    await table.getByRole("rowheader", { name: /Mustache/ }).waitFor();

    await page.getByRole("button", { name: "Add Option" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Option" });
    expect(await dialog.getByRole("slider", { name: "Duration" }).getAttribute("aria-valuetext")).toBe("30 min");
    expect(await dialog.getByRole("slider", { name: "Price" }).getAttribute("aria-valuetext")).toBe("$180.00");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("English name is required").waitFor();
    await dialog.getByRole("textbox", { name: "Name (English)" }).fill(name);
    await dialog.getByRole("textbox", { name: "Name (Spanish)" }).fill(`${name} ES`);
    await dialog.getByRole("slider", { name: "Duration" }).focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press("ArrowRight");
    expect(await dialog.getByRole("slider", { name: "Duration" }).getAttribute("aria-valuetext")).toBe("45 min");
    await dialog.getByRole("slider", { name: "Price" }).focus();
    await page.keyboard.press("ArrowLeft");
    expect(await dialog.getByRole("slider", { name: "Price" }).getAttribute("aria-valuetext")).toBe("$175.00");
    await dialog.getByRole("textbox", { name: "Display order" }).fill("nine");
    await dialog.getByRole("button", { name: "Save" }).click();
    expect(await toastWith(page, "Option added")).toBe("Success Option added");
    await dialog.waitFor({ state: "detached" });

    const created = (await api<AdminServiceOption[]>(page, "GET", "/api/admin/service-options/6")).find((option) => option.nameEn === name);
    if (!created) throw new Error("the new option is not listed");
    expect(created).toMatchObject({ durationMinutes: 45, price: 17500, displayOrder: 0, active: true });
    const row = table.locator(`tr[data-option-id="${created.id}"]`);
    expect((await row.innerText()).replace(/\s+/g, " ")).toContain("45 min $175.00 0 Active");
    await expect.poll(() => publicIds(page, "6")).toContain(created.id);

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Option" });
    await edit.getByRole("textbox", { name: "Name (English)" }).fill(`${name} Deluxe`);
    await edit.getByRole("switch", { name: "Shown on the booking page" }).click();
    await edit.getByRole("button", { name: "Save" }).click();
    expect(await toastWith(page, "Option updated")).toBe("Success Option updated");
    await row.getByText("Inactive").waitFor();
    await row.getByText(`${name} Deluxe`).waitFor();
    await expect.poll(() => publicIds(page, "6")).not.toContain(created.id);

    await row.getByRole("button", { name: `Delete ${name} Deluxe` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete option" });
    await confirm.getByText("Are you sure you want to delete this option?").waitFor();
    await confirm.getByRole("button", { name: "Yes, delete" }).click();
    expect(await toastWith(page, "Option deleted")).toBe("Success Option deleted");
    await row.waitFor({ state: "detached" });

    await table.getByRole("button", { name: "Delete Mustache" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes, delete" }).click();
    // The first deletion's toast may still be up: the row leaving the table is this deletion done.
    await table.getByRole("rowheader", { name: /Mustache/ }).waitFor({ state: "detached" });
    await expect.poll(() => publicIds(page, "6")).not.toContain("wax-mustache");
    await page.getByRole("button", { name: "Restore default options" }).click();
    expect(await toastWith(page, "Default options restored")).toBe("Default options restored Restored 1 default option for Waxing");
    await table.getByRole("rowheader", { name: /Mustache/ }).waitFor();
    await expect.poll(() => publicIds(page, "6")).toContain("wax-mustache");
    expect(pageErrors).toEqual([]);
  });

  it("renames a default option whose price lies outside the price slider's range, keeping its price", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_SUPERADMIN);
    const name = unique("Classic ");
    await page.goto("/admin/service-options");
    await page.getByRole("group", { name: "Service" }).getByRole("button", { name: "Eyelash Extensions" }).click();
    const row = page.locator('tr[data-option-id="lash-classic"]');
    await row.getByRole("button", { name: "Edit Classic" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Option" });
    expect(await edit.getByRole("slider", { name: "Price" }).getAttribute("aria-valuetext")).toBe("$850.00");
    await edit.getByRole("textbox", { name: "Name (English)" }).fill(name);
    await edit.getByRole("button", { name: "Save" }).click();
    expect(await toastWith(page, "Option updated")).toBe("Success Option updated");
    await edit.waitFor({ state: "detached" });
    await row.getByText(name).waitFor();
    const renamed = (await api<AdminServiceOption[]>(page, "GET", "/api/admin/service-options/3")).find((option) => option.id === "lash-classic");
    expect(renamed).toMatchObject({ nameEn: name, price: 85000, durationMinutes: 120 });
    await api(page, "PUT", "/api/admin/service-options/lash-classic", { nameEn: "Classic" });
    expect(pageErrors).toEqual([]);
  });

  it("adds an acrylic option under its category and a pedicure option with its includes, and the booking dialogs show them", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_SUPERADMIN);
    const acrylicName = unique("Coffin ");
    const pedicureName = unique("Paraffin ");
    await page.goto("/admin/service-options");
    const picker = page.getByRole("group", { name: "Service" });

    await picker.getByRole("button", { name: "Acrylic Nails" }).click();
    const acrylicTable = page.getByRole("table", { name: "Options of Acrylic Nails" });
    await acrylicTable.getByRole("rowheader", { name: /New Set/ }).waitFor();
    await page.getByRole("button", { name: "Add Option" }).click();
    const acrylicDialog = page.getByRole("dialog", { name: "Add Option" });
    expect(await acrylicDialog.getByRole("textbox", { name: /Includes/ }).count()).toBe(0);
    await acrylicDialog.getByRole("textbox", { name: "Name (English)" }).fill(acrylicName);
    await acrylicDialog.getByRole("textbox", { name: "Name (Spanish)" }).fill(`${acrylicName} ES`);
    await acrylicDialog.getByRole("button", { name: "Save" }).click();
    await acrylicDialog.getByText("Acrylic nail options need a category: length, technique or type").waitFor();
    await acrylicDialog.getByRole("combobox", { name: "Category" }).selectOption({ label: "Length" });
    await acrylicDialog.getByRole("button", { name: "Save" }).click();
    await toastWith(page, "Option added");
    await acrylicDialog.waitFor({ state: "detached" });
    const acrylic = (await api<AdminServiceOption[]>(page, "GET", "/api/admin/service-options/1")).find(
      (option) => option.nameEn === acrylicName,
    );
    if (!acrylic) throw new Error("the new acrylic option is not listed");
    expect(acrylic.category).toBe("length");
    expect(await acrylicTable.locator(`tr[data-option-id="${acrylic.id}"]`).innerText()).toContain("Length");

    await picker.getByRole("button", { name: "Pedicure" }).click();
    await page.getByRole("table", { name: "Options of Pedicure" }).getByRole("rowheader", { name: /Jelly Spa/ }).waitFor();
    await page.getByRole("button", { name: "Add Option" }).click();
    const pedicureDialog = page.getByRole("dialog", { name: "Add Option" });
    expect(await pedicureDialog.getByRole("combobox", { name: "Category" }).count()).toBe(0);
    await pedicureDialog.getByRole("textbox", { name: "Name (English)" }).fill(pedicureName);
    await pedicureDialog.getByRole("textbox", { name: "Name (Spanish)" }).fill(`${pedicureName} ES`);
    await pedicureDialog.getByRole("textbox", { name: "Includes (English)" }).fill("Paraffin wrap and hot stones");
    await pedicureDialog.getByRole("textbox", { name: "Includes (Spanish)" }).fill("Parafina y piedras calientes");
    await pedicureDialog.getByRole("button", { name: "Save" }).click();
    await toastWith(page, "Option added");
    await pedicureDialog.waitFor({ state: "detached" });
    const pedicure = (await api<AdminServiceOption[]>(page, "GET", "/api/admin/service-options/2")).find(
      (option) => option.nameEn === pedicureName,
    );
    if (!pedicure) throw new Error("the new pedicure option is not listed");

    await page.goto("/booking");
    await page.locator('[data-service-id="1"]').click();
    const acrylicBooking = page.getByRole("dialog", { name: "Configure your acrylic nails" });
    await acrylicBooking.getByRole("radiogroup", { name: "Length" }).locator(`[data-option-id="${acrylic.id}"]`).click();
    await acrylicBooking.locator('[data-option-id="acrylic-technique-acrylic"]').click();
    await acrylicBooking.locator('[data-option-id="acrylic-type-new-set"]').click();
    await acrylicBooking.getByRole("button", { name: "Add service" }).click();
    await acrylicBooking.waitFor({ state: "detached" });
    await page.locator('[data-service-id="2"]').click();
    const pedicureBooking = page.getByRole("dialog", { name: "Choose your pedicure type" });
    const pedicureChoice = pedicureBooking.locator(`[data-option-id="${pedicure.id}"]`);
    expect(await pedicureChoice.innerText()).toContain("Includes: Paraffin wrap and hot stones");
    await page.keyboard.press("Escape");

    await api(page, "DELETE", `/api/admin/service-options/${encodeURIComponent(acrylic.id)}`);
    await api(page, "DELETE", `/api/admin/service-options/${encodeURIComponent(pedicure.id)}`);
    expect(pageErrors).toEqual([]);
  });

  it("shows 'Error Loading Options' with a working Retry", async () => {
    const { page } = await signIn(browser, E2E_SUPERADMIN);
    expectFailedRequest(page, 500, /\/api\/admin\/service-options\/esmalte/);
    await page.route("**/api/admin/service-options/esmalte", (route) => route.fulfill({ status: 500, body: '{"message":"boom"}' }));
    await page.goto("/admin/service-options");
    await page.getByRole("heading", { name: "Error Loading Options" }).waitFor();
    await page.unroute("**/api/admin/service-options/esmalte");
    await page.getByRole("button", { name: "Retry" }).click();
    await page.getByRole("table", { name: "Options of Polish" }).waitFor();
  });

  it("says the admin is logged out and goes to the login after 500 ms", async () => {
    const { page } = await signIn(browser, E2E_SUPERADMIN);
    // The toast lives only 500 ms before the page goes to sign in, too short for a busy machine to look
    // at: the page reports each open toast's text whenever it changes (a toast may be drawn before its
    // words), and the test reads the reports once the sign-in page is there.
    const toasts: string[] = [];
    await page.exposeBinding("reportToast", (_source, text: string) => toasts.push(text));
    await page.addInitScript(() => {
      const reported = new WeakMap<Element, string>();
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[data-testid="toast"][data-state="open"]')) {
          const text = toast.textContent ?? "";
          if (reported.get(toast) === text) continue;
          reported.set(toast, text);
          (window as unknown as { reportToast(text: string): void }).reportToast(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ["data-state"] });
    });
    // The session ends on the server while the page still believes it is signed in: its admin calls are refused.
    expectFailedRequest(page, 401, /\/api\/admin\/[\w/-]+/);
    await page.request.post("/api/admin/logout");
    await page.goto("/admin/service-options");
    await page.waitForURL((url) => url.pathname === "/admin/login");
    await expect.poll(() => toasts.join(" ")).toContain("You are logged out. Logging in again...");
  });
});

describe("maintenance pages", () => {
  it("seed services lists every default service with its result", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_SUPERADMIN);
    await page.goto("/admin/seed-services");
    await page.getByRole("heading", { level: 1, name: "Seed Default Services" }).waitFor();
    await page.getByRole("button", { name: "Seed services" }).click();
    await toastWith(page, "All default services already exist");
    await page.getByText(`0 created, ${DEFAULT_SERVICES.length} already existed`).waitFor();
    const rows = page.getByRole("table", { name: "Result per service" }).locator("tbody tr");
    expect(await rows.count()).toBe(DEFAULT_SERVICES.length);
    expect((await rows.first().innerText()).replace(/\s+/g, " ")).toBe("1 Acrylic Nails Uñas Acrílicas Already exists");
    expect(pageErrors).toEqual([]);
  });

  it("fix timezone checks first and offers the fix only when something was found", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_SUPERADMIN);
    await page.goto("/admin/fix-timezone");
    await page.getByRole("heading", { level: 1, name: "Fix Timezone Data" }).waitFor();
    expect(await page.getByRole("region", { name: "2. Fix" }).count()).toBe(0);
    const checked = page.waitForResponse((response) => response.url().endsWith("/api/admin/fix-timezone-data"));
    await page.getByRole("button", { name: "Check appointments" }).click();
    const result = (await (await checked).json()) as TimezoneFixResult;
    if (result.affectedCount === 0) {
      await page.getByText("No completed appointment ends between 00:00 and 08:59. Nothing to fix.").waitFor();
      expect(await page.getByRole("region", { name: "2. Fix" }).count()).toBe(0);
    } else {
      const rows = page.getByRole("table", { name: "Affected appointments" }).locator("tbody tr");
      expect(await rows.count()).toBe(result.affectedCount);
      await page.getByRole("button", { name: /^Fix \d+ appointments?$/ }).click();
      await toastWith(page, "Fixed");
      expect(await rows.filter({ hasText: "Fixed" }).count()).toBe(result.affectedCount);
    }
    expect(pageErrors).toEqual([]);
  });

  it("database reset is offered only to a superadmin, and the server refuses a regular admin with its words", async () => {
    const { page } = await signIn(browser, E2E_ADMIN);
    await page.goto("/admin/database-reset");
    await page.getByRole("heading", { level: 1, name: "Reset Database" }).waitFor();
    await page.getByText("Only a superadmin").first().waitFor();
    expect(await page.getByRole("button", { name: "Reset database" }).count()).toBe(0);
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await page.getByRole("button", { name: "Reset Database" }).count()).toBe(0);
    const refused = await page.request.post("/api/admin/reset-database");
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: "Only a superadmin can reset the database" });
  });

  it("database reset by a superadmin shows the deleted counts and keeps admins, staff and the catalogue", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_SUPERADMIN);
    await bookLashLiftingOnAnyDay(page, unique("Reset Client "), "+1 619 555 0143");
    const appointments = await api<AdminAppointment[]>(page, "GET", "/api/admin/appointments");
    const clients = await api<AdminClient[]>(page, "GET", "/api/admin/clients");
    const staffBefore = await api<AdminStaffDetail[]>(page, "GET", "/api/admin/staff");

    await page.goto("/admin/database-reset");
    await page.getByRole("button", { name: "Reset database" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Reset the database?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect((await api<AdminAppointment[]>(page, "GET", "/api/admin/appointments")).length).toBe(appointments.length);

    await page.getByRole("button", { name: "Reset database" }).click();
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/admin/reset-database"));
    await dialog.getByRole("button", { name: "Yes, reset" }).click();
    const result = (await (await answered).json()) as ResetDatabaseResult;
    expect(result.deletedCounts.appointments).toBe(appointments.length);
    expect(result.deletedCounts.users).toBe(clients.length);
    const counts = page.getByRole("status").filter({ hasText: "Deleted records" });
    const text = (await counts.innerText()).replace(/\s+/g, " ");
    expect(text).toContain(`Appointments ${result.deletedCounts.appointments}`);
    expect(text).toContain(`Clients ${result.deletedCounts.users}`);
    expect(text).toContain(`Staff schedules ${result.deletedCounts.staffAvailability}`);
    expect(text).toContain(`Reviews ${result.deletedCounts.reviews}`);

    expect(await api<AdminAppointment[]>(page, "GET", "/api/admin/appointments")).toEqual([]);
    expect(await api<AdminClient[]>(page, "GET", "/api/admin/clients")).toEqual([]);
    expect(await api<AdminStaffDetail[]>(page, "GET", "/api/admin/staff")).toEqual(staffBefore);
    expect((await api<AdminServiceOption[]>(page, "GET", "/api/admin/service-options/1")).length).toBeGreaterThan(0);
    const admin = await signIn(browser, E2E_ADMIN);
    await admin.context.close();
    expect((await page.request.get("/api/admin/current-user")).status()).toBe(200);
    // The weekly schedules survive the reset: the salon is bookable right after it.
    const days = await api<StaffAvailabilityRecord[]>(page, "GET", `/api/staff-availability/${bookableDates(new Date()).at(-1)}`);
    expect(days.filter((day) => day.isPunchedIn).length).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });
});
