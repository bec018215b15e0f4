import { eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { appointments } from "@shared/schema";
import { addDays, salonDateTimeToInstant } from "@shared/time";
import { issueToken } from "../infra/tokens/tokens";
import { TUESDAY } from "../test/booking-fixtures";
import { registerApiSuite } from "../test/suite";
import { myDayFixtures } from "../test/my-day-fixtures";
import { visitFixtures } from "../test/visit-fixtures";

const suite = registerApiSuite({ signIn: "admin" });
const { lashStaff, bookFor, issueLink } = myDayFixtures(suite);
const visits = visitFixtures(suite);
const WEDNESDAY = addDays(TUESDAY, 1);

const feed = (token: string) => request(suite.ctx.app).get(`/staff-feed/${token}.ics`);

/** The feed's events by UID, read by a well-kept iCalendar parser as a calendar program would. */
async function events(token: string): Promise<Map<string, VEvent>> {
  const res = await feed(token);
  expect(res.status).toBe(200);
  const parsed = ical.sync.parseICS(res.text);
  const found = Object.values(parsed).filter((entry): entry is VEvent => entry?.type === "VEVENT");
  return new Map(found.map((event) => [event.uid, event]));
}

const uid = (id: number) => `staff-job-${id}@cita.test`;

describe("GET /staff-feed/:token.ics", () => {
  it("lists each of her jobs once, in the salon's zone, as a calendar reads it", async () => {
    const ana = await lashStaff("Ana");
    const bea = await lashStaff("Bea");
    const id = await bookFor(ana, "10:00", { name: "Lucía Fernández" });
    await bookFor(bea, "14:00", { name: "Carmen Ruiz" });
    const token = await issueLink(ana);
    const res = await feed(token);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.text).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles");
    expect(res.text).not.toContain("Carmen");
    expect(res.text).not.toContain("Fernández");
    const all = await events(token);
    expect([...all.keys()]).toEqual([uid(id)]);
    const event = all.get(uid(id))!;
    expect(event.summary).toBe("Lucía: Lifting de Pestañas");
    // 10:00 in Los Angeles in November (PST, UTC-8), two hours long.
    expect(event.start.toISOString()).toBe("2026-11-24T18:00:00.000Z");
    expect(event.end?.toISOString()).toBe("2026-11-24T20:00:00.000Z");
    expect(event.status).toBe("TENTATIVE");
  });

  it("gives each manicurist of a visit of several her own part as its own event, saying who does the other", async () => {
    const lash = await visits.member("Lash", ["lash-lifting"]);
    await visits.member("Brow", ["cejas"]);
    const feet = await visits.member("Feet", ["2"]);
    const hands = await visits.member("Hands", ["1"]);
    const sequential = await visits.sequential("09:00", [lash, null], "Rosa Vidal");
    const together = await visits.together("13:00", [hands, feet], "Eva Sanz");
    const lashes = (await events(await issueLink(lash))).get(`staff-job-${sequential.id}-part-1@cita.test`)!;
    expect(lashes.summary).toBe("Rosa: Lifting de Pestañas");
    // 09:00 to the end of her part in Los Angeles (PST, UTC-8), not to the end of the visit.
    expect(lashes.start.toISOString()).toBe("2026-11-24T17:00:00.000Z");
    expect(lashes.end?.toISOString()).toBe(salonDateTimeToInstant(TUESDAY, sequential.segments[0].end).toISOString());
    expect(lashes.end?.toISOString()).not.toBe(salonDateTimeToInstant(TUESDAY, sequential.segments[1].end).toISOString());
    expect(lashes.description).toContain(`Otra parte ${sequential.segments[1].start}–${sequential.segments[1].end}: sin asignar`);

    const feetEvents = await events(await issueLink(feet, "en"));
    expect([...feetEvents.keys()]).toEqual([`staff-job-${together.id}-part-2@cita.test`]);
    const pedicure = feetEvents.get(`staff-job-${together.id}-part-2@cita.test`)!;
    expect(pedicure.summary).toMatch(/^Eva: Pedicure/);
    expect(pedicure.summary).not.toContain("Acrylic");
    expect(pedicure.description).toContain("Your part: 2 of 2");
    expect(pedicure.description).toContain(`Other part 13:00–${together.segments[0].end}: Hands`);
  });

  it("keeps the UID when a job moves, raising SEQUENCE and LAST-MODIFIED so the calendar updates it", async () => {
    const ana = await lashStaff("Ana", [TUESDAY, WEDNESDAY]);
    const id = await bookFor(ana, "10:00");
    const token = await issueLink(ana);
    const before = (await events(token)).get(uid(id))!;
    expect(Number(before.sequence)).toBe(0);
    suite.ctx.clock.set(new Date(suite.ctx.clock().getTime() + 60_000));
    expect((await suite.admin.patch(`/api/admin/appointments/${id}`).send({ appointmentDate: WEDNESDAY, appointmentTime: "11:00" })).status).toBe(200);
    const after = await events(token);
    expect([...after.keys()]).toEqual([uid(id)]);
    const moved = after.get(uid(id))!;
    expect(Number(moved.sequence)).toBe(1);
    expect(moved.start.toISOString()).toBe("2026-11-25T19:00:00.000Z");
    expect(moved.lastmodified!.getTime()).toBeGreaterThan(before.lastmodified!.getTime());
  });

  it("drops a cancelled job", async () => {
    const ana = await lashStaff("Ana");
    const kept = await bookFor(ana, "10:00");
    const cancelled = await bookFor(ana, "14:00");
    const token = await issueLink(ana);
    expect([...(await events(token)).keys()].sort()).toEqual([uid(kept), uid(cancelled)].sort());
    expect((await suite.admin.put(`/api/admin/appointments/${cancelled}/status`).send({ status: "cancelled", reason: "Lluvia" })).status).toBe(200);
    expect([...(await events(token)).keys()]).toEqual([uid(kept)]);
  });

  it("a job reassigned to another manicurist leaves the first one's feed and appears in the second's", async () => {
    const ana = await lashStaff("Ana");
    const bea = await lashStaff("Bea");
    const id = await bookFor(ana, "10:00");
    const anaToken = await issueLink(ana);
    const beaToken = await issueLink(bea);
    expect([...(await events(anaToken)).keys()]).toEqual([uid(id)]);
    expect([...(await events(beaToken)).keys()]).toEqual([]);
    expect((await suite.admin.put(`/api/admin/appointments/${id}/assign-staff`).send({ staffId: bea })).status).toBe(200);
    expect([...(await events(anaToken)).keys()]).toEqual([]);
    expect([...(await events(beaToken)).keys()]).toEqual([uid(id)]);
  });

  it("answers 304 to a matching If-None-Match until something of hers changes", async () => {
    const ana = await lashStaff("Ana");
    const bea = await lashStaff("Bea");
    const id = await bookFor(ana, "10:00");
    const token = await issueLink(ana);
    const first = await feed(token);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const unchanged = await feed(token).set("If-None-Match", etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe("");
    // Another manicurist's booking changes nothing in hers.
    await bookFor(bea, "14:00");
    expect((await feed(token).set("If-None-Match", etag)).status).toBe(304);
    expect((await suite.admin.put(`/api/admin/appointments/${id}/status`).send({ status: "confirmed" })).status).toBe(200);
    const changed = await feed(token).set("If-None-Match", etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("writes the client card's note and, only where the salon allows it, the phone; either change is a new version", async () => {
    const ana = await lashStaff("Ana");
    const id = await bookFor(ana, "10:00", { name: "Rosa Vidal" });
    const [{ userId }] = await suite.ctx.database.db.select({ userId: appointments.userId }).from(appointments).where(eq(appointments.id, id));
    const token = await issueLink(ana);
    // The feed as a calendar reads it, lines unfolded, so a folded line cannot hide a word.
    const unfolded = async () => (await feed(token)).text.replace(/\r\n[ \t]/g, "");
    const before = (await feed(token)).headers.etag;
    expect((await suite.admin.patch(`/api/admin/clients/${userId}`).send({ notes: "Alérgica al látex" })).status).toBe(200);
    // The note lives on the client card, not the appointment: the version still changes.
    const noted = await feed(token).set("If-None-Match", before);
    expect(noted.status).toBe(200);
    expect((await events(token)).get(uid(id))!.description).toBe("Lifting de Pestañas\nEstado: Por confirmar\nNota: Alérgica al látex");
    for (const hidden of ["619", "555", "@example.com", "Vidal"]) expect(await unfolded()).not.toContain(hidden);

    expect((await suite.admin.put("/api/admin/staff-sharing").send({ clientNotes: false, customerPhone: true })).status).toBe(200);
    const swapped = await feed(token).set("If-None-Match", noted.headers.etag);
    expect(swapped.status).toBe(200);
    expect(await unfolded()).not.toContain("látex");
    expect((await events(token)).get(uid(id))!.description).toBe("Lifting de Pestañas\nEstado: Por confirmar\nTeléfono: +16195550100");
    expect((await suite.admin.put("/api/admin/staff-sharing").send({ clientNotes: true, customerPhone: false })).status).toBe(200);
    expect(await unfolded()).not.toContain("619");
  });

  it("answers 404 to a revoked or made-up token", async () => {
    const ana = await lashStaff("Ana");
    const token = await issueLink(ana);
    expect((await feed(token)).status).toBe(200);
    expect((await suite.admin.delete(`/api/admin/staff/${ana}/personal-link`)).status).toBe(204);
    expect((await feed(token)).status).toBe(404);
    expect((await feed(issueToken().token)).status).toBe(404);
    expect((await feed("short")).status).toBe(404);
  });
});
