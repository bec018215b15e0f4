import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { salonDateTimeToInstant } from "@shared/time";
import {
  chooseDate,
  chooseDateWithFreeSlot,
  DESKTOP,
  fillContact,
  launchBrowser,
  openPage,
  PHONE,
  readmeScreenshot,
  slotButton,
  toastWith,
} from "./helpers";

const SPANISH_CONTACT = { name: "Nombre completo", email: "Correo electrónico", phone: "Teléfono" };
const ENGLISH_CONTACT = { name: "Full name", email: "Email", phone: "Phone" };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("booking page", () => {
  it("books a deep-cleaning pedicure in Spanish, the default language", async () => {
    const { context, page, pageErrors } = await openPage(browser, { path: "/" });
    await page.getByRole("heading", { level: 1, name: "Reserva una Cita" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("es");

    const pedicure = page.locator('[data-service-id="2"]');
    expect(await pedicure.innerText()).toContain("Haz clic para configurar");
    await pedicure.click();
    await page.getByRole("dialog", { name: "Elige tu tipo de pedicura" }).waitFor();
    await page.locator('[data-option-id="pedicure-deep"]').click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await pedicure.getAttribute("aria-pressed")).toBe("true");
    expect(await pedicure.innerText()).toContain("Seleccionado");
    expect(await page.getByTestId("booking-total").innerText()).toBe("$590.00");
    expect(await page.getByTestId("booking-duration").innerText()).toBe("75 min");

    const { time } = await chooseDateWithFreeSlot(page);
    await slotButton(page, time).click();
    expect(await page.getByTestId("confirm-booking").count()).toBe(0);

    await fillContact(page, SPANISH_CONTACT, { name: "Lucía Fernández", email: "lucia@example.com", phone: "+1 619 555 0101" });
    await page.getByRole("button", { name: "Confirmar cita" }).click();

    const toast = await toastWith(page, "¡Cita reservada con éxito! Revisa tu correo y tu teléfono para la confirmación.");
    expect(toast).toContain("Éxito");
    // The whole form starts over: nothing chosen, so the later steps are gone again.
    expect(await pedicure.getAttribute("aria-pressed")).toBe("false");
    expect(await page.locator(".cita-calendar").count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("books acrylic nails with length, technique, type and an acrylic removal in English", async () => {
    const { context, page, pageErrors } = await openPage(browser, { language: "en", viewport: DESKTOP, path: "/booking" });
    await page.getByRole("heading", { level: 1, name: "Book an Appointment" }).waitFor();

    await page.locator('[data-service-id="1"]').click();
    const dialog = page.getByRole("dialog", { name: "Configure your acrylic nails" });
    await dialog.waitFor();
    const addService = dialog.getByRole("button", { name: "Add service" });
    await page.locator('[data-option-id="acrylic-length-5"]').click();
    await page.locator('[data-option-id="acrylic-technique-soft-gel"]').click();
    expect(await addService.isDisabled()).toBe(true);
    await page.locator('[data-option-id="acrylic-type-new-set"]').click();
    expect(await addService.isEnabled()).toBe(true);
    await addService.click();
    await dialog.waitFor({ state: "detached" });

    await page.getByRole("checkbox", { name: /Acrylic Removal/ }).click();
    // #5 (525.00) + Soft Gel (+120.00) + New Set (0) + acrylic removal (230.00); 120 + 40 minutes.
    expect(await page.getByTestId("booking-total").innerText()).toBe("$875.00");
    expect(await page.getByTestId("booking-duration").innerText()).toBe("160 min");

    const { date, time } = await chooseDateWithFreeSlot(page);
    await slotButton(page, time).click();
    await fillContact(page, ENGLISH_CONTACT, { name: "Jessica Ramírez", email: "jessica@example.com", phone: "(619) 555-0102" });

    const sent = page.waitForRequest((request) => request.url().endsWith("/api/appointments/public"));
    await page.getByRole("button", { name: "Confirm Appointment" }).click();
    const request = await sent;
    const body = request.postDataJSON() as Record<string, unknown>;
    expect(request.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toMatchObject({
      appointmentDate: date,
      appointmentTime: time,
      needsAcrylicRemoval: true,
      needsGelishRemoval: false,
      pedicureType: null,
      totalPrice: 87500,
      totalDuration: 160,
      locale: "en",
      services: [
        {
          serviceId: "1",
          serviceName: "Acrylic Nails",
          price: 64500,
          durationMinutes: 120,
          optionIds: ["acrylic-length-5", "acrylic-technique-soft-gel", "acrylic-type-new-set"],
        },
      ],
    });

    expect(await toastWith(page, "Appointment booked successfully! Check your email and phone for confirmation.")).toContain("Success");
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("turns the booked slot red for the next visitor", async () => {
    // Lash lifting has a single qualified stylist in the demo data, so one booking fills its slot.
    const first = await openPage(browser, { language: "en", path: "/" });
    await first.page.locator('[data-service-id="lash-lifting"]').click();
    const { date, time } = await chooseDateWithFreeSlot(first.page);
    await slotButton(first.page, time).click();
    await fillContact(first.page, ENGLISH_CONTACT, { name: "Ana Sofía Herrera", email: "ana@example.com", phone: "6195550103" });
    await first.page.getByRole("button", { name: "Confirm Appointment" }).click();
    await toastWith(first.page, "Appointment booked successfully!");
    await first.context.close();

    const next = await openPage(browser, { language: "en", path: "/" });
    await next.page.locator('[data-service-id="lash-lifting"]').click();
    await chooseDate(next.page, date);
    await next.page.locator("button[data-time]").first().waitFor();
    const booked = slotButton(next.page, time);
    expect(await booked.getAttribute("data-available")).toBe("false");
    expect(await booked.isDisabled()).toBe(true);
    expect(next.pageErrors).toEqual([]);
    await next.context.close();
  });

  it("explains what is missing and shows the server's refusal", async () => {
    const { context, page } = await openPage(browser, { language: "en", path: "/" });
    await page.locator('[data-service-id="gelish"]').click();
    await slotButton(page, (await chooseDateWithFreeSlot(page)).time).click();

    await fillContact(page, ENGLISH_CONTACT, { name: "   ", email: "a@example.com", phone: "6195550104" });
    await page.getByRole("button", { name: "Confirm Appointment" }).click();
    await toastWith(page, "Please fill in all fields");

    // The client checks presence only; the server rejects a malformed address with its own message.
    await fillContact(page, ENGLISH_CONTACT, { name: "Karla Jiménez", email: "not-an-email", phone: "6195550104" });
    await page.route("**/api/appointments/public", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.getByRole("button", { name: "Confirm Appointment" }).click();
    await page.getByRole("button", { name: "Booking..." }).waitFor();
    const text = await toastWith(page, "Please enter a valid email address");
    expect(text).toContain("Error");
    expect(text).not.toContain("{");
    await context.close();
  });

  it("asks for the polish type only from admins and toggles it for everyone else", async () => {
    const { context, page } = await openPage(browser, { language: "en", path: "/" });
    const polish = page.locator('[data-service-id="esmalte"]');
    await polish.click();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await polish.getAttribute("aria-pressed")).toBe("true");
    await polish.click();
    expect(await polish.getAttribute("aria-pressed")).toBe("false");

    await page.locator('[data-service-id="4"]').click();
    const comingSoon = page.getByRole("dialog", { name: "Coming Soon" });
    await comingSoon.waitFor();
    expect(await comingSoon.innerText()).toContain("Haircut will be available very soon.");
    await page.keyboard.press("Escape");
    await comingSoon.waitFor({ state: "detached" });
    expect(await page.locator('[data-service-id="4"]').getAttribute("aria-pressed")).toBeNull();
    await context.close();
  });

  it("books with the keyboard only", async () => {
    // Scout, with the mouse, a later day on which the service has room.
    const scout = await openPage(browser, { language: "en", path: "/" });
    await scout.page.locator('[data-service-id="lash-lifting-rimel"]').click();
    const { date } = await chooseDateWithFreeSlot(scout.page, { futureOnly: true });
    await scout.context.close();

    // The browser's clock then reads early morning of that day, so it is the page's default date
    // ("today") and no arrow keys are needed to reach it in the calendar.
    const { context, page, pageErrors } = await openPage(browser, { language: "en" });
    await page.clock.setFixedTime(salonDateTimeToInstant(date, "07:00"));
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: "Book an Appointment" }).waitFor();
    await page.locator('[data-service-id="lash-lifting-rimel"]').waitFor();

    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return {
          serviceId: element?.dataset.serviceId ?? null,
          time: element?.dataset.time ?? null,
          name: element?.getAttribute("name") ?? null,
          testId: element?.dataset.testid ?? null,
        };
      });
    const tabUntil = async (matches: (state: Awaited<ReturnType<typeof focused>>) => boolean) => {
      for (let presses = 0; presses < 120; presses += 1) {
        await page.keyboard.press("Tab");
        if (matches(await focused())) return;
      }
      throw new Error("the element never received focus");
    };

    await tabUntil((state) => state.serviceId === "lash-lifting-rimel");
    await page.keyboard.press("Enter");
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

    await toastWith(page, "Appointment booked successfully!");
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("shows the first chosen service's reviews, and takes the README's phone and desktop screenshots", async () => {
    for (const [viewport, file] of [
      [PHONE, "booking-phone.png"],
      [DESKTOP, "booking-desktop.png"],
    ] as const) {
      const { context, page } = await openPage(browser, { viewport, path: "/" });
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
      await context.close();
    }
  });
});
