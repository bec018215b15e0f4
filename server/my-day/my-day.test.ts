import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { MyDay } from "@shared/my-day-api";
import { appointments, appointmentSegments, emailOutbox, rateLimitHits, staffWeeklySchedules, staffTimeOff } from "@shared/schema";
import { addDays, salonDate } from "@shared/time";
import { createApp } from "../app";
import { startChangeFeed } from "../infra/db/change-feed";
import { createLogger } from "../infra/logger";
import { issueToken } from "../infra/tokens/tokens";
import { drain, TEST_PUBLIC_URL } from "../test/mail";
import { TUESDAY } from "../test/booking-fixtures";
import { registerApiSuite } from "../test/suite";
import { myDayFixtures } from "../test/my-day-fixtures";
import { visitFixtures } from "../test/visit-fixtures";
import { MY_DAY_NOT_FOUND } from "./links";

const suite = registerApiSuite({ signIn: "admin", mail: true });
const { lashStaff, bookFor, issueLink } = myDayFixtures(suite);
const visits = visitFixtures(suite);

const page = (token: string) => request(suite.ctx.app).get(`/api/my-day/${token}`).set("Accept-Language", "en");
const answer = (token: string, id: number, action: string) =>
  request(suite.ctx.app).post(`/api/my-day/${token}/appointments/${id}/answer`).set("Accept-Language", "en").send({ action });

describe("POST/GET/DELETE /api/admin/staff/:id/personal-link", () => {
  it("emails the link in the chosen language with the page and the calendar address; only admins may", async () => {
    const ana = await lashStaff("Ana");
    expect((await request(suite.ctx.app).post(`/api/admin/staff/${ana}/personal-link`).send({})).status).toBe(401);
    expect((await suite.admin.get(`/api/admin/staff/${ana}/personal-link`)).body).toMatchObject({ active: false });
    const token = await issueLink(ana, "en");
    const status = await suite.admin.get(`/api/admin/staff/${ana}/personal-link`);
    expect(status.body).toMatchObject({ active: true, locale: "en" });
    // A year from the test's now.
    expect(new Date(status.body.expiresAt).getTime() - suite.ctx.clock().getTime()).toBe(365 * 24 * 60 * 60 * 1000);
    await drain(suite.ctx.database.db, suite.transport, suite.ctx.clock);
    const mail = suite.smtp.to("ana@example.com");
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe("Your day at the salon, on your phone");
    expect(mail[0].text).toContain(`${TEST_PUBLIC_URL}/my-day/${token}`);
    expect(mail[0].text).toContain(`webcal://cita.test/staff-feed/${token}.ics`);
    // The token is kept only as its hash, and the sent email's payload is erased.
    const [row] = await suite.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "staff_personal_link"));
    expect(JSON.stringify(row.payload)).not.toContain(token);
  });

  it("re-issuing ends the old link at once; revoking ends the page and the feed together", async () => {
    const ana = await lashStaff("Ana");
    const first = await issueLink(ana);
    const second = await issueLink(ana);
    expect((await page(first)).status).toBe(404);
    expect((await page(second)).status).toBe(200);
    expect((await suite.admin.delete(`/api/admin/staff/${ana}/personal-link`)).status).toBe(204);
    for (const path of [`/api/my-day/${second}`, `/staff-feed/${second}.ics`, `/api/my-day/${second}/stream`]) {
      const res = await request(suite.ctx.app).get(path).set("Accept-Language", "en");
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: MY_DAY_NOT_FOUND });
    }
  });

  it("answers an unknown, made-up or malformed token with the same 404, and refuses a missing member", async () => {
    const made = issueToken().token;
    for (const token of [made, "x", "not a token at all"]) {
      const res = await page(encodeURIComponent(token));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: MY_DAY_NOT_FOUND });
    }
    expect((await request(suite.ctx.app).get(`/api/my-day/${made}`).set("Accept-Language", "es")).body).toEqual({ message: "Este enlace no es válido o ya venció." });
    expect((await suite.admin.post("/api/admin/staff/999/personal-link").send({})).status).toBe(404);
    expect((await suite.admin.post("/api/admin/staff/1/personal-link").send({ locale: "fr" })).status).toBe(400);
  });

  it("limits guessing: made-up tokens on the page, its stream and the feed count against the address's limit", async () => {
    const strict = suite.ctx.newInstance({ myDayRateLimit: { windowMs: 60_000, limit: 3 } });
    // The counters are the database's, per address, shared by every request of this file: start from none.
    await suite.ctx.database.db.delete(rateLimitHits);
    const guesses = [`/api/my-day/${issueToken().token}`, `/api/my-day/${issueToken().token}/stream`, `/staff-feed/${issueToken().token}.ics`];
    for (const path of guesses) expect((await request(strict).get(path)).status, path).toBe(404);
    const refused = await request(strict).get(`/api/my-day/${issueToken().token}`);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });

  it("an inactive member's link stops working", async () => {
    const ana = await lashStaff("Ana");
    const token = await issueLink(ana);
    await suite.admin.put(`/api/admin/staff/${ana}`).send({ active: false });
    expect((await page(token)).status).toBe(404);
  });
});

