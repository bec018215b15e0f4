import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, isSunday, salonDate, salonMinutes, toMinutes, SLOT_TIMES } from "@shared/time";
import { E2E_SUPERADMIN } from "./global-setup";
import { api, axeViolations, DESKTOP, emailedLink, expectFailedRequest, launchBrowser, openPage, PHONE, signIn, unique } from "./helpers";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Lash Lifting lasts two hours; her week runs 09:00–21:00, so the last start that fits is 19:00. */
const LAST_START = "19:00";

/** The first day from today (salon time) with room for two jobs one after the other, and their start times. */
function nextTimes(): { date: string; times: string[] } {
  const now = new Date();
  for (let offset = 0; offset < 7; offset += 1) {
    const date = addDays(salonDate(now), offset);
    if (isSunday(date)) continue;
    // At least half an hour ahead, so the job has not started by the time the test confirms it.
    const earliest = offset === 0 ? salonMinutes(now) + 30 : 0;
    const first = SLOT_TIMES.find((time) => toMinutes(time) >= earliest);
    const second = first && SLOT_TIMES.find((time) => toMinutes(time) >= toMinutes(first) + 120);
    if (first && second && second <= LAST_START) return { date, times: [first, second] };
  }
  throw new Error("no bookable day within a week");
}

async function frontDeskBooking(admin: Page, staffId: number, date: string, time: string, customerName: string): Promise<number> {
  const booked = await api<{ id: number }>(admin, "POST", "/api/admin/appointments", {
    services: [{ serviceId: "lash-lifting" }],
    appointmentDate: date,
    appointmentTime: time,
    customerName,
    customerEmail: `${customerName.toLowerCase().replace(/\s+/g, ".")}@example.com`,
    customerPhone: "+1 619 555 0150",
    needsAcrylicRemoval: false,
    needsGelishRemoval: false,
    pedicureType: null,
    staffId,
    confirmed: false,
  });
  return booked.id;
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
    const { date, times } = nextTimes();
    const firstClient = unique("Paula ");
    await frontDeskBooking(admin.page, member.id, date, times[0], firstClient);
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
    await frontDeskBooking(admin.page, member.id, date, times[1], secondClient);
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
