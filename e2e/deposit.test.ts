/**
 * Booking with a deposit on a phone: the booking page states the policy, the customer pays on the local
 * fake of Stripe's hosted checkout, its signed webhook reaches the app, and they land on the booking's
 * confirmation in Spanish; its manage page says the deposit comes back before they cancel. The app runs as a process of its own, configured with the fake's key and
 * base (the shared server has no payment provider), on TEST_DATABASE_URL's server or an embedded one.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../scripts/app-process";
import { startEmbeddedServer, type EmbeddedServer } from "../server/infra/db/embedded-server";
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, fakeStripe } from "../server/test/fake-stripe";
import { adminUrlFor, embeddedServerUrl } from "../server/test/postgres-urls";
import { E2E_SUPERADMIN } from "./global-setup";
import { chooseDate, chooseDateWithFreeSlot, fillContact, launchBrowser, openPage, PHONE, readmeScreenshot, signIn, slotButton } from "./helpers";

const SPANISH_CONTACT = { name: "Nombre completo", email: "Correo electrónico", phone: "Teléfono" };
const OWNER = { username: "deposit-owner", password: "deposit-owner-password" };
const POLICY = { deposit: { kind: "fixed", value: 2000 }, appliesTo: "everyone", lateCancel: { kind: "keep_deposit" }, noShow: { kind: "keep_deposit" } };

describe("booking with a deposit", () => {
  const databaseName = `cita_deposit_${crypto.randomBytes(5).toString("hex")}`;
  const dataDirs: string[] = [];
  const fake = fakeStripe();
  let app: AppProcess;
  let admin: pg.Client;
  let browser: Browser;
  let embedded: EmbeddedServer | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL ?? "";

  beforeAll(async () => {
    if (!serverUrl) {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-deposit-pg-"));
      dataDirs.push(dir);
      embedded = await startEmbeddedServer({ clusterDir: path.join(dir, "postgres") });
      serverUrl = embeddedServerUrl(embedded.connection.host);
    }
    admin = new pg.Client({ connectionString: adminUrlFor(serverUrl) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    const databaseUrl = adminUrlFor(serverUrl, databaseName);
    const stripeBase = await fake.start();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-deposit-"));
    dataDirs.push(dataDir);
    app = await startAppProcess({
      dataDir,
      databaseUrl,
      env: { STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET, STRIPE_API_BASE: stripeBase, ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password },
    });
    fake.setWebhookUrl(`${app.url}/api/payments/webhook`);
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    await database.query("INSERT INTO payment_policy (id, policy) VALUES (1, $1)", [JSON.stringify(POLICY)]);
    await database.end();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await fake.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin?.end();
    await embedded?.stop();
    for (const dataDir of dataDirs) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("states the deposit, pays it on the checkout page and lands on the confirmation in Spanish", async () => {
    const { page, context, pageErrors } = await openPage(browser, { viewport: PHONE, touch: true, language: "es", path: "/", serverUrl: app.url });
    try {
      await page.locator('[data-service-id="lash-lifting"]').click();
      const { time } = await chooseDateWithFreeSlot(page);
      await slotButton(page, time).click();
      await fillContact(page, SPANISH_CONTACT, { name: "Lucía Depósito", email: "lucia.deposito@example.com", phone: "+1 619 555 0177" });
      const notice = page.getByTestId("deposit-notice");
      await notice.waitFor();
      expect(await notice.innerText()).toContain("$20.00");
      // The README's picture of the deposit step: the deposit stated beside the button that commits to it.
      await page.getByTestId("confirm-booking").evaluate((button) => {
        button.scrollIntoView({ block: "end" });
        window.scrollBy(0, 24);
      });
      await readmeScreenshot(page, "deposit-step.png");
      await page.getByTestId("confirm-booking").click();

      await page.waitForURL(/\/pay\/cs_test_/);
      const [session] = [...fake.sessions.values()];
      expect(session).toMatchObject({ mode: "payment", amount_total: 2000, locale: "es" });
      await page.getByRole("button", { name: "Pay" }).click();

      await page.getByTestId("booking-confirmed").waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/booking\/confirmed\//);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("¡Listo, tu cita está reservada!");

      // Its manage page states the deposit paid and the terms it was booked under.
      const token = new URL(page.url()).pathname.split("/").pop()!;
      await page.goto(`${app.url}/manage/${token}`);
      const terms = page.getByTestId("payment-terms");
      await terms.waitFor();
      expect(await terms.innerText()).toContain("Pagaste un depósito de $20.00.");
      expect(await terms.innerText()).toContain("Si no te presentas, conservamos el depósito.");

      // The front desk, about to cancel it, is told what happens to the deposit; it keeps the appointment.
      const desk = await signIn(browser, OWNER, "es", app.url);
      try {
        await desk.page.goto(`${app.url}/admin/appointments`);
        const card = desk.page.locator("article").filter({ hasText: "Lucía Depósito" });
        const status = card.getByRole("combobox", { name: "Estado" });
        // As a person's tap on the select focuses it (Playwright's selectOption alone does not).
        await status.focus();
        await status.selectOption("cancelled");
        const asked = desk.page.getByRole("alertdialog");
        expect(await asked.getByTestId("cancel-deposit").innerText()).toBe("El depósito de $20.00 se le devuelve a la clienta.");
        await asked.getByRole("button", { name: "No cancelar" }).click();
        await asked.waitFor({ state: "detached" });
        await expect.poll(() => status.evaluate((select) => select === document.activeElement)).toBe(true);
        expect(desk.pageErrors).toEqual([]);
      } finally {
        await desk.context.close();
      }

      // Before the customer confirms a cancellation, the page says the deposit comes back; then it is cancelled.
      await page.getByRole("button", { name: "Cancelar cita" }).click();
      const dialog = page.getByRole("alertdialog");
      expect(await dialog.getByTestId("cancel-outcome").innerText()).toBe("Te devolveremos el depósito de $20.00; puede tardar unos días en aparecer en tu tarjeta.");
      await dialog.getByRole("button", { name: "Sí, cancelar" }).click();
      await page.getByRole("heading", { name: "Cita cancelada" }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("gives the slot back when the customer leaves the checkout page and the session expires", async () => {
    const { page, context, pageErrors } = await openPage(browser, { viewport: PHONE, touch: true, language: "es", path: "/", serverUrl: app.url });
    try {
      await page.locator('[data-service-id="lash-lifting"]').click();
      const { date, time } = await chooseDateWithFreeSlot(page);
      await slotButton(page, time).click();
      await fillContact(page, SPANISH_CONTACT, { name: "Marta Abandona", email: "marta.abandona@example.com", phone: "+1 619 555 0178" });
      await page.getByTestId("deposit-notice").waitFor();
      await page.getByTestId("confirm-booking").click();
      await page.waitForURL(/\/pay\/cs_test_/);
      const sessionId = new URL(page.url()).pathname.split("/").pop()!;
      // The customer leaves the payment page: back on the booking page, the held time is taken for everyone.
      await page.getByRole("button", { name: "Back" }).click();
      await page.waitForURL((url) => url.searchParams.get("payment") === "cancelled");
      await page.locator('[data-service-id="lash-lifting"]').click();
      await chooseDate(page, date);
      await page.locator(`button[data-time="${time}"][data-available="false"]`).waitFor();

      // The provider expires the session (as Stripe does when its time is up) and tells the app by its signed webhook.
      const session = fake.sessions.get(sessionId)!;
      session.status = "expired";
      const delivery = fake.signed("checkout.session.expired", session);
      const answer = await fetch(`${app.url}/api/payments/webhook`, { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": delivery.signature }, body: delivery.payload });
      expect(answer.status).toBe(200);

      // The slot comes back on the grid: a fresh look at the day offers it again.
      await page.reload();
      await page.locator('[data-service-id="lash-lifting"]').click();
      await chooseDate(page, date);
      await page.locator(`button[data-time="${time}"][data-available="true"]`).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("offers the back office's Payments page only where a payment provider is configured", async () => {
    // Tall enough for the whole policy form in the README's picture of it.
    const withProvider = await signIn(browser, OWNER, "es", app.url, { viewport: { width: 1280, height: 860 } });
    try {
      const nav = withProvider.page.getByRole("navigation");
      await nav.getByRole("link", { name: "Pagos" }).waitFor();
      await withProvider.page.goto(`${app.url}/admin/payments`);
      await withProvider.page.getByTestId("payment-policy-form").waitFor();
      expect(await withProvider.page.getByTestId("payments-not-configured").count()).toBe(0);
      await readmeScreenshot(withProvider.page, "payment-policy.png");
      expect(withProvider.pageErrors).toEqual([]);
    } finally {
      await withProvider.context.close();
    }
    // The shared server runs without STRIPE_SECRET_KEY: no link, and its page says payments are not connected.
    const without = await signIn(browser, E2E_SUPERADMIN, "es");
    try {
      // The page waits for the server's answer before it draws, so once it says so the navigation beside it knows too.
      await without.page.goto(new URL("/admin/payments", without.page.url()).href);
      await without.page.getByTestId("payments-not-configured").waitFor();
      await without.page.getByRole("navigation").getByRole("link", { name: "Citas" }).waitFor();
      expect(await without.page.getByRole("navigation").getByRole("link", { name: "Pagos" }).count()).toBe(0);
      expect(without.pageErrors).toEqual([]);
    } finally {
      await without.context.close();
    }
  });
});
