/**
 * Marketing, as the salon and a client meet it: a superadmin composes a campaign in both languages,
 * previews it, sees how many will receive it and sends it through the confirm dialog; the client's email
 * arrives in Spanish, and its visible link unsubscribes them in one click, on a page in their language.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminClient } from "@shared/admin-api";
import { E2E_SUPERADMIN } from "./global-setup";
import { api, axeViolations, expectFailedRequest, launchBrowser, openPage, PHONE, readmeScreenshot, serverDataDir, signIn, unique } from "./helpers";

const UNSUBSCRIBE_LINK = /https?:\/\/\S+\/unsubscribe\/[\w-]+/;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The campaign email the outbox worker wrote for `address` (the e2e server has no SMTP server: mail lands in DATA_DIR/mail). */
function campaignEmailTo(address: string): Promise<ParsedMail> {
  const folder = path.join(serverDataDir(), "mail");
  return vi.waitFor(
    async () => {
      const files = (await fs.readdir(folder).catch(() => [] as string[])).filter((name) => name.includes("-campaign-"));
      for (const file of files) {
        const mail = await simpleParser(await fs.readFile(path.join(folder, file)));
        if (mail.to && !Array.isArray(mail.to) && mail.to.value.some((to) => to.address === address)) return mail;
      }
      throw new Error(`no campaign email to ${address}`);
    },
    { timeout: 30_000, interval: 250 },
  );
}

/** What has focus, by its visible text. */
function focusedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.textContent?.trim());
}

