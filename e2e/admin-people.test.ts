/** The people the back office keeps: clients, admin users, staff members and what each may do, and signing out. */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminClient } from "@shared/admin-api";
import type { AdminStaffDetail, StaffPerformanceRow, StaffReviewsSummary } from "@shared/admin-catalogue-api";
import type { PublicStaff } from "@shared/api";
import { formatPrice } from "@shared/money";
import { accessibleDescription, api, bookLashLiftingOnAnyDay, expectFailedRequest, launchBrowser, signIn, toastWith, unique } from "./helpers";
import { E2E_ADMIN, E2E_SUPERADMIN } from "./global-setup";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The clients page's header counts: every client the server counts, and its VIPs when it sends their count. */
async function clientCounts(page: Page): Promise<{ clients: number; vips: number | null }> {
  const headers = (await page.request.get("/api/admin/clients?limit=1")).headers();
  return { clients: Number(headers["x-total-count"]), vips: headers["x-vip-count"] === undefined ? null : Number(headers["x-vip-count"]) };
}

function countsText({ clients, vips }: { clients: number; vips: number | null }): string {
  const total = `${clients} ${clients === 1 ? "client" : "clients"}`;
  return vips === null ? total : `${total} · ${vips} VIP`;
}

describe("clients page", () => {
  it("adds a client with validation, edits it and finds it by search", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_SUPERADMIN);
    const lastName = unique("Quiroga");
    const email = `${lastName.toLowerCase()}@example.com`;
    await page.getByRole("link", { name: "Clients", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Clients" }).waitFor();
    const before = await clientCounts(page);
    await page.getByText(countsText(before)).waitFor();

    await page.getByRole("button", { name: "Add Client" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Client" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("First name is required").waitFor();
    await dialog.getByText("Last name is required").waitFor();
    await dialog.getByRole("textbox", { name: "First Name", exact: true }).fill("Renata");
    await dialog.getByRole("textbox", { name: "Last Name", exact: true }).fill(lastName);
    await dialog.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-email");
    await dialog.getByRole("textbox", { name: "Phone", exact: true }).fill("12345");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Invalid email address").waitFor();
    await dialog.getByText("Phone number must be at least 7 characters").waitFor();
    expect(await accessibleDescription(dialog.getByRole("textbox", { name: "Phone", exact: true }))).toEqual([
      "Mexican number? Start it with +52.",
      "Phone number must be at least 7 characters",
    ]);
    expect(await dialog.getByRole("textbox", { name: "Email", exact: true }).getAttribute("aria-invalid")).toBe("true");

    await dialog.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await dialog.getByRole("textbox", { name: "Phone", exact: true }).fill("+1 619 555 0177");
    await dialog.getByLabel("VIP").check();
    await dialog.getByRole("switch", { name: "Client accepts marketing emails" }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    expect(await toastWith(page, "Client added successfully")).toBe("Success Client added successfully");
    await dialog.waitFor({ state: "detached" });
    await page.getByText(countsText({ clients: before.clients + 1, vips: before.vips === null ? null : before.vips + 1 })).waitFor();

    const search = page.getByLabel("Search clients");
    await search.fill(lastName.toUpperCase());
    const cards = page.getByRole("list", { name: "Clients" }).getByRole("listitem").filter({ has: page.getByRole("heading") });
    // The server searches once the typing pauses: until its answer arrives the page still lists the first page.
    await expect.poll(() => cards.count()).toBe(1);
    const card = cards.first();
    const cardText = await card.innerText();
    expect(cardText).toContain(`Renata ${lastName}`);
    expect(cardText).toContain("VIP");
    expect(cardText).toContain("Marketing OK");
    expect(cardText).toContain(email);
    expect(cardText).toContain("+1 619 555 0177");
    expect(cardText).toMatch(/Joined \w{3} \d{1,2}, \d{4}/);

    // The same email a second time is the server's to refuse; the dialog stays open with its words.
    await page.getByRole("button", { name: "Add Client" }).click();
    const again = page.getByRole("dialog", { name: "Add New Client" });
    expect(await again.getByRole("textbox", { name: "First Name", exact: true }).inputValue()).toBe("");
    await again.getByRole("textbox", { name: "First Name", exact: true }).fill("Otra");
    await again.getByRole("textbox", { name: "Last Name", exact: true }).fill("Persona");
    await again.getByRole("textbox", { name: "Email", exact: true }).fill(email.toUpperCase());
    expectFailedRequest(page, 409, /\/api\/admin\/clients/);
    await again.getByRole("button", { name: "Save" }).click();
    expect(await toastWith(page, "already exists")).toBe("Error A client with this email already exists");
    await again.getByRole("button", { name: "Cancel" }).click();

    await card.getByRole("button", { name: `Edit Renata ${lastName}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Client" });
    expect(await edit.getByRole("textbox", { name: "Email", exact: true }).inputValue()).toBe(email);
    expect(await edit.getByRole("switch", { name: "Client accepts marketing emails" }).getAttribute("aria-checked")).toBe("true");
    await edit.getByRole("textbox", { name: "Phone", exact: true }).fill("+1 619 555 0199");
    await edit.getByLabel("Regular").check();
    await edit.getByRole("button", { name: "Save" }).click();
    expect(await toastWith(page, "Client updated successfully")).toBe("Success Client updated successfully");
    await edit.waitFor({ state: "detached" });

    await search.fill(email.slice(0, 8).toUpperCase());
    const edited = cards.filter({ hasText: `Renata ${lastName}` });
    await edited.getByText("+1 619 555 0199").waitFor();
    expect(await edited.innerText()).toContain("Regular");
    // The server searches the full name too, without accents.
    await search.fill(`rénata ${lastName}`);
    await edited.waitFor();
    const nobody = unique("nadie");
    await search.fill(nobody);
    await page.getByText(`No clients match “${nobody}”.`).waitFor();
    const stored = (await api<AdminClient[]>(page, "GET", `/api/admin/clients?q=${encodeURIComponent(email)}`)).find((client) => client.email === email);
    expect(stored).toMatchObject({ firstName: "Renata", lastName, phone: "+16195550199", membershipTier: "regular", marketingOptIn: true });
    expect(pageErrors).toEqual([]);
  });

  it("speaks Spanish by default", async () => {
    const { page } = await signIn(browser, E2E_SUPERADMIN, "es");
    await page.getByRole("link", { name: "Clientes", exact: true }).click();
    await page.getByRole("button", { name: "Agregar cliente" }).click();
    const dialog = page.getByRole("dialog", { name: "Agregar nuevo cliente" });
    for (const label of ["Nombre", "Apellido", "Correo electrónico", "Teléfono", "URL de foto de perfil"]) {
      await dialog.getByRole("textbox", { name: label, exact: true }).waitFor();
    }
    await dialog.getByRole("switch", { name: "El cliente acepta correos de marketing" }).waitFor();
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await dialog.getByText("El nombre es obligatorio").waitFor();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
  });
});

describe("users page", () => {
  it("is refused to a regular admin", async () => {
    const { page } = await signIn(browser, E2E_ADMIN);
    expect(await page.getByRole("link", { name: "Users", exact: true }).count()).toBe(0);
    await page.goto("/admin/users");
    await page.getByText("Access Denied: Only super administrators can access this page.").waitFor();
    expect((await page.request.get("/api/superadmin/users")).status()).toBe(403);
  });

  it("lets a superadmin change another user's level but not their own", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_SUPERADMIN);
    const client = await api<AdminClient>(page, "POST", "/api/admin/clients", { firstName: "Nadia", lastName: unique("Level") });
    await page.getByRole("link", { name: "Users", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Users" }).waitFor();

    const own = page.getByRole("listitem").filter({ hasText: "(You)" });
    expect(await own.getByRole("heading").innerText()).toContain(E2E_SUPERADMIN.username);
    expect(await own.getByLabel("Admin level").isDisabled()).toBe(true);
    expect(await own.getByLabel("Admin level").inputValue()).toBe("superadmin");

    // The page lists admin accounts; clients show when asked for, to make one an admin.
    expect(await page.locator(`li[data-user-id="${client.id}"]`).count()).toBe(0);
    await page.getByLabel("Show clients too (to make one an admin)").click();
    const card = page.locator(`li[data-user-id="${client.id}"]`);
    // The list with clients comes from the server: the card appears once it answers.
    await card.waitFor();
    const level = card.getByLabel("Admin level");
    expect(await level.locator("option").allInnerTexts()).toEqual(["User", "Admin", "Super Admin"]);
    expect(await level.inputValue()).toBe("none");
    await level.selectOption("admin");
    expect(await toastWith(page, ": Admin")).toBe(`Admin level updated Nadia ${client.lastName}: Admin`);
    const users = await api<Array<{ id: string; adminLevel: string; isAdmin: boolean }>>(page, "GET", `/api/superadmin/users?q=${client.lastName}`);
    expect(users.find((user) => user.id === client.id)).toMatchObject({ adminLevel: "admin", isAdmin: true });
    const clients = await api<AdminClient[]>(page, "GET", `/api/admin/clients?q=${client.lastName}`);
    expect(clients.some((row) => row.id === client.id)).toBe(false);

    await level.selectOption("none");
    expect(await toastWith(page, ": User")).toBe(`Admin level updated Nadia ${client.lastName}: User`);
    expect(pageErrors).toEqual([]);
  });
});

describe("staff page", () => {
  it("adds, edits, deactivates, reactivates and deletes a staff member", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_SUPERADMIN);
    const name = unique("Noemi ");
    await page.getByRole("link", { name: "Staff", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Staff" }).waitFor();

    await page.getByRole("button", { name: "Add Staff Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Staff Member" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("English name is required").waitFor();
    await dialog.getByText("Spanish name is required").waitFor();
    await dialog.getByRole("textbox", { name: "Name (English)" }).fill(name);
    await dialog.getByRole("textbox", { name: "Name (Spanish)" }).fill(`${name} ES`);
    await dialog.getByRole("textbox", { name: "Email" }).fill("not-an-email");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Invalid email address").waitFor();
    await dialog.getByRole("textbox", { name: "Email" }).fill(`${name.replace(" ", ".").toLowerCase()}@example.com`);
    expect(await dialog.getByRole("switch", { name: "Shown on the booking page" }).getAttribute("aria-checked")).toBe("true");
    await dialog.getByRole("button", { name: "Save" }).click();
    expect(await toastWith(page, "Staff member added")).toBe("Success Staff member added");
    await dialog.waitFor({ state: "detached" });

    const created = (await api<AdminStaffDetail[]>(page, "GET", "/api/admin/staff")).find((member) => member.nameEn === name);
    if (!created) throw new Error("the new staff member is not listed");
    expect(created).toMatchObject({ nameEs: `${name} ES`, specialty: null, active: true, serviceIds: [] });
    const card = page.locator(`li[data-staff-id="${created.id}"]`);
    await card.getByText("No upcoming appointments or completed services.").waitFor();
    expect(await card.innerText()).toContain("$0.00");
    expect((await api<PublicStaff[]>(page, "GET", "/api/staff")).map((member) => member.id)).toContain(created.id);

    await card.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Staff Member" });
    expect(await edit.getByRole("textbox", { name: "Name (Spanish)" }).inputValue()).toBe(`${name} ES`);
    await edit.getByRole("textbox", { name: "Name (English)" }).fill(`${name} B`);
    await edit.getByRole("switch", { name: "Shown on the booking page" }).click();
    await edit.getByRole("button", { name: "Save" }).click();
    expect(await toastWith(page, "Staff member updated")).toBe("Success Staff member updated");
    const inactive = page.getByRole("region", { name: "Inactive staff" }).locator(`li[data-staff-id="${created.id}"]`);
    await inactive.getByText(`${name} B`).waitFor();
    expect(await page.locator(`ul[aria-label="Staff"] li[data-staff-id="${created.id}"]`).count()).toBe(0);
    expect((await api<PublicStaff[]>(page, "GET", "/api/staff")).map((member) => member.id)).not.toContain(created.id);

    await inactive.getByRole("button", { name: `Edit ${name} B` }).click();
    await page.getByRole("dialog", { name: "Edit Staff Member" }).getByRole("switch", { name: "Shown on the booking page" }).click();
    await page.getByRole("dialog", { name: "Edit Staff Member" }).getByRole("button", { name: "Save" }).click();
    await toastWith(page, "Staff member updated");
    await card.waitFor();

    await card.getByRole("button", { name: `Delete ${name} B` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete ${name} B?` });
    await confirm.getByText("Their past appointments and reviews are kept").waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    await card.getByRole("button", { name: `Delete ${name} B` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes, delete" }).click();
    expect(await toastWith(page, "Staff member deleted")).toBe("Success Staff member deleted");
    await card.waitFor({ state: "detached" });
    expect((await page.request.get(`/api/admin/staff/${created.id}`)).status()).toBe(404);
    expect(pageErrors).toEqual([]);
  });

  it("shows the performance numbers, '#1', capped lists and the reviews fetched on opening", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_SUPERADMIN);
    // One completed appointment for Camila, so someone has completed work whatever ran before.
    const booking = await bookLashLiftingOnAnyDay(page, unique("Irene Paz "), "+1 619 555 0143");
    const camila = (await api<PublicStaff[]>(page, "GET", "/api/staff")).find((member) => member.nameEn === "Camila Herrera");
    if (!camila) throw new Error("the demo staff member Camila Herrera is missing");
    await api(page, "PUT", `/api/admin/appointments/${booking.id}/assign-staff`, { staffId: camila.id });
    await api(page, "PUT", `/api/admin/appointments/${booking.id}/status`, { status: "confirmed" });
    await api(page, "PUT", `/api/admin/appointments/${booking.id}/complete-now`);

    const reviewCalls: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/admin\/staff\/\d+\/reviews$/.test(new URL(request.url()).pathname)) reviewCalls.push(request.url());
    });
    await page.goto("/admin/staff");
    const rows = await api<StaffPerformanceRow[]>(page, "GET", "/api/admin/staff-performance");
    const cards = page.locator('ul[aria-label="Staff"] > li');
    await cards.first().waitFor();
    expect(await cards.evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-staff-id"))))).toEqual(
      rows.map((row) => row.staff.id),
    );
    const top = rows[0];
    expect(top.completedServices).toBeGreaterThan(0);
    const topCard = page.getByRole("region", { name: "Top Performer" });
    expect(await topCard.innerText()).toContain(top.staff.nameEn);
    expect(await cards.first().getByText("#1", { exact: true }).count()).toBe(1);
    expect(await cards.nth(1).getByText("#1", { exact: true }).count()).toBe(0);

    for (const [index, row] of rows.entries()) {
      const text = (await cards.nth(index).innerText()).replace(/\s+/g, " ");
      expect(text).toContain(`Completed ${row.completedServices}`);
      expect(text).toContain(`Upcoming ${row.upcomingAppointments}`);
      expect(text).toContain(`Revenue ${formatPrice(row.totalRevenue)}`);
      const upcomingShown = Math.min(5, row.upcomingServices.length);
      expect(await cards.nth(index).getByText("Confirmed", { exact: true }).count()).toBe(upcomingShown);
      if (row.upcomingAppointments > 5) expect(text).toContain(`+${row.upcomingAppointments - 5} more`);
      if (row.completedServices > 5) expect(text).toContain(`+${row.completedServices - 5} more`);
      if (row.completedServices === 0 && row.upcomingAppointments === 0) {
        expect(text).toContain("No upcoming appointments or completed services.");
      }
    }

    const camilaCard = page.locator(`li[data-staff-id="${camila.id}"]`);
    expect(reviewCalls).toEqual([]);
    await camilaCard.getByRole("button", { name: "Reviews" }).click();
    const summary = await api<StaffReviewsSummary>(page, "GET", `/api/admin/staff/${camila.id}/reviews`);
    if (summary.totalReviews === 0) {
      await camilaCard.getByText("No reviews yet.").waitFor();
    } else {
      // The figure is followed by a screen-reader phrase in the same element ("5.0 out of 5").
      await camilaCard.getByText(new RegExp(`^${summary.averageRating.toFixed(1).replace(".", "\\.")}\\b`)).first().waitFor();
      for (const label of ["Excellent", "Very Good", "Good", "Fair", "Needs Improvement"]) await camilaCard.getByText(label, { exact: true }).waitFor();
    }
    expect(reviewCalls.some((url) => url.endsWith(`/api/admin/staff/${camila.id}/reviews`))).toBe(true);
    await camilaCard.getByRole("button", { name: "Reviews" }).click();
    expect(pageErrors).toEqual([]);
  });
});

