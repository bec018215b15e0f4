/** Visits of several manicurists: parts one after another or at the same time, written whole under the date's lock. */
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { VisitSegment } from "@shared/visit-api";
import { PLAN_REFUSAL_MESSAGES } from "@shared/visit-plan";
import { appointments, appointmentSegments } from "@shared/schema";
import { toMinutes } from "@shared/time";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { signedInAgent } from "../test/agents";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite();

const book = (body: object, key?: string) => {
  const call = request(suite.ctx.app).post("/api/appointments/public");
  return (key ? call.set("Idempotency-Key", key) : call).send(body);
};

const lashes = { serviceId: "lash-lifting" };
const brows = { serviceId: "cejas", optionIds: ["brow-design"] };
const acrylic = { serviceId: "1", optionIds: ["acrylic-length-4", "acrylic-technique-acrylic", "acrylic-type-new-set"] };
const pedicure = { serviceId: "2", optionIds: ["pedicure-express"] };

const staffFor = (name: string, serviceIds: string[]) => addStaff(suite.ctx.database.db, { name, serviceIds, workingDates: [TUESDAY], breakStartTime: null });

describe("a visit nobody can do alone", () => {
  it("is booked as two parts one after another, in the order chosen, and stored whole", async () => {
    await staffFor("Lashes", ["lash-lifting"]);
    await staffFor("Brows", ["cejas"]);
    const res = await book(bookingPayload({ services: [lashes, brows], appointmentTime: "09:00" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ appointmentTime: "09:00", totalDuration: 150 });
    expect(res.body.segments).toEqual([
      { id: 1, serviceIds: ["lash-lifting"], start: "09:00", end: "11:00", staffId: null },
      { id: 2, serviceIds: ["cejas"], start: "11:00", end: "11:30", staffId: null },
    ]);
    const stored = await suite.ctx.database.db.select().from(appointmentSegments);
    expect(stored.map(({ position, startOffsetMinutes, durationMinutes }) => [position, startOffsetMinutes, durationMinutes])).toEqual([
      [1, 0, 120],
      [2, 120, 30],
    ]);
    const [marked] = await suite.ctx.database.db.select({ inParts: appointments.inParts }).from(appointments).where(eq(appointments.id, res.body.id));
    expect(marked.inParts).toBe(true);
    const admin = await signedInAgent(suite.ctx, { level: "admin" });
    const listed = await admin.get(`/api/admin/appointments?from=${TUESDAY}&to=${TUESDAY}`);
    expect(listed.status).toBe(200);
    // The admin list adds whether each part's manicurist confirmed it.
    expect(listed.body[0].segments).toEqual(res.body.segments.map((segment: object) => ({ ...segment, confirmed: false })));
    // Each person has one part: the next visit at 09:00 finds the lash artist busy.
    expect((await book(bookingPayload({ services: [lashes, brows], appointmentTime: "09:00", customerEmail: "eva@example.com" }))).status).toBe(409);
  });

  it("does hands and feet at the same time by two people when asked, and refuses what cannot be done at once", async () => {
    await staffFor("Hands", ["1"]);
    await staffFor("Feet", ["2"]);
    const together = await book(bookingPayload({ services: [acrylic, pedicure], together: true, appointmentTime: "13:00" }));
    expect(together.status).toBe(201);
    const [hands, feet] = together.body.segments as VisitSegment[];
    expect(hands).toMatchObject({ id: 1, serviceIds: ["1"], start: "13:00", end: "15:00" });
    expect(feet).toMatchObject({ id: 2, serviceIds: ["2"], start: "13:00" });
    expect(together.body.totalDuration).toBe(120);
    // Both are busy now: nobody is left for a pedicure at 13:30, while 15:00 is free again.
    const later = { customerEmail: "eva@example.com", customerName: "Eva Ruiz", customerPhone: "+1 619 555 0199" };
    expect((await book(bookingPayload({ ...later, services: [pedicure], appointmentTime: "13:30" }))).status).toBe(409);
    expect((await book(bookingPayload({ ...later, services: [acrylic], appointmentTime: "15:00" }))).status).toBe(201);

    await staffFor("Lashes", ["lash-lifting"]);
    const spanish = await book(bookingPayload({ services: [pedicure, lashes], together: true, appointmentTime: "16:00" }));
    expect(spanish.status).toBe(400);
    expect(spanish.body).toEqual({ message: PLAN_REFUSAL_MESSAGES.not_together.es });
    const english = await book(bookingPayload({ services: [pedicure, lashes], together: true, appointmentTime: "16:00", locale: "en" }));
    expect(english.body).toEqual({ message: "These services cannot be done at the same time: only hands and feet at once. Book them one after another." });
    expect(await suite.ctx.database.db.$count(appointments)).toBe(2);
  });

  it("stores each part's own price: its services with their options, the removal in the hands part", async () => {
    await staffFor("Hands", ["1"]);
    await staffFor("Feet", ["2"]);
    const res = await book(bookingPayload({ services: [pedicure, acrylic], needsAcrylicRemoval: true, appointmentTime: "09:00" }));
    expect(res.status).toBe(201);
    const db = suite.ctx.database.db;
    const { rows: items } = await db.execute<{ kind: string; service: string; price: number }>(sql`
      SELECT kind, coalesce(parent_service_id, item_id) AS service, price FROM appointment_items WHERE appointment_id = ${res.body.id}`);
    const priceOf = (keep: (item: { kind: string; service: string }) => boolean) => items.filter(keep).reduce((sum, item) => sum + item.price, 0);
    expect(items.some((item) => item.kind === "removal")).toBe(true);
    const stored = await db.select().from(appointmentSegments).orderBy(appointmentSegments.position);
    // The pedicure comes first; the acrylic removal is done by the hands part, second.
    expect(stored.map((part) => [part.serviceIds, part.price])).toEqual([
      [["2"], priceOf((item) => item.kind !== "removal" && item.service === "2")],
      [["1"], priceOf((item) => item.kind === "removal" || item.service === "1")],
    ]);
    expect(stored[0].price + stored[1].price).toBe(res.body.totalPrice);
  });

  it("keeps a visit one person can do as one part, with no parts stored", async () => {
    await staffFor("Both", ["1", "2"]);
    const res = await book(bookingPayload({ services: [acrylic, pedicure], appointmentTime: "09:00" }));
    expect(res.status).toBe(201);
    expect(res.body.segments).toEqual([{ id: 1, serviceIds: ["1", "2"], start: "09:00", end: "11:50", staffId: null }]);
    expect(await suite.ctx.database.db.$count(appointmentSegments)).toBe(0);
    expect(await suite.ctx.database.db.$count(appointments, eq(appointments.inParts, true))).toBe(0);
    // One person cannot do both at once.
    const together = await book(bookingPayload({ services: [acrylic, pedicure], together: true, appointmentTime: "13:00", customerEmail: "eva@example.com" }));
    expect(together.status).toBe(409);
  });

  it("answers a retried Idempotency-Key with the same visit and its parts, booked once", async () => {
    await staffFor("Lashes", ["lash-lifting"]);
    await staffFor("Brows", ["cejas"]);
    const body = bookingPayload({ services: [lashes, brows] });
    const first = await book(body, "visit-key-1");
    const again = await book(body, "visit-key-1");
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.segments).toEqual(first.body.segments);
    expect(again.body.id).toBe(first.body.id);
    expect(await suite.ctx.database.db.$count(appointments)).toBe(1);
    expect(await suite.ctx.database.db.$count(appointmentSegments)).toBe(2);
  });
});

