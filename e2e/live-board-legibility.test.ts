/**
 * The wall board read from 3 metres: on a 1920x1080 TV no text is under 24 px, and the board keeps its
 * layout on smaller and larger screens (the same text at 16 px on 1280x720, 48 px on 3840x2160); no
 * name is cut short with an ellipsis (a narrow block shows the first name or initials instead); and the
 * "now" pill never covers an hour label.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveBoard, LiveBoardAppointment, LiveBoardDay, PublicStaff } from "@shared/api";
import { salonDateTimeToInstant } from "@shared/time";
import { expectConsoleError, launchBrowser, openPage } from "./helpers";

const SCREENS = [
  { viewport: { width: 1920, height: 1080 }, minFontPx: 24 },
  { viewport: { width: 1280, height: 720 }, minFontPx: 16 },
  { viewport: { width: 3840, height: 2160 }, minFontPx: 48 },
] as const;

/** Times of day to put the "now" pill at: the hour labels the issue saw covered, and the axis's ends. */
const NOW_TIMES = ["09:00", "12:00", "14:37", "20:30"];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const STAFF: PublicStaff[] = [
  "Valentina Rodríguez",
  "Guadalupe Montenegro",
  "María José Castañeda",
  "Ximena Quintanilla",
  "Camila Herrera",
].map((name, index) => ({ id: 9401 + index, nameEn: name, nameEs: name, photoUrl: null, active: true }));

/** Per staff member: long and short names in long and short blocks, with and without notes. */
const BOOKINGS: Array<Pick<LiveBoardAppointment, "appointmentTime" | "durationMinutes" | "customerName"> & Partial<LiveBoardAppointment>> = [
  { appointmentTime: "09:00", durationMinutes: 30, customerName: "Maximiliana Q." },
  { appointmentTime: "09:30", durationMinutes: 45, customerName: "Guadalupe R." },
  { appointmentTime: "10:30", durationMinutes: 160, customerName: "Esperanza T.", needsAcrylicRemoval: true, serviceId: "1", serviceIds: ["1", "gelish"] },
  { appointmentTime: "14:00", durationMinutes: 50, customerName: "Ana M.", pedicureType: "express", serviceId: "2", serviceIds: ["2"] },
  { appointmentTime: "15:00", durationMinutes: 90, customerName: "Montserrat V.", status: "pending_staff_confirmation" },
];

function appointment(id: number, date: string, staffId: number | null, booking: (typeof BOOKINGS)[number]): LiveBoardAppointment {
  return {
    id,
    appointmentDate: date,
    status: "confirmed",
    staffId,
    serviceId: "lash-lifting-rimel",
    serviceIds: ["lash-lifting-rimel"],
    service: { nameEn: "Lash Lifting Mascara Effect", nameEs: "Lifting de Pestañas Efecto Rímel" },
    pedicureType: null,
    needsAcrylicRemoval: false,
    needsGelishRemoval: false,
    ...booking,
  };
}

/** A full day for every member, plus two overlapping bookings nobody has taken yet. */
function busyDay(date: string, dayIndex: number): LiveBoardDay {
  let id = 95_000 + dayIndex * 1_000;
  const appointments = STAFF.flatMap((member) => BOOKINGS.map((booking) => appointment((id += 1), date, member.id, booking)));
  appointments.push(
    appointment((id += 1), date, null, { appointmentTime: "11:00", durationMinutes: 60, customerName: "Bernardita S.", status: "pending_staff_confirmation" }),
    appointment((id += 1), date, null, { appointmentTime: "11:30", durationMinutes: 30, customerName: "Zoe L.", status: "pending_staff_confirmation" }),
  );
  return {
    date,
    availability: STAFF.map((member, index) => ({
      staffId: member.id,
      date,
      isPunchedIn: true,
      startTime: "09:00",
      endTime: index % 2 === 0 ? "20:30" : "18:00",
      breakStartTime: "13:00",
    })),
    appointments,
  };
}

/**
 * The real board's dates with the busy days above in place of its data, the salon's clock at `time`
 * today. The event stream (which would push the real board) is kept down, so the board shows what it
 * fetches, with its longest connection text ("Actualizando cada 10 s") in the header.
 */
