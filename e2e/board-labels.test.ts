/**
 * The live board's labels at 1280×720, 1920×1080 and 3840×2160, in Spanish and in English: every day's
 * heading and every lane's name (the next days' "Sin asignar"/"Unassigned" row included) is on screen,
 * inside its own box and not cut short; and today's total leaves no-shows out, while each no-show is drawn
 * as one (struck name, the word for it, no tick).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveBoard, LiveBoardAppointment, LiveBoardDay, PublicStaff } from "@shared/api";
import { expectConsoleError, launchBrowser, openPage } from "./helpers";

const SCREENS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
] as const;

const WORDS = {
  es: { unassigned: "Sin asignar", today: "Hoy", noShow: /^(No se presentó|Faltó)$/, total: (count: number) => `${count} citas` },
  en: { unassigned: "Unassigned", today: "Today", noShow: /^No-show$/, total: (count: number) => `${count} appointments` },
} as const;

const STAFF: PublicStaff[] = ["Valentina Rodríguez", "Guadalupe Montenegro", "María José Castañeda", "Ximena Quintanilla"].map((name, index) => ({
  id: 9701 + index,
  nameEn: name,
  nameEs: name,
  photoUrl: null,
  active: true,
}));

/** Two bookings per member, one of them a no-show today, and one nobody has taken yet on every day. */
const PER_MEMBER = [
  { appointmentTime: "10:00", durationMinutes: 60, customerName: "Esperanza T." },
  { appointmentTime: "15:00", durationMinutes: 90, customerName: "Montserrat V." },
] as const;
const NO_SHOWS_TODAY = 2;

function appointment(id: number, date: string, staffId: number | null, fields: Partial<LiveBoardAppointment>): LiveBoardAppointment {
  return {
    id,
    appointmentDate: date,
    appointmentTime: "11:00",
    durationMinutes: 60,
    customerName: "Bernardita S.",
    status: "confirmed",
    staffId,
    serviceId: "lash-lifting-rimel",
    serviceIds: ["lash-lifting-rimel"],
    service: { nameEn: "Lash Lifting Mascara Effect", nameEs: "Lifting de Pestañas Efecto Rímel" },
    pedicureType: null,
    needsAcrylicRemoval: false,
    needsGelishRemoval: false,
    ...fields,
  };
}

function day(date: string, index: number): LiveBoardDay {
  let id = 97_000 + index * 100;
  const appointments = STAFF.flatMap((member, memberIndex) =>
    PER_MEMBER.map((fields, bookingIndex) =>
      appointment((id += 1), date, member.id, {
        ...fields,
        // Today the first booking of the first two members is a no-show.
        status: index === 0 && bookingIndex === 0 && memberIndex < NO_SHOWS_TODAY ? "no_show" : "confirmed",
      }),
    ),
  );
  appointments.push(appointment((id += 1), date, null, { status: "pending_staff_confirmation" }));
  return {
    date,
    availability: STAFF.map((member) => ({ staffId: member.id, date, isPunchedIn: true, startTime: "09:00", endTime: "20:30", breakStartTime: "13:00" })),
    appointments,
  };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The real board's dates with the days above in place of its data; the event stream is kept down. */
async function openBoard(viewport: { width: number; height: number }): Promise<{ page: Page; dates: string[] }> {
  const { page } = await openPage(browser, { viewport, language: "es" });
  expectConsoleError(page, /^Failed to load resource: net::ERR_FAILED at \S+\/api\/live-board\/events$/);
  let dates: string[] = [];
  await page.route("**/api/live-board/events", (route) => route.abort());
  await page.route("**/api/live-board", async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const real = (await response.json()) as LiveBoard;
    dates = real.days.map((entry) => entry.date);
    await route.fulfill({ json: { ...real, staff: STAFF, days: real.days.map((entry, index) => day(entry.date, index)) } });
  });
  await page.goto("/live-board");
  await page.locator('[data-connection="polling"]').waitFor();
  await page.locator("[data-day] [data-row=unassigned] [data-appointment-id]").first().waitFor();
  return { page, dates };
}

interface Label {
  day: string;
  kind: "heading" | "lane";
  text: string;
  /** What is wrong with it, if anything. */
  problems: string[];
}

/**
 * Every day's heading and every lane's visible name, each measured against its own box (not cut short:
 * scrollWidth ≤ clientWidth) and against its container (the day's section, the lane's label column)
 * and the screen.
 */
