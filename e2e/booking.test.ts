import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TimeOffEntry } from "@shared/admin-api";
import type { PublicStaff } from "@shared/api";
import { addDays, dayOfWeek, salonDate, salonDateTimeToInstant } from "@shared/time";
import { measureBookingPageScripts } from "../scripts/check-bundle.mjs";
import { E2E_SUPERADMIN } from "./global-setup";
import {
  accessibleDescription,
  api,
  chooseDate,
  chooseDateWithFreeSlot,
  DESKTOP,
  expectFailedRequest,
  fillContact,
  lastBookableDate,
  launchBrowser,
  openPage,
  PHONE,
  readmeScreenshot,
  signIn,
  slotButton,
  toastWith,
} from "./helpers";

const SPANISH_CONTACT = { name: "Nombre completo", email: "Correo electrónico", phone: "Teléfono" };
const ENGLISH_CONTACT = { name: "Full name", email: "Email", phone: "Phone" };

/** What each booking run reads on the page, from client/src/lib/i18n and the default catalogue. */
const BOOKING_TEXTS = {
  es: {
    viewport: PHONE,
    heading: "Reserva una Cita",
    clickToConfigure: "Haz clic para configurar",
    selected: "Seleccionado",
    pedicureDialog: "Elige tu tipo de pedicura",
    pedicure: "Pedicura",
    acrylicDialog: "Configura tus uñas acrílicas",
    acrylic: "Uñas Acrílicas",
    addService: "Agregar servicio",
    gelRemoval: /Retiro de Gelish/,
    acrylicRemoval: /Retiro de Acrílico/,
    contact: SPANISH_CONTACT,
    phoneHint: "¿Número de México? Empiézalo con +52.",
    confirm: "Confirmar cita",
    confirmed: "¡Listo, tu cita está reservada!",
  },
  en: {
    viewport: DESKTOP,
    heading: "Book an Appointment",
    clickToConfigure: "Click to configure",
    selected: "Selected",
    pedicureDialog: "Choose your pedicure type",
    pedicure: "Pedicure",
    acrylicDialog: "Configure your acrylic nails",
    acrylic: "Acrylic Nails",
    addService: "Add service",
    gelRemoval: /Gel Removal/,
    acrylicRemoval: /Acrylic Removal/,
    contact: ENGLISH_CONTACT,
    phoneHint: "Mexican number? Start it with +52.",
    confirm: "Confirm Appointment",
    confirmed: "You're booked!",
  },
} as const;

/** Spanish is the default, so the Spanish runs start with nothing stored, as a first visit does. */
const openBookingPage = (language: "es" | "en", path = "/") =>
  openPage(browser, { language: language === "en" ? "en" : undefined, viewport: BOOKING_TEXTS[language].viewport, path });

/** The request the confirm button sends, read as it leaves. */
async function confirmAndCaptureBooking(page: Page, confirmLabel: string): Promise<{ body: Record<string, unknown>; idempotencyKey?: string }> {
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/appointments/public"));
  await page.getByRole("button", { name: confirmLabel }).click();
  const request = await sent;
  return { body: request.postDataJSON() as Record<string, unknown>, idempotencyKey: request.headers()["idempotency-key"] };
}