describe("qualifications page", () => {
  it("saves a member's services only when changed, and the booking page's staff list follows at once", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_SUPERADMIN);
    const name = unique("Olga ");
    const member = await api<AdminStaffDetail>(page, "POST", "/api/admin/staff", { nameEn: name, nameEs: name });
    await page.getByRole("link", { name: "Qualifications", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Qualifications" }).waitFor();
    const card = page.locator(`li[data-staff-id="${member.id}"]`);
    const chips = card.getByRole("group", { name: `Services of ${name}` });
    await card.getByText("No services: customers cannot book with them.").waitFor();
    expect(await card.getByRole("button", { name: "Save" }).count()).toBe(0);

    await chips.getByRole("button", { name: "Eyebrows" }).click();
    expect(await chips.getByRole("button", { name: "Eyebrows" }).getAttribute("aria-pressed")).toBe("true");
    await card.getByRole("button", { name: "Save" }).waitFor();
    expect(await card.getByText("No services: customers cannot book with them.").count()).toBe(0);
    await chips.getByRole("button", { name: "Eyebrows" }).click();
    await card.getByRole("button", { name: "Save" }).waitFor({ state: "detached" });

    await chips.getByRole("button", { name: "Eyebrows" }).click();
    await chips.getByRole("button", { name: "Waxing" }).click();
    await card.getByRole("button", { name: "Save" }).click();
    expect(await toastWith(page, `Services of ${name} updated`)).toBe(`Success Services of ${name} updated`);
    await card.getByRole("button", { name: "Save" }).waitFor({ state: "detached" });
    const qualified = async (serviceId: string) =>
      (await api<PublicStaff[]>(page, "GET", `/api/staff-for-service/${serviceId}`)).map((staff) => staff.id);
    expect(await qualified("cejas")).toContain(member.id);
    expect(await qualified("6")).toContain(member.id);
    expect((await api<AdminStaffDetail>(page, "GET", `/api/admin/staff/${member.id}`)).serviceIds).toEqual(["6", "cejas"]);

    await page.reload();
    expect(await chips.getByRole("button", { name: "Waxing" }).getAttribute("aria-pressed")).toBe("true");
    await chips.getByRole("button", { name: "Waxing" }).click();
    await card.getByRole("button", { name: "Save" }).click();
    await toastWith(page, `Services of ${name} updated`);
    expect(await qualified("6")).not.toContain(member.id);

    await api(page, "DELETE", `/api/admin/staff/${member.id}`);
    expect(pageErrors).toEqual([]);
  });

  it("speaks Spanish by default", async () => {
    const { page } = await signIn(browser, E2E_SUPERADMIN, "es");
    await page.goto("/admin/staff-qualifications");
    await page.getByRole("heading", { level: 1, name: "Calificaciones" }).waitFor();
    await page.getByRole("button", { name: "Cejas" }).first().waitFor();
  });
});

describe("signing out", () => {
  it("ends the session on the server, clears the flag and guards the admin pages again", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_ADMIN);
    expect(await page.evaluate(() => sessionStorage.getItem("isAdminLoggedIn"))).toBe("true");
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);

    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/login");
    expect(await page.evaluate(() => sessionStorage.getItem("isAdminLoggedIn"))).toBeNull();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    expect((await page.request.get("/api/admin/stats")).status()).toBe(401);

    await page.goto("/admin/appointments");
    await page.waitForURL((url) => url.pathname === "/admin/login");
    expect(pageErrors).toEqual([]);
  });
});