describe("GET /api/my-day/:token", () => {
  it("shows today and the next days with her jobs in order, her hours, week and time off, and nobody else's jobs", async () => {
    const ana = await lashStaff("Ana");
    const bea = await lashStaff("Bea");
    const late = await bookFor(ana, "14:00", { name: "Lucía Fernández" });
    const early = await bookFor(ana, "10:00");
    const beas = await bookFor(bea, "10:00", { name: "Carmen Ruiz" });
    const db = suite.ctx.database.db;
    await db.insert(staffWeeklySchedules).values({ staffId: ana, weekday: 1, startTime: "10:00", endTime: "19:00", breakStartTime: "14:00" });
    const today = salonDate(suite.ctx.clock());
    await db.insert(staffTimeOff).values([
      { staffId: ana, startDate: addDays(today, 3), endDate: addDays(today, 4), note: "Vacaciones" },
      { staffId: ana, startDate: addDays(today, -10), endDate: addDays(today, -9), note: "Past" },
    ]);
    const token = await issueLink(ana);
    const res = await page(token);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    const day = res.body as MyDay;
    expect(day.staff).toEqual({ nameEn: "Ana", nameEs: "Ana" });
    expect(day.today).toBe(today);
    expect(day.days.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i)));
    expect(day.days[0]).toMatchObject({ startTime: "10:00", endTime: "19:00", source: "schedule", jobs: [] });
    const tuesday = day.days.find((d) => d.date === TUESDAY)!;
    expect(tuesday.source).toBe("override");
    expect(tuesday.jobs).toEqual([
      {
        id: early,
        date: TUESDAY,
        time: "10:00",
        durationMinutes: 120,
        status: "pending_staff_confirmation",
        services: [{ nameEn: "Lash Lifting", nameEs: "Lifting de Pestañas" }],
        customerFirstName: "Ana",
        canAnswer: true,
      },
      expect.objectContaining({ id: late, time: "14:00", customerFirstName: "Lucía" }),
    ]);
    expect(day.days.find((d) => d.date === addDays(today, 3))).toMatchObject({ source: "time_off", startTime: null });
    expect(day.weeklySchedule).toEqual([{ weekday: 1, startTime: "10:00", endTime: "19:00", breakStartTime: "14:00" }]);
    expect(day.timeOff).toEqual([{ startDate: addDays(today, 3), endDate: addDays(today, 4), note: "Vacaciones" }]);
    // Nothing of Bea's job, and nothing of any customer's contact details.
    const text = JSON.stringify(day);
    expect(text).not.toContain("Carmen");
    expect(day.days.flatMap((d) => d.jobs).map((job) => job.id)).not.toContain(beas);
    for (const hidden of ["López", "Fernández", "@example.com", "619"]) expect(text).not.toContain(hidden);
  });

  it("leaves out a cancelled job and one reassigned to someone else", async () => {
    const ana = await lashStaff("Ana");
    const bea = await lashStaff("Bea");
    const cancelled = await bookFor(ana, "10:00");
    const moved = await bookFor(ana, "14:00");
    expect((await suite.admin.put(`/api/admin/appointments/${cancelled}/status`).send({ status: "cancelled" })).status).toBe(200);
    expect((await suite.admin.patch(`/api/admin/appointments/${moved}`).send({ staffId: bea })).status).toBe(200);
    const anaDay = (await page(await issueLink(ana))).body as MyDay;
    expect(anaDay.days.flatMap((d) => d.jobs)).toEqual([]);
    const beaDay = (await page(await issueLink(bea))).body as MyDay;
    expect(beaDay.days.flatMap((d) => d.jobs).map((job) => job.id)).toEqual([moved]);
  });
});