/** The figure under `label` in a history entry. */
function figure(entry: ReturnType<Page["locator"]>, label: string) {
  return entry.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

describe("marketing campaign", () => {
  it("is composed in both languages, previewed, counted and sent; the client's email unsubscribes them in Spanish", async () => {
    const { page, pageErrors } = await signIn(browser, E2E_SUPERADMIN);
    // A client who never booked: their language is Spanish.
    const [firstName, lastName] = ["Marta", unique("Promo")];
    const clientName = `${firstName} ${lastName}`;
    const email = `${clientName.toLowerCase().replace(/\s+/g, ".")}@example.com`;
    const client = await api<AdminClient>(page, "POST", "/api/admin/clients", { firstName, lastName, email, marketingOptIn: true });
    const subjectEs = unique("Promoción de invierno ");
    const subjectEn = unique("Winter offer ");

    await page.getByRole("link", { name: "Marketing", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Marketing" }).waitFor();
    const spanish = page.getByRole("group", { name: "Spanish version" });
    await spanish.getByLabel(/^Subject/).fill(subjectEs);
    await spanish.getByLabel(/^Message/).fill("Hola:\n\nEsta semana, 20 % de descuento\nen pedicure.");
    const english = page.getByRole("group", { name: "English version" });
    await english.getByLabel(/^Subject/).fill(subjectEn);
    await english.getByLabel(/^Message/).fill("Hi,\n\nThis week, 20% off pedicures.");
    const everyone = page.getByRole("radio", { name: /^Everyone who accepts marketing/ });
    await everyone.click();
    expect(await everyone.getAttribute("aria-checked")).toBe("true");

    // The count comes from the server for the chosen audience; the new client is among them.
    const count = page.getByRole("status").filter({ hasText: /clients? will receive it by email/ });
    await count.waitFor();
    const recipients = Number(/^(\d+) clients? will receive it/.exec(await count.innerText())?.[1]);
    expect(recipients).toBeGreaterThan(0);

    // Both versions side by side, each as its email will read: subject, then one paragraph per blank line.
    const preview = page.getByRole("region", { name: "Preview" });
    const previewEs = preview.getByRole("article", { name: "Spanish version" });
    const previewEn = preview.getByRole("article", { name: "English version" });
    expect(await previewEs.locator('strong[lang="es"]').innerText()).toBe(subjectEs);
    expect(await previewEs.locator('[lang="es"] p').allInnerTexts()).toEqual(["Hola:", "Esta semana, 20 % de descuento en pedicure."]);
    expect(await previewEn.locator('strong[lang="en"]').innerText()).toBe(subjectEn);
    expect(await previewEn.locator('[lang="en"] p').allInnerTexts()).toEqual(["Hi,", "This week, 20% off pedicures."]);
    expect(await axeViolations(page)).toEqual([]);
    await preview.evaluate((region) => region.scrollIntoView({ block: "end" }));
    await readmeScreenshot(page, "marketing-compose.png");

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("heading", { level: 2, name: "Campaign saved" }).waitFor();
    expect(await focusedText(page)).toBe("Campaign saved");
    expect(await spanish.getByLabel(/^Subject/).getAttribute("readonly")).not.toBeNull();

    // This superadmin has no email address: the test send is refused, in the server's words.
    expectFailedRequest(page, 422, /\/api\/admin\/campaigns\/\d+\/test/);
    await page.getByRole("button", { name: "Send test to me" }).click();
    await page.getByRole("alert").filter({ hasText: "Your account has no email address: add one to receive test sends." }).waitFor();

    // The dialog states the count; "Not yet" gives focus back to Send.
    const send = page.getByRole("button", { name: "Send", exact: true });
    await send.click();
    const dialog = page.getByRole("alertdialog", { name: "Send the campaign?" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`${recipients} client${recipients === 1 ? "" : "s"} will receive it by email`);
    expect(await focusedText(page)).toBe("Not yet");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Not yet" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await focusedText(page)).toBe("Send");

    await send.click();
    await dialog.getByRole("button", { name: "Yes, send" }).click();
    const sent = page.getByRole("status").filter({ hasText: `Campaign “${subjectEn}” sent` });
    await sent.waitFor();
    expect(await focusedText(page)).toBe(await sent.innerText());
    // A fresh form for the next campaign.
    await page.getByRole("heading", { level: 2, name: "New campaign" }).waitFor();
    expect(await spanish.getByLabel(/^Subject/).inputValue()).toBe("");

    const entry = page.locator("li[data-campaign-id]").filter({ has: page.getByRole("heading", { name: subjectEn, exact: true }) });
    expect(await entry.innerText()).toMatch(/Sent on .+ at \d{1,2}:\d{2} [AP]M by e2e-superadmin/);
    expect(await entry.getByText("Draft", { exact: true }).count()).toBe(0);
    expect(Number(await figure(entry, "Recipients").innerText())).toBe(recipients);

    // The client's card says they accept marketing, until they unsubscribe.
    const card = page.locator(`li[data-client-id="${client.id}"]`);
    await page.getByRole("link", { name: "Clients", exact: true }).click();
    await page.getByLabel("Search clients").fill(email);
    await card.getByText("Marketing OK").waitFor();

    // The Spanish version reaches the Spanish client, with a visible unsubscribe link.
    const mail = await campaignEmailTo(email);
    expect(mail.subject).toBe(subjectEs);
    expect(mail.text).toContain("Esta semana, 20 % de descuento");
    const link = UNSUBSCRIBE_LINK.exec(mail.text ?? "")?.[0];
    if (!link) throw new Error(`no unsubscribe link in:\n${mail.text}`);

    // A device last used in English: the page follows the language the campaign was received in.
    const visitor = await openPage(browser, { viewport: PHONE, language: "en" });
    const posts: string[] = [];
    visitor.page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/unsubscribe/")) posts.push(request.url());
    });
    await visitor.page.goto(new URL(link).pathname);
    await visitor.page.getByRole("heading", { level: 1, name: "Te diste de baja" }).waitFor();
    expect(await visitor.page.locator("html").getAttribute("lang")).toBe("es");
    await visitor.page.getByText("Listo: ya no recibirás nuestras novedades. Seguirás recibiendo los correos de tus citas.").waitFor();
    expect(await visitor.page.getByRole("link", { name: "Volver a reservas" }).getAttribute("href")).toBe("/");
    expect(posts).toHaveLength(1);
    expect(await axeViolations(visitor.page)).toEqual([]);

    await page.reload();
    await page.getByLabel("Search clients").fill(email);
    await card.waitFor();
    expect(await card.getByText("Marketing OK").count()).toBe(0);
    const listed = (await api<AdminClient[]>(page, "GET", "/api/admin/clients")).find((row) => row.id === client.id);
    expect(listed?.marketingOptIn).toBe(false);

    await page.getByRole("link", { name: "Marketing", exact: true }).click();
    expect(await figure(entry, "Unsubscribed since").innerText()).toBe("1");
    expect(pageErrors).toEqual([]);
    expect(visitor.pageErrors).toEqual([]);
  });

  it("says a bad unsubscribe link is invalid, in the visitor's language", async () => {
    for (const [language, title, text] of [
      ["es", "Enlace no válido", "Este enlace para darse de baja no es válido."],
      ["en", "Invalid link", "This unsubscribe link is not valid."],
    ] as const) {
      const { page, pageErrors } = await openPage(browser, { viewport: PHONE, language });
      expectFailedRequest(page, 404, /\/api\/unsubscribe\/[\w-]+/);
      await page.goto("/unsubscribe/not-a-token-we-ever-sent");
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await page.getByText(text).waitFor();
      expect(await page.getByRole("link", { name: language === "es" ? "Volver a reservas" : "Back to booking" }).getAttribute("href")).toBe("/");
      expect(await axeViolations(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    }
  });
});