async function openBusyBoard(viewport: { width: number; height: number }, time: string): Promise<Page> {
  const { page } = await openPage(browser, { viewport, language: "es" });
  expectConsoleError(page, /^Failed to load resource: net::ERR_FAILED at \S+\/api\/live-board\/events$/);
  await page.route("**/api/live-board/events", (route) => route.abort());
  await page.route("**/api/live-board", async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const real = (await response.json()) as LiveBoard;
    await route.fulfill({ json: { ...real, staff: STAFF, days: real.days.map((day, index) => busyDay(day.date, index)) } });
  });
  const { today } = (await (await page.request.get("/api/live-board")).json()) as LiveBoard;
  await page.clock.setFixedTime(salonDateTimeToInstant(today, time));
  await page.goto("/live-board");
  await page.locator('[data-connection="polling"]').waitFor();
  await page.locator(`[data-day="${today}"] [data-row="unassigned"] [data-appointment-id]`).first().waitFor();
  return page;
}

/** Every visible piece of text on the board smaller than `minPx`, described. */
function smallText(page: Page, minPx: number): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = [];
    const root = document.querySelector("[data-live-board]");
    if (!root) return ["no board on the page"];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest(".sr-only")) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < min - 0.01) found.push(`"${text}" at ${size} px`);
    }
    return found;
  }, minPx);
}

/** Visible text boxes narrower than their text: a name or any ellipsis-truncated line cut short. */
function cutShort(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector("[data-live-board]");
    if (!root) return ["no board on the page"];
    return Array.from(root.querySelectorAll<HTMLElement>("*"))
      .filter((element) => element.matches("[data-customer-name], [data-staff-name]") || getComputedStyle(element).textOverflow === "ellipsis")
      .filter((element) => element.checkVisibility() && !element.closest(".sr-only") && element.scrollWidth > element.clientWidth)
      .map((element) => `"${element.textContent}" needs ${element.scrollWidth} px in ${element.clientWidth} px`);
  });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("live board legibility", () => {
  for (const { viewport, minFontPx } of SCREENS) {
    it(`at ${viewport.width}x${viewport.height}: no text under ${minFontPx} px, no name cut short, no hour label under the "now" pill`, async () => {
      for (const time of NOW_TIMES) {
        const page = await openBusyBoard(viewport, time);
        const pill = page.locator("[data-now-pill]");
        await pill.waitFor();
        expect(await pill.innerText()).toBe(`Ahora ${time}`);
        const pillBox = (await pill.boundingBox())!;
        expect(pillBox.x, `the pill at ${time} stays on screen`).toBeGreaterThanOrEqual(0);
        expect(pillBox.x + pillBox.width, `the pill at ${time} stays on screen`).toBeLessThanOrEqual(viewport.width);
        const ticks = page.locator("[data-tick]");
        expect(await ticks.count()).toBeGreaterThan(0);
        for (const tick of await ticks.all()) {
          const tickBox = (await tick.boundingBox())!;
          expect(overlaps(pillBox, tickBox), `"Ahora ${time}" covers the ${await tick.innerText()} label`).toBe(false);
        }

        if (time === NOW_TIMES[0]) {
          const size = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight }));
          expect(size, "the busy board fits the screen without scrolling").toEqual({ width: viewport.width, height: viewport.height });
          expect(await smallText(page, minFontPx)).toEqual([]);
          expect(await cutShort(page)).toEqual([]);
          // The fallbacks were needed and used: the long blocks name the customer in full, the 30-minute
          // ones by initials, and every staff member is named.
          const names = page.locator("[data-customer-name]");
          const shown = await names.allInnerTexts();
          expect(shown).toContain("Esperanza T.");
          expect(shown.filter((name) => /^\p{Lu}{1,3}$/u.test(name)).length).toBeGreaterThan(0);
          expect(shown.filter((name) => name.includes("…"))).toEqual([]);
          const staffNames = await page.locator("[data-staff-name]").allInnerTexts();
          expect(staffNames.filter((name) => name.trim() === "")).toEqual([]);
        }
      }
    });
  }
});