describe("her part of a visit done by several manicurists", () => {
  const jobsOf = async (staffId: number) => {
    const res = await page(await issueLink(staffId));
    expect(res.status).toBe(200);
    return (res.body as MyDay).days.flatMap((d) => d.jobs);
  };

  it("shows each manicurist only her part, one after the other or at the same time, with who does the other", async () => {
    const lash = await visits.member("Lash Ana", ["lash-lifting"]);
    const brow = await visits.member("Brow Bea", ["cejas"]);
    const hands = await visits.member("Hands Eva", ["1"]);
    const feet = await visits.member("Feet Flor", ["2"]);
    const sequential = await visits.sequential("09:00", [lash, brow], "Rosa Vidal");
    const together = await visits.together("13:00", [hands, feet], "Eva Sanz");
    const [lashes, browsPart] = sequential.segments;
    const minutes = (part: { start: string; end: string }) => (Date.parse(`2000-01-01T${part.end}Z`) - Date.parse(`2000-01-01T${part.start}Z`)) / 60_000;

    expect(await jobsOf(lash)).toEqual([
      expect.objectContaining({
        id: sequential.id,
        time: "09:00",
        durationMinutes: minutes(lashes),
        services: [{ nameEn: "Lash Lifting", nameEs: "Lifting de Pestañas" }],
        customerFirstName: "Rosa",
        canAnswer: true,
        part: { id: 1, count: 2, others: [{ start: browsPart.start, end: browsPart.end, staff: { nameEn: "Brow", nameEs: "Brow" } }] },
      }),
    ]);
    // Bea is not the appointment's manicurist (its first part's is), yet the visit is on her day, as her part only.
    const beas = await jobsOf(brow);
    expect(beas).toEqual([
      expect.objectContaining({
        id: sequential.id,
        time: browsPart.start,
        durationMinutes: minutes(browsPart),
        part: { id: 2, count: 2, others: [{ start: "09:00", end: lashes.end, staff: { nameEn: "Lash", nameEs: "Lash" } }] },
      }),
    ]);
    expect(beas[0].services).toHaveLength(1);
    expect(beas[0].services[0].nameEn).toMatch(/^Eyebrows/);
    expect(JSON.stringify(beas)).not.toContain("Lash Lifting");

    const [feetJob] = await jobsOf(feet);
    // She answers for her own part, though she is not the appointment's manicurist.
    expect(feetJob).toMatchObject({ id: together.id, time: "13:00", durationMinutes: minutes(together.segments[1]), canAnswer: true });
    expect(feetJob.services.map((line) => line.nameEn)).toEqual([expect.stringMatching(/^Pedicure/)]);
    expect(feetJob.part).toEqual({ id: 2, count: 2, others: [{ start: "13:00", end: together.segments[0].end, staff: { nameEn: "Hands", nameEs: "Hands" } }] });
    expect((await jobsOf(hands)).map((job) => [job.id, job.time, job.durationMinutes, job.part?.id])).toEqual([[together.id, "13:00", minutes(together.segments[0]), 1]]);
  });

  it("leaves a part nobody has yet off every page, and tells the one with the other part it is unassigned", async () => {
    const lash = await visits.member("Lash", ["lash-lifting"]);
    const brow = await visits.member("Brow", ["cejas"]);
    const visit = await visits.sequential("09:00", [lash, null]);
    expect((await jobsOf(lash)).map((job) => job.part?.others)).toEqual([[{ start: visit.segments[1].start, end: visit.segments[1].end, staff: null }]]);
    expect(await jobsOf(brow)).toEqual([]);
  });
});

