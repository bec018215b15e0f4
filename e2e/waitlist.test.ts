/**
 * The waitlist as a customer meets it, on a phone in English: a day with no time left for lash lifting
 * (its qualified manicurists' day filled through the API), joining the waitlist from the booking page, a
 * cancellation from another customer's manage link, an offer the first in line declines before leaving the
 * list (her pages open in the language she joined in, on Spanish phones), the next customer's offer email,
 * the claim and the confirmation; and the front desk's list of a day, which books a waiting entry in one click.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicBookingResponse } from "@shared/api";
import { bookableDates, salonDate } from "@shared/time";
import { book, freeSlot, LASH_LIFTING } from "./api-booking";
import type { WaitlistJoinRequest } from "@shared/waitlist-api";
import { E2E_SUPERADMIN } from "./global-setup";
import { api, axeChecker, axeViolations, chooseDate, emailedLink, launchBrowser, openPage, PHONE, signIn, toastWith, unique } from "./helpers";

const OFFER_LINK = /https?:\/\/\S+\/waitlist\/offer\/[\w-]+/;
const LEAVE_LINK = /https?:\/\/\S+\/waitlist\/leave\/[\w-]+/;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("waitlist", () => {
  it("tells a customer who found no time when a cancellation frees one, and books it from the offer", async () => {
    const setup = await openPage(browser);
    const request = setup.page.request;
    // A day after today (its times may be past or inside the manage page's cut-off), the latest with a lash
    // lifting time still free: the files on this server book the same days. Every time still free on it is
    // then booked by this test's own customers, so one of them can cancel.
    const today = salonDate(new Date());
    const { date } = await freeSlot(LASH_LIFTING, request, bookableDates(new Date()).filter((day) => day !== today).reverse());
    const manageTokens: string[] = [];
    while (await freeSlot(LASH_LIFTING, request, [date]).then(() => true, () => false)) {
      // The public booking's answer carries the manage token its email links to.
      const booked = await book(LASH_LIFTING, request, unique("Wait Filler "), { dates: [date], locale: "en" });
      manageTokens.push((booked as typeof booked & Pick<PublicBookingResponse, "manageToken">).manageToken);
    }
    expect(manageTokens.length).toBeGreaterThan(0);
    // Another customer, who joined in English, is first in line: she will say no to the place.
    const decliner = unique("Dora Declines ");
    await api(setup.page, "POST", "/api/waitlist", {
      services: LASH_LIFTING.services,
      dates: [date],
      earliest: "09:00",
      latest: "20:30",
      customerName: decliner,
      customerEmail: `${decliner.toLowerCase().replace(/\s+/g, ".")}@example.com`,
      customerPhone: "+1 619 555 0167",
      locale: "en",
    } satisfies WaitlistJoinRequest);

    const { page, pageErrors } = await openPage(browser, { viewport: PHONE, language: "en", path: "/", touch: true });
    const axe = axeChecker(page);
    await page.locator('[data-service-id="lash-lifting"]').click();
    await chooseDate(page, date);
    await page.locator("button[data-time]").first().waitFor();
    expect(await page.locator('button[data-time][data-available="true"]').count()).toBe(0);
    await page.getByText("No available time slots for this date").waitFor();

    const open = page.getByRole("button", { name: "Tell me if a time opens up" });
    await open.click();
    const form = page.getByRole("form", { name: "Waitlist" });
    await form.waitFor();
    expect(await form.getByRole("checkbox", { checked: true }).evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))).toEqual([date]);
    expect(await form.getByText("Services: Lash Lifting").count()).toBe(1);
    const customer = unique("Wanda Waits ");
    const email = `${customer.toLowerCase().replace(/\s+/g, ".")}@example.com`;
    await form.getByLabel(/^Full name/).fill(customer);
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Phone/).fill("+1 619 555 0166");
    // The whole form fits the phone's width, nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await axe.check("join form");
    await form.getByRole("button", { name: "Tell me" }).click();
    await page.getByRole("heading", { name: "You're on the waitlist" }).waitFor();
    expect(await page.getByTestId("waitlist-joined").innerText()).toContain(email);

    // Another customer cancels from their manage link: the place goes to the waitlist.
    const manage = await openPage(browser, { viewport: PHONE, language: "en", path: `/manage/${manageTokens[0]}` });
    await manage.page.getByRole("button", { name: "Cancel appointment" }).click();
    await manage.page.getByRole("alertdialog").getByRole("button", { name: "Yes, cancel" }).click();
    await manage.page.getByRole("heading", { level: 2, name: "Appointment cancelled" }).waitFor();

    // The first in line opens her offer on a phone set to Spanish: it shows in English, the language she
    // joined in. "No thanks" passes that time on at once and says which days she still waits on.
    const dora = await openPage(browser, { viewport: PHONE, language: "es", path: new URL(await emailedLink("waitlist_offer", decliner, OFFER_LINK)).pathname });
    const doraAxe = axeChecker(dora.page);
    await dora.page.getByRole("heading", { level: 1, name: "A place opened up for you!" }).waitFor();
    await dora.page.getByRole("button", { name: "No thanks" }).click();
    await dora.page.getByRole("heading", { level: 1, name: "Done, we'll offer it to the next person" }).waitFor();
    expect(await dora.page.getByTestId("offer-declined").innerText()).toMatch(
      /^You're still on the waitlist for [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}\. We'll let you know if another time opens up; we won't offer you this one again\.$/,
    );
    await doraAxe.check("declined offer");
    // The place went to the next in line. Dora, still on the list for other times, leaves it from her joining
    // email, on another phone set to Spanish: the page is in English.
    const doraLeaves = await openPage(browser, { viewport: PHONE, language: "es", path: new URL(await emailedLink("waitlist_joined", decliner, LEAVE_LINK)).pathname });
    await doraLeaves.page.getByRole("heading", { level: 1, name: "Leave the waitlist?" }).waitFor();
    expect(await axeViolations(doraLeaves.page)).toEqual([]);
    await doraLeaves.page.getByRole("button", { name: "Yes, take me off the list" }).click();
    await doraLeaves.page.getByRole("heading", { level: 1, name: "You left the waitlist" }).waitFor();

    const offerLink = await emailedLink("waitlist_offer", customer, OFFER_LINK);
    await page.goto(new URL(offerLink).pathname);
    await page.getByRole("heading", { level: 1, name: "A place opened up for you!" }).waitFor();
    expect(await page.getByTestId("offer-when").innerText()).toMatch(/\d{1,2}:\d{2}\s?[AP]M/);
    expect((await page.getByTestId("waitlist-offer").innerText()).replace(/\s+/g, " ")).toContain("Total $550.00");
    await page.getByTestId("offer-expiry").getByText(/left$/).waitFor();
    await axe.check("offer");
    await page.getByRole("button", { name: "Book this time" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/booking/confirmed/"));
    await page.getByRole("heading", { level: 1, name: "You're booked!" }).waitFor();
    expect(await page.getByTestId("booking-confirmed").innerText()).toContain("Lash Lifting");

    // The offer's link opened again leads to the same booking; the joining email's leave link, pressed now, is harmless.
    await page.goto(new URL(offerLink).pathname);
    await page.getByRole("heading", { level: 1, name: "You already booked this time" }).waitFor();
    const leave = await emailedLink("waitlist_joined", customer, LEAVE_LINK);
    await page.goto(new URL(leave).pathname);
    await page.getByRole("button", { name: "Yes, take me off the list" }).click();
    await page.getByRole("heading", { level: 1, name: "You left the waitlist" }).waitFor();

    expect(axe.failures).toEqual([]);
    expect(doraAxe.failures).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(dora.pageErrors).toEqual([]);
    expect(doraLeaves.pageErrors).toEqual([]);
    expect(manage.pageErrors).toEqual([]);
  });

  it("shows the front desk a day's list in join order and books a waiting entry into its first free time", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_SUPERADMIN, "en");
    // Gel polish on the last day, from 9:00 to 8:30 PM: three manicurists do it, so a time is free.
    const date = bookableDates(new Date()).reverse()[0];
    const customer = unique("Desk Waiter ");
    await api(page, "POST", "/api/waitlist", {
      services: [{ serviceId: "gelish" }],
      dates: [date],
      earliest: "09:00",
      latest: "20:30",
      customerName: customer,
      customerEmail: `${customer.toLowerCase().replace(/\s+/g, ".")}@example.com`,
      customerPhone: "+1 619 555 0123",
      locale: "en",
    } satisfies WaitlistJoinRequest);
    await page.goto("/admin/front-desk");
    const list = page.getByTestId("day-waitlist");
    await list.getByLabel("Date").fill(date);
    const entry = list.getByTestId("waitlist-entry").filter({ hasText: customer });
    const bookIt = entry.getByRole("button", { name: new RegExp(`^Book at .+, ${customer}$`) });
    await bookIt.waitFor();
    // Waiting, or already offered a free time by a round another change on that day started.
    expect((await entry.innerText()).replace(/\s+/g, " ")).toMatch(/ (Waiting|Offered) 9:00 AM to 8:30 PM · Gel Polish · \$210\.00 /);
    expect(await axeViolations(page)).toEqual([]);
    await bookIt.click();
    expect(await toastWith(page, `${customer} is booked at`)).toMatch(/is booked at \d{1,2}:\d{2}\s?[AP]M\.$/);
    await entry.getByText("Booked", { exact: true }).waitFor();
    expect(await entry.getByRole("button").count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
