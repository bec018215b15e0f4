/**
 * The back office on years of business: a server of this file's own, on a history written by the history
 * generator (three years of dates at a tenth of the full volume by default, HISTORY_SCALE to change it:
 * 2,500 clients and about 4,500 past appointments seed in seconds). The pages ask the server for one scoped
 * page of each list, so what they render and send does not depend on the volume: they behave as at full scale.
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminClient } from "@shared/admin-api";
import { bookableDates, salonDate } from "@shared/time";
import { startAppProcess, type AppProcess } from "../scripts/app-process";
import { book, GEL_POLISH } from "./api-booking";
import { afterPaints, confettiPixels, launchBrowser, signIn, toastWith, unique } from "./helpers";

const SCALE = process.env.HISTORY_SCALE ?? "0.1";
const ADMIN = { username: "history-admin", password: "history-admin-password" };
/** The page budget the issue sets for a salon with three years of data. */
const MAX_DOM_NODES = 5_000;
/**
 * How long a poll waits for a searched or paged list: the search waits for a typing pause, then the server
 * reads years of history, on a machine that may be running another browser file. Speed is the bench's
 * business (`npm run bench:history`); this only catches an answer that never comes.
 */
const SERVER_ANSWER_MS = 20_000;
const root = path.resolve(import.meta.dirname, "..");

let dataDir: string;
let app: AppProcess;
let browser: Browser;

/** `npm run seed:history` into the embedded database under `dir`, before any app process opens it. */
function seedHistory(dir: string): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: "warn" };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "server/seed/history-cli.ts", `--scale=${SCALE}`], { cwd: root, env });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`seed:history failed (${code}):\n${output}`))));
  });
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-history-e2e-"));
  await seedHistory(dataDir);
  app = await startAppProcess({ dataDir, env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** Every node of the document: elements, text and comments. */
function domNodes(page: Page): Promise<number> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    let count = 0;
    while (walker.nextNode()) count += 1;
    return count;
  });
}

/** The server's count of a scope, from the list's X-Total-Count header. */
async function totalOf(page: Page, url: string): Promise<number> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return Number(response.headers()["x-total-count"]);
}

function listCount(page: Page, name: RegExp) {
  return page.getByRole("region", { name }).getByRole("heading", { level: 2 }).locator("span");
}