describe("what the salon shares with its manicurists", () => {
  const noteOf = async (appointmentId: number, notes: string) => {
    const [row] = await suite.ctx.database.db.select({ userId: appointments.userId }).from(appointments).where(eq(appointments.id, appointmentId));
    expect((await suite.admin.patch(`/api/admin/clients/${row.userId}`).send({ notes })).status).toBe(200);
  };
  const share = async (sharing: { clientNotes: boolean; customerPhone: boolean }) => {
    const res = await suite.admin.put("/api/admin/staff-sharing").send(sharing);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual(sharing);
  };
  const jobsOf = async (token: string) => {
    const res = await page(token);
    expect(res.status).toBe(200);
    return { text: res.text, jobs: (res.body as MyDay).days.flatMap((d) => d.jobs) };
  };

  it("shows the client card's note and hides the phone by default; each switch adds or removes only its field", async () => {
    expect((await suite.admin.get("/api/admin/staff-sharing")).body).toEqual({ clientNotes: true, customerPhone: false });
    const ana = await lashStaff("Ana");
    const noted = await bookFor(ana, "10:00", { name: "Rosa Vidal" });
    const plain = await bookFor(ana, "14:00", { name: "Eva Sanz" });
    await noteOf(noted, "Alérgica al látex");
    const token = await issueLink(ana);

    const shown = await jobsOf(token);
    expect(shown.jobs.find((job) => job.id === noted)).toMatchObject({ customerFirstName: "Rosa", clientNote: "Alérgica al látex" });
    expect(shown.jobs.find((job) => job.id === plain)).not.toHaveProperty("clientNote");
    for (const job of shown.jobs) expect(job).not.toHaveProperty("customerPhone");
    for (const hidden of ["619", "555", "@example.com", "Vidal"]) expect(shown.text).not.toContain(hidden);

    await share({ clientNotes: false, customerPhone: true });
    const swapped = await jobsOf(token);
    expect(swapped.text).not.toContain("látex");
    for (const job of swapped.jobs) {
      expect(job).not.toHaveProperty("clientNote");
      // The number the job was booked with (bookingPayload's), as the server stores it.
      expect(job.customerPhone).toBe("+16195550100");
    }
    expect(swapped.text).not.toContain("@example.com");

    await share({ clientNotes: true, customerPhone: false });
    expect((await jobsOf(token)).text).not.toContain("619");
  });

  it("takes both switches as booleans and nothing else", async () => {
    for (const body of [{}, { clientNotes: true }, { clientNotes: "yes", customerPhone: false }, { clientNotes: true, customerPhone: false, email: true }]) {
      const res = await suite.admin.put("/api/admin/staff-sharing").send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await suite.admin.get("/api/admin/staff-sharing")).body).toEqual({ clientNotes: true, customerPhone: false });
    expect((await request(suite.ctx.app).put("/api/admin/staff-sharing").send({ clientNotes: true, customerPhone: true })).status).toBe(401);
  });
});