describe("visits of several parts competing for the same people", () => {
  it("never overbooks a minute: at every minute the held parts can be given to different qualified people", async () => {
    const people = [await staffFor("Hands A", ["1"]), await staffFor("Hands B", ["1"]), await staffFor("Feet A", ["2"]), await staffFor("Both", ["1", "2"])];
    const kinds = [
      { services: [acrylic, pedicure], together: true },
      { services: [pedicure, acrylic] },
      { services: [pedicure] },
      { services: [acrylic] },
    ];
    // Every form of visit at every time, 200 at once: far more than four people can take, so most are refused.
    const times = ["09:00", "09:30", "10:00", "10:30", "11:00", "12:00", "13:30", "15:00"];
    const attempts = 200;
    const responses = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        book(
          bookingPayload({
            ...kinds[index % kinds.length],
            appointmentTime: times[Math.floor(index / kinds.length) % times.length],
            customerEmail: `racer${index}@example.com`,
            customerName: `Racer ${index}`,
          }),
        ),
      ),
    );
    const statuses = responses.map((res) => res.status);
    expect(statuses.every((status) => status === 201 || status === 409), statuses.join(",")).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(1);

    // An independent count from the stored rows: every part (a stored part, or the whole one-manicurist visit) with its services.
    const { rows } = await suite.ctx.database.db.execute<{ start: string; minutes: number; services: string[] }>(sql`
SELECT to_char(a.appointment_time::time + make_interval(mins => s.start_offset_minutes), 'HH24:MI') AS start, s.duration_minutes AS minutes, s.service_ids AS services
FROM appointments a JOIN appointment_segments s ON s.appointment_id = a.id
UNION ALL
SELECT a.appointment_time, a.total_duration, array(SELECT DISTINCT coalesce(i.parent_service_id, i.item_id) FROM appointment_items i WHERE i.appointment_id = a.id AND i.kind IN ('service', 'option'))
FROM appointments a WHERE NOT EXISTS (SELECT 1 FROM appointment_segments s WHERE s.appointment_id = a.id)`);
    expect(rows).toHaveLength(statuses.filter((status) => status === 201).length + (await suite.ctx.database.db.$count(appointmentSegments)) / 2);
    // Each visit is marked in parts exactly when it has stored parts (the staff performance reads find them by the mark).
    const { rows: marks } = await suite.ctx.database.db.execute<{ marked: boolean; parted: boolean }>(sql`
      SELECT a.in_parts AS marked, EXISTS (SELECT 1 FROM appointment_segments s WHERE s.appointment_id = a.id) AS parted FROM appointments a`);
    expect(marks.some((mark) => mark.parted)).toBe(true);
    expect(marks.some((mark) => !mark.parted)).toBe(true);
    expect(marks.every((mark) => mark.marked === mark.parted)).toBe(true);
    const qualified = new Map([[people[0], ["1"]], [people[1], ["1"]], [people[2], ["2"]], [people[3], ["1", "2"]]]);
    for (let minute = toMinutes("09:00"); minute < toMinutes("18:00"); minute += 1) {
      const now = rows.filter((part) => toMinutes(part.start) <= minute && minute < toMinutes(part.start) + part.minutes);
      expect(canStaff(now.map((part) => people.filter((id) => part.services.every((service) => qualified.get(id)!.includes(service)))), new Set()), `minute ${minute}`).toBe(true);
    }
  });
});

/** Whether each part can have its own qualified person (every way tried). */
function canStaff(parts: number[][], taken: Set<number>): boolean {
  if (parts.length === 0) return true;
  const [first, ...rest] = parts;
  return first.some((id) => !taken.has(id) && canStaff(rest, new Set([...taken, id])));
}