/** The first and last date of the month before the one `date` is in. */
function previousMonth(date: string): { from: string; to: string } {
  const [year, month] = date.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

describe("appointments page on years of history", () => {
  it("polls at no cost, finds a client, assigns a manicurist with confetti and pages back a month", async () => {
    const { page, pageErrors } = await signIn(browser, ADMIN, "en", app.url);
    const customer = unique("Zoë Historia ");
    const booking = await book(GEL_POLISH, page.request, customer, { dates: [...bookableDates(new Date())].reverse(), phone: "+1 619 555 0142", locale: "en" });

    await page.getByRole("link", { name: "Appointments", exact: true }).click();
    const active = page.getByRole("region", { name: /Active appointments/ });
    await active.locator("article").first().waitFor();
    const today = salonDate(new Date());
    expect(await listCount(page, /Active appointments/).innerText()).toBe(
      String(await totalOf(page, `/api/admin/appointments?status=active&from=${today}`)),
    );
    expect(await domNodes(page)).toBeLessThanOrEqual(MAX_DOM_NODES);

    // The 10-second poll asks with the list's ETag; unchanged, the answer is a 304 and the page does not change.
    await page.evaluate(() => {
      const observer = new MutationObserver((records) => Object.assign(window, { pollMutations: ((window as unknown as { pollMutations?: number }).pollMutations ?? 0) + records.length }));
      observer.observe(document.querySelector("main") ?? document.body, { childList: true, subtree: true, characterData: true, attributes: true });
      Object.assign(window, { pollMutations: 0 });
    });
    const unchanged = await page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/admin/appointments" && response.request().headers()["if-none-match"] !== undefined,
      { timeout: 15_000 },
    );
    expect(unchanged.status()).toBe(304);
    expect((await unchanged.request().sizes()).responseBodySize).toBe(0);
    await afterPaints(page);
    expect(await page.evaluate(() => (window as unknown as { pollMutations: number }).pollMutations)).toBe(0);

    // The search is the server's: one card, the new booking, among thousands of appointments.
    await page.getByRole("searchbox", { name: "Search client" }).fill(customer.split(" ").at(-1) ?? customer);
    const card = active.locator(`article[data-appointment-id="${booking.id}"]`);
    await card.waitFor();
    await expect.poll(() => active.locator("article").count(), { timeout: SERVER_ANSWER_MS }).toBe(1);
    expect(await listCount(page, /Active appointments/).innerText()).toBe("1");

    const picker = card.getByRole("combobox", { name: "Assign manicurist" });
    const offered = (await picker.locator("option").allInnerTexts()).slice(1);
    expect(offered.length).toBeGreaterThan(0);
    await picker.selectOption({ label: offered[0] });
    expect(await toastWith(page, "assigned")).toBe(`${offered[0]} assigned`);
    await expect.poll(() => confettiPixels(page), { timeout: 2_000 }).toBeGreaterThan(0);
    await card.locator("p", { hasText: "Manicurist:" }).filter({ hasText: offered[0] }).waitFor();

    // Back a month: last month's completed work, counted by the server, a page at a time.
    await page.getByRole("searchbox", { name: "Search client" }).fill("");
    await page.getByLabel("Period", { exact: true }).selectOption("month");
    await page.getByRole("button", { name: "Previous period" }).click();
    const month = previousMonth(today);
    await page.locator(`[data-range="${month.from}/${month.to}"]`).waitFor();
    const completedTotal = await totalOf(page, `/api/admin/appointments?status=completed&from=${month.from}&to=${month.to}`);
    expect(completedTotal).toBeGreaterThan(20);
    await expect.poll(() => listCount(page, /Completed appointments/).innerText(), { timeout: SERVER_ANSWER_MS }).toBe(String(completedTotal));
    const completed = page.getByRole("region", { name: /Completed appointments/ });
    const pages = completed.getByRole("navigation", { name: "Pages of completed appointments" });
    expect(await pages.innerText()).toContain(`1–20 of ${completedTotal}`);
    const firstPage = await completed.locator("article").evaluateAll((cards) => cards.map((item) => item.getAttribute("data-appointment-id")));
    await pages.getByRole("button", { name: "Next" }).click();
    await pages.getByText(`21–${Math.min(40, completedTotal)} of ${completedTotal}`).waitFor();
    // The pager's label moves at the click; the cards follow once the server's next page arrives.
    const shownIds = () => completed.locator("article").evaluateAll((cards) => cards.map((item) => item.getAttribute("data-appointment-id")));
    await expect
      .poll(async () => {
        const ids = await shownIds();
        return ids.length > 0 && !ids.some((id) => firstPage.includes(id));
      }, { timeout: SERVER_ANSWER_MS })
      .toBe(true);
    expect(await domNodes(page)).toBeLessThanOrEqual(MAX_DOM_NODES);
    expect(pageErrors).toEqual([]);
  });
});

describe("clients page on years of history", () => {
  it("counts every client, shows one page, and searches on the server ignoring accents and by phone digits", async () => {
    const { page, pageErrors } = await signIn(browser, ADMIN, "es", app.url);
    await page.getByRole("link", { name: "Clientes", exact: true }).click();
    const list = page.getByRole("list", { name: "Clientes" });
    await list.locator("li[data-client-id]").first().waitFor();
    const total = await totalOf(page, "/api/admin/clients?limit=1");
    expect(total).toBeGreaterThan(1_000);
    await page.getByText(new RegExp(`^${total} clientes`)).waitFor();
    expect(await list.locator("li[data-client-id]").count()).toBe(48);
    await page.getByRole("navigation", { name: "Páginas de clientes" }).getByText(`1–48 de ${total}`).waitFor();
    expect(await domNodes(page)).toBeLessThanOrEqual(MAX_DOM_NODES);

    const search = page.getByRole("searchbox", { name: "Buscar clientes" });
    // Typed without its accent, the name is still found.
    await search.fill("munoz");
    await page.getByRole("status").filter({ hasText: /clientes? encontrados?/ }).waitFor();
    // The list shows the server's answer once it arrives: until then it still holds the unsearched page.
    const names = () => list.locator("li[data-client-id] h2").allInnerTexts();
    await expect
      .poll(async () => (await names()).length > 0 && (await names()).every((name) => name.includes("Muñoz")), { timeout: SERVER_ANSWER_MS })
      .toBe(true);

    const [someone] = await (await page.request.get("/api/admin/clients?sort=name&limit=1")).json() as AdminClient[];
    const digits = (someone.phone ?? "").replace(/\D/g, "").slice(-7);
    await search.fill(digits);
    await list.locator(`li[data-client-id="${someone.id}"]`).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