function labels(page: Page): Promise<Label[]> {
  return page.evaluate(() => {
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
    const screen = new DOMRect(0, 0, window.innerWidth, window.innerHeight);
    const measure = (element: HTMLElement, container: HTMLElement) => {
      const problems: string[] = [];
      const box = element.getBoundingClientRect();
      if (!element.checkVisibility()) problems.push("hidden");
      if (box.width === 0 || box.height === 0) problems.push("empty box");
      if (element.scrollWidth > element.clientWidth) problems.push(`needs ${element.scrollWidth} px in ${element.clientWidth} px`);
      if (!inside(box, container.getBoundingClientRect())) problems.push("outside its container");
      if (!inside(box, screen)) problems.push("off screen");
      return problems;
    };
    const found: Label[] = [];
    for (const section of document.querySelectorAll<HTMLElement>("[data-live-board] section[data-day]")) {
      const date = section.dataset.day!;
      const heading = section.querySelector<HTMLElement>("h2")!;
      found.push({ day: date, kind: "heading", text: heading.innerText.trim(), problems: measure(heading, section) });
      for (const name of section.querySelectorAll<HTMLElement>("[data-row] [data-staff-name]")) {
        const column = name.closest("[data-row]")!.firstElementChild as HTMLElement;
        found.push({ day: date, kind: "lane", text: name.innerText.trim(), problems: measure(name, column) });
      }
    }
    return found;
  });
}

async function expectLabels(page: Page, dates: string[], language: "es" | "en", screen: string): Promise<void> {
  const words = WORDS[language];
  const found = await labels(page);
  expect(found.filter((label) => label.problems.length > 0 || label.text === ""), `${language} at ${screen}`).toEqual([]);
  const headings = found.filter((label) => label.kind === "heading");
  expect(headings.map((label) => label.day)).toEqual(dates);
  expect(headings[0].text).toBe(words.today);
  for (const heading of headings.slice(1)) expect(heading.text.length).toBeGreaterThan(words.today.length);
  for (const date of dates) {
    const lanes = found.filter((label) => label.kind === "lane" && label.day === date).map((label) => label.text);
    // Every member is named at least by her first name (initials would not say who), and the row of
    // bookings nobody has taken says so in full.
    expect(lanes, `${language} ${date} at ${screen}`).toHaveLength(STAFF.length + 1);
    STAFF.forEach((member, index) => expect(member.nameEs.startsWith(lanes[index]) && lanes[index].length >= member.nameEs.split(" ")[0].length).toBe(true));
    expect(lanes.at(-1)).toBe(words.unassigned);
  }
}

/** Today's total (the summary's first number) and what each of today's no-shows shows. */
async function expectNoShowsApart(page: Page, today: string, language: "es" | "en"): Promise<void> {
  const words = WORDS[language];
  const total = STAFF.length * PER_MEMBER.length + 1 - NO_SHOWS_TODAY;
  const summary = await page.locator(`section[data-day="${today}"] h2 + p`).innerText();
  expect(summary).toContain(words.total(total));
  const noShows = page.locator(`section[data-day="${today}"] [data-status="no_show"]`);
  expect(await noShows.count()).toBe(NO_SHOWS_TODAY);
  for (const block of await noShows.all()) {
    expect(await block.locator("[data-customer-name]").evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe("line-through");
    expect(await block.locator("[data-no-show]").innerText()).toMatch(words.noShow);
    // The confirmed tick (lucide's circle-check) is never drawn on a no-show.
    expect(await block.locator("svg.lucide-circle-check, svg.lucide-circle-check-big").count()).toBe(0);
  }
}

describe("live board labels", () => {
  for (const viewport of SCREENS) {
    const screen = `${viewport.width}×${viewport.height}`;
    it(`at ${screen}, in both languages: every day heading and lane name is whole and inside its box; today's total leaves no-shows out`, async () => {
      const { page, dates } = await openBoard(viewport);
      expect(dates.length).toBeGreaterThan(1);
      await expectLabels(page, dates, "es", screen);
      await expectNoShowsApart(page, dates[0], "es");

      await page.getByRole("button", { name: /Switch to English/ }).click();
      await page.locator("section[data-day] h2", { hasText: WORDS.en.today }).waitFor();
      await expectLabels(page, dates, "en", screen);
      await expectNoShowsApart(page, dates[0], "en");
    });
  }
});
