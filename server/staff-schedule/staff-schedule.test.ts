/** Weekly schedules and time off: the rules on who may change them, and what the booking sees. */
import request from "supertest";
import { describe, expect, it } from "vitest";
import { ONLY_SUPERADMIN_CHANGES_AVAILABILITY, type WeeklyScheduleInput } from "@shared/admin-api";
import { addDays, salonDateTimeToInstant } from "@shared/time";
import { signedInAgent, type SignedInAgent } from "../test/agents";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite({ signIn: "admin" });

const WEEKDAYS_9_TO_6: WeeklyScheduleInput = {
  days: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: "09:00", endTime: "18:00", breakStartTime: "13:00" })),
};

async function lashArtist(name = "Ana"): Promise<number> {
  return addStaff(suite.ctx.database.db, { name, serviceIds: ["lash-lifting"] });
}

const saveWeek = (agent: SignedInAgent, staffId: number, week: WeeklyScheduleInput) => agent.put(`/api/admin/staff/${staffId}/schedule`).send(week);
const staffOn = async (date: string) => (await request(suite.ctx.app).get(`/api/staff-availability/${date}`)).body;

describe("GET/PUT /api/admin/staff/:id/schedule", () => {
  it("saves a week that every date then follows, without anyone planning the dates", async () => {
    const ana = await lashArtist();
    const saved = await saveWeek(suite.admin, ana, WEEKDAYS_9_TO_6);
    expect(saved.status).toBe(200);
    expect(saved.body.days).toHaveLength(6);
    expect((await suite.admin.get(`/api/admin/staff/${ana}/schedule`)).body).toEqual(saved.body);
    for (const date of [TUESDAY, addDays(TUESDAY, 7), addDays(TUESDAY, 70)]) {
      expect(await staffOn(date)).toEqual([{ staffId: ana, date, isPunchedIn: true, startTime: "09:00", endTime: "18:00", breakStartTime: "13:00" }]);
    }
    expect(await staffOn(addDays(TUESDAY, 5))).toEqual([]);
  });

  it("keeps a fresh salon bookable weeks later: the clock moves two weeks on and customers still book", async () => {
    const ana = await lashArtist();
    await saveWeek(suite.admin, ana, WEEKDAYS_9_TO_6);
    const twoWeeksOn = addDays(TUESDAY, 14);
    suite.ctx.clock.set(salonDateTimeToInstant(addDays(twoWeeksOn, -1), "08:00"));
    const res = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ appointmentDate: twoWeeksOn }));
    expect(res.status).toBe(201);
  });

  it("lets a regular admin add working time but not take any away", async () => {
    const ana = await lashArtist();
    expect((await saveWeek(suite.admin, ana, WEEKDAYS_9_TO_6)).status).toBe(200);
    const longer = { days: WEEKDAYS_9_TO_6.days.map((day) => ({ ...day, endTime: "19:00" })) };
    expect((await saveWeek(suite.admin, ana, longer)).status).toBe(200);
    for (const takesAway of [
      { days: longer.days.filter((day) => day.weekday !== 6) },
      { days: longer.days.map((day) => ({ ...day, startTime: "10:00" })) },
      { days: longer.days.map((day) => ({ ...day, breakStartTime: "14:00" })) },
    ]) {
      const res = await saveWeek(suite.admin, ana, takesAway);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: ONLY_SUPERADMIN_CHANGES_AVAILABILITY });
    }
    const boss = await signedInAgent(suite.ctx, { level: "superadmin" });
    expect((await saveWeek(boss, ana, { days: [] })).body).toEqual({ staffId: ana, days: [] });
  });

  it("refuses a bad week with a 400 and an unknown member with a 404", async () => {
    const ana = await lashArtist();
    for (const bad of [
      { days: [{ weekday: 7, startTime: "09:00", endTime: "18:00" }] },
      { days: [{ weekday: 1, startTime: "18:00", endTime: "09:00" }] },
      { days: [{ weekday: 1, startTime: "9am", endTime: "18:00" }] },
      { days: [WEEKDAYS_9_TO_6.days[0], WEEKDAYS_9_TO_6.days[0]] },
      { week: [] },
    ]) {
      expect((await saveWeek(suite.admin, ana, bad as WeeklyScheduleInput)).status).toBe(400);
    }
    expect((await suite.admin.get("/api/admin/staff/4242/schedule")).status).toBe(404);
    expect((await suite.admin.get("/api/admin/staff/abc/schedule")).status).toBe(400);
  });
});

