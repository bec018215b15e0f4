/**
 * The live board page as a test watches it: every board the server sends the page (fetched or pushed on
 * its event stream), and optionally a reshaped board handed to the page instead, so a test can show a
 * known day in today's place.
 */
import type { Page } from "playwright-core";
import type { LiveBoard } from "@shared/api";

export interface BoardView {
  /**
   * On a Sunday or after closing nothing can be booked for today, so the board's today would stay
   * empty: this date's real schedule is then shown in today's place, so that the screenshot and the fit
   * check are of a working day.
   */
  todayLike?: string;
  /** Extra made-up staff members working every day, each with a booking, for the salon's busiest days. */
  extraStaff?: number;
}

export function reshapeBoard(board: LiveBoard, view: BoardView): LiveBoard {
  const source = board.days.find((day) => day.date === view.todayLike);
  if (source && source.date !== board.today) {
    board.days[0] = {
      date: board.today,
      availability: source.availability.map((record) => ({ ...record, date: board.today })),
      appointments: source.appointments.map((appointment) => ({ ...appointment, appointmentDate: board.today })),
    };
  }
  for (let index = 0; index < (view.extraStaff ?? 0); index += 1) {
    const id = 9200 + index;
    board.staff.push({ id, nameEn: `Extra ${index + 1}`, nameEs: `Extra ${index + 1}`, photoUrl: null, active: true });
    for (const day of board.days) {
      day.availability.push({ staffId: id, date: day.date, isPunchedIn: true, startTime: "09:00", endTime: "18:00", breakStartTime: "13:00" });
      day.appointments.push({
        id,
        appointmentDate: day.date,
        appointmentTime: "10:00",
        durationMinutes: 90,
        status: "confirmed",
        staffId: id,
        serviceId: "esmalte",
        serviceIds: ["esmalte"],
        service: { nameEn: "Polish", nameEs: "Esmalte" },
        customerName: `Clienta ${index + 1}`,
        pedicureType: null,
        needsAcrylicRemoval: false,
        needsGelishRemoval: false,
      });
    }
  }
  return board;
}

export interface BoardWatch {
  /** Every board the server sent the page, as sent: fetched ones and pushed ones, in arrival order. */
  bodies: string[];
  /** How many of them were fetched (GET /api/live-board) rather than pushed on the stream. */
  fetched(): number;
  /** Resolves with the next board the page receives, either way. */
  next(): Promise<void>;
}

/**
 * Records every board the page receives, fetched or pushed on its event stream (`event: board`), and,
 * given `reshape`, hands the page the reshaped board instead. Call before the page loads the board.
 */
export async function watchBoards(page: Page, reshape?: (board: LiveBoard) => LiveBoard): Promise<BoardWatch> {
  const bodies: string[] = [];
  let fetched = 0;
  const waiters: (() => void)[] = [];
  const received = (body: string): string => {
    bodies.push(body);
    for (const waiter of waiters.splice(0)) waiter();
    return reshape ? JSON.stringify(reshape(JSON.parse(body) as LiveBoard)) : body;
  };
  await page.route("**/api/live-board", async (route) => {
    try {
      const response = await route.fetch();
      if (!response.ok()) return await route.fulfill({ response });
      fetched += 1;
      await route.fulfill({ response, body: received(await response.text()) });
    } catch (error) {
      // A push may bring a board while the test closes the page: that board is for nobody.
      if (page.isClosed() || /disposed|closed/i.test(String(error))) return;
      throw error;
    }
  });
  await page.exposeFunction("citaReceivedBoard", received);
  await page.addInitScript(() => {
    const receivedBoard = (window as unknown as { citaReceivedBoard: (body: string) => Promise<string> }).citaReceivedBoard;
    // The page's own EventSource, except that each board event's data passes through the test first.
    const add = EventSource.prototype.addEventListener;
    EventSource.prototype.addEventListener = function (this: EventSource, type: string, listener: unknown, options?: boolean | AddEventListenerOptions) {
      if (type !== "board" || typeof listener !== "function") return add.call(this, type, listener as EventListener, options);
      const deliver = (data: string) => (listener as (event: MessageEvent<string>) => void).call(this, new MessageEvent("board", { data }));
      add.call(this, type, (event) => void receivedBoard((event as MessageEvent<string>).data).then(deliver), options);
    } as typeof add;
  });
  return { bodies, fetched: () => fetched, next: () => new Promise((resolve) => waiters.push(resolve)) };
}