describe("POST /api/my-day/:token/appointments/:id/answer", () => {
  it("confirms her own job (the customer is told, the emailed link is used up) and declines another back to the salon", async () => {
    const ana = await lashStaff("Ana");
    const first = await bookFor(ana, "10:00");
    const second = await bookFor(ana, "14:00");
    const token = await issueLink(ana);
    const confirmed = await answer(token, first, "confirm");
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({ status: "confirmed", message: "Appointment confirmed. Thank you!" });
    const [row] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, first));
    expect(row).toMatchObject({ status: "confirmed", confirmationTokenUsedAt: expect.any(Date) });
    expect(await suite.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "appointment_confirmed"))).toHaveLength(1);
    // Already answered: refused with the emailed link's own words.
    expect((await answer(token, first, "decline")).status).toBe(409);
    const declined = await answer(token, second, "decline");
    expect(declined.body.status).toBe("declined");
    const [back] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, second));
    expect(back).toMatchObject({ staffId: null, status: "pending_staff_confirmation", declinedByStaffId: ana });
  });

  it("answers only her own part of a visit in parts: the visit is confirmed once every part is, and her decline reopens only her part", async () => {
    const lash = await visits.member("Part Lash", ["lash-lifting"]);
    const brow = await visits.member("Part Brow", ["cejas"]);
    const sequential = await visits.sequential("11:00", [lash, brow], "Nora Partes");
    const parts = async (id: number) =>
      (await suite.ctx.database.db.select().from(appointmentSegments).where(eq(appointmentSegments.appointmentId, id))).sort((a, b) => a.position - b.position);
    const status = async (id: number) => (await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, id)))[0];

    // The second part's manicurist confirms hers: the visit still waits for the first part's.
    const browToken = await issueLink(brow);
    expect((await answer(browToken, sequential.id, "confirm")).body.status).toBe("confirmed");
    expect((await parts(sequential.id)).map((part) => part.confirmedAt !== null)).toEqual([false, true]);
    expect((await status(sequential.id)).status).toBe("pending_staff_confirmation");
    const browDay = (await page(browToken)).body as MyDay;
    expect(browDay.days.flatMap((day) => day.jobs).find((job) => job.id === sequential.id)?.canAnswer).toBe(false);
    expect((await answer(await issueLink(lash), sequential.id, "confirm")).body.status).toBe("confirmed");
    expect((await status(sequential.id)).status).toBe("confirmed");

    // A decline of the second part gives back only that part; the first keeps its manicurist.
    const other = await visits.sequential("15:00", [lash, brow], "Olga Partes");
    expect((await answer(browToken, other.id, "decline")).body.status).toBe("declined");
    expect((await parts(other.id)).map((part) => part.staffId)).toEqual([lash, null]);
    expect(await status(other.id)).toMatchObject({ staffId: lash, status: "pending_staff_confirmation", declinedByStaffId: brow });
    // Nobody else answers for a part: a manicurist with no part of the visit is refused.
    expect((await answer(await issueLink(await lashStaff("Sin Parte")), other.id, "confirm")).status).toBe(404);
  });

  it("cannot touch another manicurist's job, nor answer with a bad action or after the start", async () => {
    const ana = await lashStaff("Ana");
    const bea = await lashStaff("Bea");
    const beas = await bookFor(bea, "10:00");
    const anas = await bookFor(ana, "14:00");
    const token = await issueLink(ana);
    const refused = await answer(token, beas, "confirm");
    expect(refused.status).toBe(404);
    const [untouched] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, beas));
    expect(untouched.status).toBe("pending_staff_confirmation");
    expect((await answer(token, anas, "maybe")).status).toBe(400);
    expect((await answer(token, 0, "confirm")).status).toBe(400);
    expect((await answer(issueToken().token, anas, "confirm")).status).toBe(404);
    suite.ctx.clock.set(new Date("2026-11-24T22:30:00Z"));
    expect((await answer(token, anas, "confirm")).status).toBe(410);
  });
});

describe("GET /api/my-day/:token/stream", () => {
  it("says `changed` when one of the salon's appointments changes, from any instance", async () => {
    const ana = await lashStaff("Ana");
    const token = await issueLink(ana);
    // A second instance with its own change feed (its own LISTEN connection), as another process has: the
    // change made through the suite's app reaches it only through PostgreSQL.
    const otherFeed = await startChangeFeed(suite.ctx.database, createLogger("silent"));
    const other = createApp({
      database: suite.ctx.database,
      logger: createLogger("silent"),
      clock: suite.ctx.clock,
      feed: otherFeed,
      config: { staticDir: suite.ctx.staticDir, publicUrl: TEST_PUBLIC_URL, publicWriteRateLimit: { windowMs: 60_000, limit: 10_000 } },
    });
    const server = other.listen(0);
    try {
      const { port } = server.address() as { port: number };
      const controller = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}/api/my-day/${token}/stream`, { signal: controller.signal });
      expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let received = "";
      const readUntil = async (needle: string) => {
        while (!received.includes(needle)) {
          const { value, done } = await reader.read();
          if (done) throw new Error(`stream ended before ${needle}`);
          received += decoder.decode(value);
        }
      };
      await readUntil("event: ready");
      // The change is written through the suite's app, the stream is held by the other instance.
      await bookFor(ana, "10:00");
      await readUntil("event: changed");
      controller.abort();
    } finally {
      server.close();
      await otherFeed.close();
    }
  });
});
