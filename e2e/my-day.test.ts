import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, isSunday, salonDate, salonMinutes, toMinutes } from "@shared/time";
import { LASH_LIFTING, slotGridFor } from "./api-booking";
import { E2E_SUPERADMIN } from "./global-setup";
import { api, axeViolations, DESKTOP, emailedLink, expectFailedRequest, launchBrowser, openPage, PHONE, signIn, unique } from "./helpers";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The first time on `date` from `fromMinutes` on that the salon can still take a lash lifting. Every browser
 * test file books on the same server, so an evening may already be full: the grid is read, not assumed.
 */
async function freeTimeFrom(admin: Page, date: string, fromMinutes: number): Promise<string | undefined> {
  const grid = await slotGridFor(LASH_LIFTING, admin.request, date);
  return grid.find((slot) => slot.available && toMinutes(slot.time) >= fromMinutes)?.time;
}

/** The first day from today (salon time) with room for two jobs one after the other, and the first one's time. */
async function nextDay(admin: Page): Promise<{ date: string; first: string }> {
  const now = new Date();
  for (let offset = 0; offset < 7; offset += 1) {
    const date = addDays(salonDate(now), offset);
    if (isSunday(date)) continue;
    // At least half an hour ahead, so the job has not started by the time the test confirms it.
    const first = await freeTimeFrom(admin, date, offset === 0 ? salonMinutes(now) + 30 : 0);
    if (first && (await freeTimeFrom(admin, date, toMinutes(first) + LASH_LIFTING.durationMinutes))) return { date, first };
  }
  throw new Error("no day within a week has room for two lash liftings one after the other");
}

/** Books a lash lifting for her at the front desk and says when; a time another file takes meanwhile is looked for again. */
async function frontDeskBooking(admin: Page, staffId: number, date: string, time: () => Promise<string | undefined>, customerName: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const appointmentTime = await time();
    if (!appointmentTime) throw new Error(`no time left on ${date} for ${customerName}`);
    const response = await admin.request.post("/api/admin/appointments", {
      data: {
        services: [{ serviceId: "lash-lifting" }],
        appointmentDate: date,
        appointmentTime,
        customerName,
        customerEmail: `${customerName.toLowerCase().replace(/\s+/g, ".")}@example.com`,
        customerPhone: "+1 619 555 0150",
        needsAcrylicRemoval: false,
        needsGelishRemoval: false,
        pedicureType: null,
        staffId,
        confirmed: false,
      },
    });
    if (response.ok()) return appointmentTime;
    if (response.status() !== 409 || attempt === 3) throw new Error(`booking ${customerName} answered ${response.status()}: ${await response.text()}`);
  }
}

describe("a manicurist's own day on her phone", () => {
  it("opens from her emailed link, shows her jobs, confirms one, shows a new assignment live, and stops when the staff page revokes it", async () => {
    const admin = await openPage(browser, { viewport: DESKTOP, language: "es", path: "/" });
    expect((await admin.page.request.post("/api/admin/login", { data: E2E_SUPERADMIN })).ok()).toBe(true);
    const name = unique("Mi Dia ");
    const member = await api<{ id: number }>(admin.page, "POST", "/api/admin/staff", {
      nameEn: name,
      nameEs: name,
      email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`,
      serviceIds: ["lash-lifting"],
    });
    await api(admin.page, "PUT", `/api/admin/staff/${member.id}/schedule`, {
      days: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: "09:00", endTime: "21:00", breakStartTime: null })),
    });
    const { date, first } = await nextDay(admin.page);
    const firstClient = unique("Paula ");
    const firstTime = await frontDeskBooking(admin.page, member.id, date, () => freeTimeFrom(admin.page, date, toMinutes(first)), firstClient);
    // The client card's note is hers to see (the salon's default); the phone is not.
    const [client] = await api<{ id: string }[]>(admin.page, "GET", `/api/admin/clients?q=${encodeURIComponent(firstClient)}`);
    expect((await admin.page.request.patch(`/api/admin/clients/${client.id}`, { data: { notes: "Alérgica al látex" } })).ok()).toBe(true);
    await api(admin.page, "POST", `/api/admin/staff/${member.id}/personal-link`, { locale: "es" });
    const link = await emailedLink("staff_personal_link", name, /https?:\/\/\S+\/my-day\/[\w-]+/);

    const phone = await openPage(browser, { viewport: PHONE, touch: true, path: new URL(link).pathname });
    const page = phone.page;
    await page.getByRole("heading", { level: 1, name: "Mi día" }).waitFor();
    // Today's jobs are under today's heading ("Hoy · …"); late on a Saturday the first free day is another.
    const section = date === salonDate(new Date()) ? page.getByRole("region", { name: /^Hoy · / }) : page.locator("main");
    const firstJob = section.getByTestId("my-day-job").filter({ hasText: "Paula" });
    await firstJob.waitFor();
    expect(await firstJob.textContent()).toContain("Lifting de Pestañas");
    expect(await axeViolations(page)).toEqual([]);
    await firstJob.getByTestId("my-day-note").filter({ hasText: "Alérgica al látex" }).waitFor();
    // Nothing but the first name of her client, and not the client's phone (the salon's own is in the footer).
    const shown = await page.locator("body").textContent();
    expect(shown).not.toContain(firstClient.split(" ")[1]);
    expect(shown).not.toMatch(/0150/);

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await firstJob.getByRole("button", { name: "Confirmar" }).click();
    await firstJob.getByText("Cita confirmada. ¡Gracias!").waitFor();
    await firstJob.getByText("Confirmada", { exact: true }).waitFor();

    // The salon gives her another job: it appears without a reload.
    const secondClient = unique("Renata ");
    await frontDeskBooking(admin.page, member.id, date, () => freeTimeFrom(admin.page, date, toMinutes(firstTime) + LASH_LIFTING.durationMinutes), secondClient);
    await page.getByTestId("my-day-job").filter({ hasText: "Renata" }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(phone.pageErrors).toEqual([]);

    // The staff page revokes the link: her page stops working.
    const office = (await signIn(browser, E2E_SUPERADMIN, "es")).page;
    await office.goto("/admin/staff");
    // The salon's sharing switches, as every test file leaves them: the note shown, the phone not.
    const sharing = office.getByRole("region", { name: "Lo que ven las manicuristas" });
    expect(await sharing.getByRole("switch", { name: "Mostrar la nota (alergias, preferencias)" }).getAttribute("aria-checked")).toBe("true");
    expect(await sharing.getByRole("switch", { name: "Mostrar el teléfono" }).getAttribute("aria-checked")).toBe("false");
    const panel = office.locator(`li[data-staff-id="${member.id}"]`).getByRole("region", { name: "Mi día y calendario" });
    await panel.getByText(/^Enlace activo desde/).waitFor();
    await panel.getByRole("button", { name: "Revocar" }).click();
    await office.getByRole("alertdialog").getByRole("button", { name: "Revocar" }).click();
    await panel.getByText("Sin enlace activo.").waitFor();
    expectFailedRequest(page, 404, /\/api\/my-day\/[\w-]+/);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Este enlace no funciona" }).waitFor();

    await api(admin.page, "PUT", `/api/admin/staff/${member.id}`, { active: false });
  });
});