/** A completed booking lands on its confirmation page, whose heading takes focus. */
async function expectConfirmationPage(page: Page, title: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith("/booking/confirmed/"));
  const heading = page.getByRole("heading", { level: 1, name: title });
  await heading.waitFor();
  await vi.waitFor(async () => expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true));
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("booking page", () => {
  it("downloads only the budgeted JavaScript until the visitor interacts", async () => {
    // A first visit, in Spanish: an English visitor's page also fetches the English dictionary before it starts.
    const { page, pageErrors } = await openPage(browser);
    const scripts: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith(".js")) scripts.push(pathname);
    });
    await page.goto("/");
    await page.locator("[data-service-id]").first().waitFor();
    await page.waitForLoadState("networkidle");
    // scripts/check-bundle.mjs holds exactly these files to the 100 kB budget.
    const budgeted = measureBookingPageScripts().scripts.map((script) => script.file);
    expect([...scripts].sort()).toEqual([...budgeted].sort());

    // The first sign of a person starts the calendar and dialog chunks, ahead of the tap that needs them.
    const dialogChunk = page.waitForRequest((request) => /\/service-dialog-[\w-]+\.js$/.test(request.url()));
    const calendarChunk = page.waitForRequest((request) => /\/booking-calendar-[\w-]+\.js$/.test(request.url()));
    await page.mouse.move(40, 40);
    await Promise.all([dialogChunk, calendarChunk]);
    expect(pageErrors).toEqual([]);
  });

  for (const language of ["es", "en"] as const) {
    const text = BOOKING_TEXTS[language];

    it(`books a deep-cleaning pedicure with a gel removal in ${language}`, async () => {
      const { page, pageErrors } = await openBookingPage(language);
      await page.getByRole("heading", { level: 1, name: text.heading }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe(language);

      const pedicure = page.locator('[data-service-id="2"]');
      expect(await pedicure.innerText()).toContain(text.clickToConfigure);
      await pedicure.click();
      await page.getByRole("dialog", { name: text.pedicureDialog }).waitFor();
      await page.locator('[data-option-id="pedicure-deep"]').click();
      await page.getByRole("dialog").waitFor({ state: "detached" });
      expect(await pedicure.getAttribute("aria-pressed")).toBe("true");
      expect(await pedicure.innerText()).toContain(text.selected);
      await page.getByRole("checkbox", { name: text.gelRemoval }).click();
      // Deep Cleaning (590.00, 75 min) + gel removal (100.00, 20 min).
      expect(await page.getByTestId("booking-total").innerText()).toBe("$690.00");
      expect(await page.getByTestId("booking-duration").innerText()).toBe("95 min");

      const { date, time } = await chooseDateWithFreeSlot(page);
      await slotButton(page, time).click();
      expect(await page.getByTestId("confirm-booking").count()).toBe(0);
      await fillContact(page, text.contact, { name: "Lucía Fernández", email: "lucia@example.com", phone: "+1 619 555 0101" });
      // A Mexican number typed without +52 may read as American: the phone field says so, as its description.
      expect(await page.getByText(text.phoneHint, { exact: true }).isVisible()).toBe(true);
      expect(await accessibleDescription(page.getByLabel(text.contact.phone, { exact: true }))).toEqual([text.phoneHint]);
      if (text.viewport === DESKTOP) {
        // Side by side, the hint under the phone field leaves the email field beside it in line.
        const [emailBox, phoneBox] = await Promise.all(
          [text.contact.email, text.contact.phone].map((label) => page.getByLabel(label, { exact: true }).boundingBox()),
        );
        expect(emailBox?.y).toBe(phoneBox?.y);
      }

      const { body } = await confirmAndCaptureBooking(page, text.confirm);
      expect(body).toMatchObject({
        appointmentDate: date,
        appointmentTime: time,
        needsAcrylicRemoval: false,
        needsGelishRemoval: true,
        pedicureType: "pedicure-deep",
        totalPrice: 69000,
        totalDuration: 95,
        locale: language,
        services: [{ serviceId: "2", serviceName: text.pedicure, optionIds: ["pedicure-deep"] }],
      });
      await expectConfirmationPage(page, text.confirmed);
      expect(await page.getByTestId("confirmed-total").innerText()).toBe("$690.00");
      // Back on the booking page, the whole form starts over: nothing chosen, so the later steps are gone.
      await page.goBack();
      await page.getByRole("heading", { level: 1, name: text.heading }).waitFor();
      expect(await pedicure.getAttribute("aria-pressed")).toBe("false");
      expect(await page.getByRole("checkbox").count()).toBe(0);
      expect(await page.locator(".cita-calendar").count()).toBe(0);
      expect(pageErrors).toEqual([]);
    });

    it(`books acrylic nails with length, technique, type and an acrylic removal in ${language}`, async () => {
      const { page, pageErrors } = await openBookingPage(language, "/booking");
      await page.getByRole("heading", { level: 1, name: text.heading }).waitFor();

      await page.locator('[data-service-id="1"]').click();
      const dialog = page.getByRole("dialog", { name: text.acrylicDialog });
      await dialog.waitFor();
      const addService = dialog.getByRole("button", { name: text.addService });
      await page.locator('[data-option-id="acrylic-length-5"]').click();
      await page.locator('[data-option-id="acrylic-technique-soft-gel"]').click();
      expect(await addService.isDisabled()).toBe(true);
      await page.locator('[data-option-id="acrylic-type-new-set"]').click();
      expect(await addService.isEnabled()).toBe(true);
      await addService.click();
      await dialog.waitFor({ state: "detached" });

      await page.getByRole("checkbox", { name: text.acrylicRemoval }).click();
      // #5 (525.00) + Soft Gel (+120.00) + New Set (0) + acrylic removal (230.00); 120 + 40 minutes.
      expect(await page.getByTestId("booking-total").innerText()).toBe("$875.00");
      expect(await page.getByTestId("booking-duration").innerText()).toBe("160 min");

      const { date, time } = await chooseDateWithFreeSlot(page);
      await slotButton(page, time).click();
      await fillContact(page, text.contact, { name: "Jessica Ramírez", email: "jessica@example.com", phone: "(619) 555-0102" });

      const { body, idempotencyKey } = await confirmAndCaptureBooking(page, text.confirm);
      expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(body).toMatchObject({
        appointmentDate: date,
        appointmentTime: time,
        needsAcrylicRemoval: true,
        needsGelishRemoval: false,
        pedicureType: null,
        totalPrice: 87500,
        totalDuration: 160,
        locale: language,
        services: [
          {
            serviceId: "1",
            serviceName: text.acrylic,
            price: 64500,
            durationMinutes: 120,
            optionIds: ["acrylic-length-5", "acrylic-technique-soft-gel", "acrylic-type-new-set"],
          },
        ],
      });

      await expectConfirmationPage(page, text.confirmed);
      expect(pageErrors).toEqual([]);
    });
  }

  it("turns the booked slot red for the next visitor", async () => {
    // Lash lifting has a single qualified stylist in the demo data, so one booking fills its slot.
    const first = await openPage(browser, { language: "en", path: "/" });
    await first.page.locator('[data-service-id="lash-lifting"]').click();
    const { date, time } = await chooseDateWithFreeSlot(first.page);
    await slotButton(first.page, time).click();
    await fillContact(first.page, ENGLISH_CONTACT, { name: "Ana Sofía Herrera", email: "ana@example.com", phone: "6195550103" });
    await first.page.getByRole("button", { name: "Confirm Appointment" }).click();
    await expectConfirmationPage(first.page, "You're booked!");
    await first.context.close();

    const next = await openPage(browser, { language: "en", path: "/" });
    await next.page.locator('[data-service-id="lash-lifting"]').click();
    await chooseDate(next.page, date);
    await next.page.locator("button[data-time]").first().waitFor();
    const booked = slotButton(next.page, time);
    expect(await booked.getAttribute("data-available")).toBe("false");
    expect(await booked.isDisabled()).toBe(true);
    expect(next.pageErrors).toEqual([]);
  });

  it("explains what is missing and shows the server's refusal", async () => {
    const { page } = await openPage(browser, { language: "en", path: "/" });
    await page.locator('[data-service-id="gelish"]').click();
    await slotButton(page, (await chooseDateWithFreeSlot(page)).time).click();

    await fillContact(page, ENGLISH_CONTACT, { name: "   ", email: "a@example.com", phone: "6195550104" });
    await page.getByRole("button", { name: "Confirm Appointment" }).click();
    await toastWith(page, "Please fill in all fields");

    // The client checks presence only; the server rejects a malformed address with its own message.
    expectFailedRequest(page, 400, /\/api\/appointments\/public/);
    await fillContact(page, ENGLISH_CONTACT, { name: "Karla Jiménez", email: "not-an-email", phone: "6195550104" });
    // The request is held until the button has shown that it is on its way.
    let releaseRequest: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (releaseRequest = resolve));
    await page.route("**/api/appointments/public", async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole("button", { name: "Confirm Appointment" }).click();
    await page.getByRole("button", { name: "Booking..." }).waitFor();
    releaseRequest();
    const text = await toastWith(page, "Please enter a valid email address");
    expect(text).toContain("Error");
    expect(text).not.toContain("{");
    // One toast at a time: the server's answer replaced the earlier "Please fill in all fields".
    expect(await page.locator('[data-testid="toast"]').count()).toBe(1);
  });

  it("asks for the polish type only from admins and toggles it for everyone else", async () => {
    const visitor = await openPage(browser, { language: "en", path: "/" });
    const polish = visitor.page.locator('[data-service-id="esmalte"]');
    await polish.click();
    expect(await visitor.page.getByRole("dialog").count()).toBe(0);
    expect(await polish.getAttribute("aria-pressed")).toBe("true");
    await polish.click();
    expect(await polish.getAttribute("aria-pressed")).toBe("false");
    expect(await visitor.page.getByRole("link", { name: "Edit Services" }).count()).toBe(0);

    for (const [serviceId, name] of [
      ["4", "Haircut"],
      ["5", "Facial Treatment"],
    ]) {
      await visitor.page.locator(`[data-service-id="${serviceId}"]`).click();
      const comingSoon = visitor.page.getByRole("dialog", { name: "Coming Soon" });
      await comingSoon.waitFor();
      expect(await comingSoon.innerText()).toContain(`${name} will be available very soon.`);
      await visitor.page.keyboard.press("Escape");
      await comingSoon.waitFor({ state: "detached" });
      expect(await visitor.page.locator(`[data-service-id="${serviceId}"]`).getAttribute("aria-pressed")).toBeNull();
    }
    await visitor.context.close();

    const admin = await signIn(browser, E2E_SUPERADMIN);
    expect(await admin.page.evaluate(() => sessionStorage.getItem("isAdminLoggedIn"))).toBe("true");
    await admin.page.goto("/");
    const editServices = admin.page.getByRole("link", { name: "Edit Services" });
    await editServices.waitFor();
    expect(await editServices.getAttribute("href")).toBe("/admin/service-options");
    expect(await admin.page.getByRole("link", { name: "Admin dashboard" }).getAttribute("href")).toBe("/admin");

    const adminPolish = admin.page.locator('[data-service-id="esmalte"]');
    expect(await adminPolish.innerText()).toContain("Click to configure");
    await adminPolish.click();
    const dialog = admin.page.getByRole("dialog", { name: "Polish type" });
    await dialog.waitFor();
    await dialog.locator('[data-option-id="polish-hands-feet"]').click();
    await dialog.getByRole("button", { name: "Add service" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await adminPolish.getAttribute("aria-pressed")).toBe("true");
    expect(await adminPolish.innerText()).toContain("Hands and Feet");
    expect(await admin.page.getByTestId("booking-total").innerText()).toBe("$320.00");
    expect(admin.pageErrors).toEqual([]);
  });

  it("configures eyelash extensions, eyebrows and waxing in their dialogs, titled in both languages", async () => {
    const dialogs = [
      { serviceId: "3", optionId: "lash-classic", price: "$850.00", es: ["Tipo de extensiones de pestañas", "Clásicas"], en: ["Eyelash extension type", "Classic"] },
      { serviceId: "cejas", optionId: "brow-design", price: "$100.00", es: ["Servicio de cejas", "Diseño de Cejas"], en: ["Eyebrow service", "Brow Design"] },
      { serviceId: "6", optionId: "wax-underarm", price: "$480.00", es: ["Área de depilación", "Axila"], en: ["Waxing area", "Underarm"] },
    ] as const;
    const { page, pageErrors } = await openPage(browser, { path: "/" });
    for (const [index, { serviceId, optionId, price, es }] of dialogs.entries()) {
      const [title, optionName] = es;
      const card = page.locator(`[data-service-id="${serviceId}"]`);
      const dialog = page.getByRole("dialog", { name: title });
      // Cancelling the first one adds nothing; each is then chosen for real.
      if (index === 0) {
        await card.click();
        await dialog.getByRole("button", { name: "Cancelar" }).click();
        await dialog.waitFor({ state: "detached" });
        expect(await card.getAttribute("aria-pressed")).toBe("false");
      }
      await card.click();
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain("Elige una opción.");
      const addService = dialog.getByRole("button", { name: "Agregar servicio" });
      expect(await addService.isDisabled()).toBe(true);
      const option = dialog.locator(`[data-option-id="${optionId}"]`);
      expect(await option.innerText()).toContain(optionName);
      expect(await option.innerText()).toContain(price);
      await option.click();
      await addService.click();
      await dialog.waitFor({ state: "detached" });
      expect(await card.getAttribute("aria-pressed")).toBe("true");
      expect(await card.innerText()).toContain(optionName);
    }
    // Classic lashes (850.00, 120 min) + brow design (100.00, 30 min) + underarm (480.00, 30 min).
    expect(await page.getByTestId("booking-total").innerText()).toBe("$1,430.00");
    expect(await page.getByTestId("booking-duration").innerText()).toBe("180 min");

    await page.getByRole("button", { name: "Switch to English" }).click();
    for (const { serviceId, optionId, en } of dialogs) {
      const [title, optionName] = en;
      const card = page.locator(`[data-service-id="${serviceId}"]`);
      await card.click();
      expect(await card.getAttribute("aria-pressed")).toBe("false");
      await card.click();
      const dialog = page.getByRole("dialog", { name: title });
      await dialog.waitFor();
      expect(await dialog.locator(`[data-option-id="${optionId}"]`).innerText()).toContain(optionName);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }
    expect(pageErrors).toEqual([]);
  });

  it("disables Sundays and past days, and says when nobody works on the chosen day", async () => {
    // A Friday a few weeks ahead, mid-month: its window (Fri, Sat, Mon) spans a Sunday, yesterday is in
    // view, and no other test books that far ahead. Everyone is given that day off.
    let friday = addDays(salonDate(new Date()), 21);
    while (dayOfWeek(friday) !== 5 || Number(friday.slice(8)) < 2 || Number(friday.slice(8)) > 24) friday = addDays(friday, 1);
    const owner = await openPage(browser, { viewport: DESKTOP });
    expect((await owner.page.request.post("/api/admin/login", { data: E2E_SUPERADMIN })).ok()).toBe(true);
    const timeOff: string[] = [];
    for (const member of await api<PublicStaff[]>(owner.page, "GET", "/api/staff")) {
      const entry = await api<TimeOffEntry>(owner.page, "POST", `/api/admin/staff/${member.id}/time-off`, { startDate: friday, endDate: friday, note: "e2e" });
      timeOff.push(`/api/admin/staff/${member.id}/time-off/${entry.id}`);
    }
    try {
      await showsNobodyWorks(friday);
    } finally {
      for (const url of timeOff) await owner.page.request.delete(url);
    }
  });

  async function showsNobodyWorks(friday: string): Promise<void> {
    const { page, pageErrors } = await openPage(browser);
    await page.clock.setFixedTime(salonDateTimeToInstant(friday, "10:00"));
    await page.goto("/");
    await page.locator('[data-service-id="gelish"]').click();

    const day = (offset: number) => page.locator(`[data-day="${addDays(friday, offset)}"]`);
    for (const [offset, disabled] of [
      [-1, true],
      [0, false],
      [1, false],
      [2, true],
      [3, false],
      [4, true],
    ] as const) {
      await day(offset).waitFor();
      expect({ offset, disabled: (await day(offset).getAttribute("data-disabled")) === "true" }).toEqual({ offset, disabled });
      expect(await day(offset).locator("button").isDisabled()).toBe(disabled);
    }
    expect(await day(0).getAttribute("data-selected")).toBe("true");

    await page.getByText("No hay manicuristas disponibles para esta fecha. Por favor selecciona otra fecha.").waitFor();
    expect(await page.locator('button[data-time][data-available="true"]').count()).toBe(0);
    await page.getByRole("button", { name: "Switch to English" }).click();
    await page.getByText("No manicurists are available for this date. Please select another date.").waitFor();
    expect(pageErrors).toEqual([]);
  }

  it("says when no time is left on the chosen day", async () => {
    // The last bookable day, whose schedule the demo seed fills, after its last slot has started.
    const date = lastBookableDate();
    const { page, pageErrors } = await openPage(browser, { language: "en" });
    await page.clock.setFixedTime(salonDateTimeToInstant(date, "20:45"));
    await page.goto("/");
    await page.locator('[data-service-id="gelish"]').click();
    await page.locator(`[data-day="${date}"][data-selected="true"]`).waitFor();

    await page.getByText("No available time slots for this date").waitFor();
    expect(await page.getByText("No manicurists are available").count()).toBe(0);
    expect(await page.locator('button[data-time][data-available="true"]').count()).toBe(0);
    await page.getByRole("button", { name: "Cambiar a español" }).click();
    await page.getByText("No hay horarios disponibles para esta fecha").waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("books with the keyboard only, configuring waxing in its dialog", async () => {
    // Scout, with the mouse, a later day on which the service has room.
    const scout = await openPage(browser, { language: "en", path: "/" });
    await scout.page.locator('[data-service-id="6"]').click();
    await scout.page.locator('[data-option-id="wax-eyebrow"]').click();
    await scout.page.getByRole("button", { name: "Add service" }).click();
    const { date } = await chooseDateWithFreeSlot(scout.page, { futureOnly: true });
    await scout.context.close();

    // The browser's clock then reads early morning of that day, so it is the page's default date
    // ("today") and no arrow keys are needed to reach it in the calendar.
    const { page, pageErrors } = await openPage(browser, { language: "en" });
    await page.clock.setFixedTime(salonDateTimeToInstant(date, "07:00"));
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: "Book an Appointment" }).waitFor();
    await page.locator('[data-service-id="6"]').waitFor();

    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return {
          serviceId: element?.dataset.serviceId ?? null,
          optionId: element?.dataset.optionId ?? null,
          time: element?.dataset.time ?? null,
          name: element?.getAttribute("name") ?? null,
          testId: element?.dataset.testid ?? null,
          text: element?.textContent?.trim() ?? null,
        };
      });
    const tabUntil = async (matches: (state: Awaited<ReturnType<typeof focused>>) => boolean) => {
      for (let presses = 0; presses < 120; presses += 1) {
        await page.keyboard.press("Tab");
        if (matches(await focused())) return;
      }
      throw new Error("the element never received focus");
    };

    await tabUntil((state) => state.serviceId === "6");
    await page.keyboard.press("Enter");
    const waxing = page.getByRole("dialog", { name: "Waxing area" });
    await waxing.waitFor();
    // The dialog takes focus to its first option.
    await expect.poll(async () => (await focused()).optionId).toBe("wax-eyebrow");
    await page.keyboard.press("Space");
    expect(await waxing.locator('[data-option-id="wax-eyebrow"]').getAttribute("aria-checked")).toBe("true");
    await tabUntil((state) => state.text === "Add service");
    await page.keyboard.press("Enter");
    await waxing.waitFor({ state: "detached" });
    expect(await page.locator('[data-service-id="6"]').getAttribute("aria-pressed")).toBe("true");

    await tabUntil((state) => state.time !== null);
    const time = (await focused()).time;
    await page.keyboard.press("Space");
    expect(await slotButton(page, time!).getAttribute("aria-pressed")).toBe("true");

    await tabUntil((state) => state.name === "customerName");
    await page.keyboard.type("Verónica Mendoza");
    await page.keyboard.press("Tab");
    await page.keyboard.type("veronica@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("6195550105");
    await tabUntil((state) => state.testId === "confirm-booking");
    await page.keyboard.press("Enter");

    // The confirmation page's heading takes focus: keyboard and screen-reader users start there.
    await expectConfirmationPage(page, "You're booked!");
    expect(pageErrors).toEqual([]);
  });

  it("shows the first chosen service's reviews, and takes the README's phone and desktop screenshots", async () => {
    for (const [viewport, file, touch] of [
      [PHONE, "booking-phone.png", true],
      [DESKTOP, "booking-desktop.png", false],
    ] as const) {
      const { page } = await openPage(browser, { viewport, path: "/", touch });
      await page.locator('[data-service-id="2"]').click();
      await page.locator('[data-option-id="pedicure-jelly"]').click();
      await page.getByRole("dialog").waitFor({ state: "detached" });
      await page.locator('[data-service-id="gelish"]').click();
      const reviews = page.getByRole("region", { name: "Opiniones de clientes: Pedicura" });
      expect(await reviews.getByRole("listitem").count()).toBe(3);
      expect(await reviews.getByRole("img", { name: /de 5 estrellas/ }).count()).toBe(3);
      await slotButton(page, (await chooseDateWithFreeSlot(page)).time).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await readmeScreenshot(page, file, { fullPage: true });
    }
  });
});