describe("/api/admin/staff/:id/time-off", () => {
  it("takes the member off those dates: the booking page and the booking both see it", async () => {
    const ana = await lashArtist();
    const boss = await signedInAgent(suite.ctx, { level: "superadmin" });
    await saveWeek(suite.admin, ana, WEEKDAYS_9_TO_6);
    const added = await boss.post(`/api/admin/staff/${ana}/time-off`).send({ startDate: TUESDAY, endDate: addDays(TUESDAY, 1), note: "Vacaciones" });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(Number), staffId: ana, startDate: TUESDAY, endDate: addDays(TUESDAY, 1), note: "Vacaciones" });
    expect((await staffOn(TUESDAY))[0]).toMatchObject({ staffId: ana, isPunchedIn: false });
    expect((await staffOn(addDays(TUESDAY, 2)))[0]).toMatchObject({ staffId: ana, isPunchedIn: true });
    const refused = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload());
    expect(refused.status).toBe(409);
    expect((await suite.admin.get(`/api/admin/staff/${ana}/time-off`)).body).toEqual([added.body]);

    expect((await suite.admin.get(`/api/admin/staff-availability/${TUESDAY}`)).body).toEqual([
      { staffId: ana, source: "time_off", isPunchedIn: false, startTime: null, endTime: null, breakStartTime: null },
    ]);

    // A day edited on the availability page wins over time off.
    expect((await suite.admin.post("/api/admin/staff-availability").send({ staffId: ana, date: TUESDAY, isPunchedIn: true, startTime: "09:00", endTime: "18:00" })).status).toBe(200);
    expect((await suite.admin.get(`/api/admin/staff-availability/${TUESDAY}`)).body[0]).toMatchObject({ source: "override", isPunchedIn: true });
    expect((await suite.admin.get(`/api/admin/staff-availability/${addDays(TUESDAY, 2)}`)).body[0]).toMatchObject({ source: "schedule" });
    expect((await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload())).status).toBe(201);

    // Giving the time back is any admin's.
    expect((await suite.admin.delete(`/api/admin/staff/${ana}/time-off/${added.body.id}`)).status).toBe(204);
    expect((await staffOn(addDays(TUESDAY, 1)))[0]).toMatchObject({ isPunchedIn: true });
    expect((await suite.admin.delete(`/api/admin/staff/${ana}/time-off/${added.body.id}`)).status).toBe(404);
  });

  it("is a superadmin's to record, and refuses a backwards or impossible range", async () => {
    const ana = await lashArtist();
    const refused = await suite.admin.post(`/api/admin/staff/${ana}/time-off`).send({ startDate: TUESDAY, endDate: TUESDAY });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: ONLY_SUPERADMIN_CHANGES_AVAILABILITY });
    const boss = await signedInAgent(suite.ctx, { level: "superadmin" });
    expect((await boss.post(`/api/admin/staff/${ana}/time-off`).send({ startDate: TUESDAY, endDate: "2026-11-20" })).status).toBe(400);
    expect((await boss.post(`/api/admin/staff/${ana}/time-off`).send({ startDate: "2026-13-45", endDate: "2026-13-46" })).status).toBe(400);
    expect((await boss.post("/api/admin/staff/4242/time-off").send({ startDate: TUESDAY, endDate: TUESDAY })).status).toBe(404);
  });
});
