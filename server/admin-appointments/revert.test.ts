import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { appointments, emailOutbox } from "@shared/schema";
import { salonDateTimeToInstant } from "@shared/time";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { signedInAgent } from "../test/agents";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";
import { CHECKED_OUT_ALREADY, FREED_TIME_TAKEN, ONLY_NO_SHOW_OR_COMPLETED, ONLY_SAME_DAY } from "./revert";

const suite = registerApiSuite({ signIn: "admin" });

/** A lash lift on Tuesday at `time`, given to a manicurist and confirmed; the clock then stands at `clockAt` that day. */
async function confirmedJob(time: string, clockAt: string, email = "ana@example.com") {
  const ana = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
  const booked = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ appointmentTime: time, customerEmail: email }));
  expect(booked.status).toBe(201);
  const id: number = booked.body.id;
  expect((await suite.admin.put(`/api/admin/appointments/${id}/assign-staff`).send({ staffId: ana })).status).toBe(200);
  expect((await suite.admin.put(`/api/admin/appointments/${id}/status`).send({ status: "confirmed" })).status).toBe(200);
  suite.ctx.clock.set(salonDateTimeToInstant(TUESDAY, clockAt));
  // The clock moved a day: the admin signs in again.
  const admin = await signedInAgent(suite.ctx, { level: "admin" });
  const [row] = await suite.ctx.database.db.select({ userId: appointments.userId }).from(appointments).where(eq(appointments.id, id));
  return { id, ana, admin, userId: row.userId };
}

describe("PUT /api/admin/appointments/:id/status with revert", () => {
  it("undoes a no-show the same day: back to confirmed, shown in the no-shows filter only while marked, and the count follows", async () => {
    const { id, admin, userId } = await confirmedJob("10:00", "10:30");
    const marked = await admin.put(`/api/admin/appointments/${id}/status`).send({ status: "no_show" });
    expect(marked.body).toMatchObject({ id, status: "no_show" });
    expect((await admin.get(`/api/admin/clients/${userId}`)).body.noShowCount).toBe(1);
    const noShows = await admin.get(`/api/admin/appointments?status=no_show&from=${TUESDAY}&to=${TUESDAY}`);
    expect(noShows.body.map((row: { id: number }) => row.id)).toEqual([id]);

    const reverted = await admin.put(`/api/admin/appointments/${id}/status`).send({ status: "revert" });
    expect(reverted.status).toBe(200);
    expect(reverted.body).toMatchObject({ id, status: "confirmed" });
    expect((await admin.get(`/api/admin/clients/${userId}`)).body.noShowCount).toBe(0);
    expect((await admin.get(`/api/admin/appointments?status=no_show&from=${TUESDAY}&to=${TUESDAY}`)).body).toEqual([]);
    // Confirmed again, it can be completed as usual.
    expect((await admin.put(`/api/admin/appointments/${id}/status`).send({ status: "completed" })).body.status).toBe("completed");
  });

  it("undoes a completion the same day: the status before it, no end time, and the review request withdrawn", async () => {
    const { id, admin } = await confirmedJob("09:00", "11:30");
    expect((await admin.put(`/api/admin/appointments/${id}/status`).send({ status: "completed" })).body.status).toBe("completed");
    const reviewRequests = () => suite.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "review_request"));
    expect((await reviewRequests()).map((row) => row.status)).toEqual(["pending"]);

    const reverted = await admin.put(`/api/admin/appointments/${id}/status`).send({ status: "revert" });
    expect(reverted.body).toMatchObject({ id, status: "confirmed", completedAt: null, actualEndTime: null });
    expect((await reviewRequests()).map((row) => row.status)).toEqual(["skipped"]);
    const [row] = await suite.ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row.reviewToken).toBeNull();
  });

  it("refuses, in the admin's language, to undo a mark from another day", async () => {
    const { id, admin } = await confirmedJob("10:00", "19:30");
    await admin.put(`/api/admin/appointments/${id}/status`).send({ status: "no_show" });
    suite.ctx.clock.set(salonDateTimeToInstant("2026-11-25", "09:00"));
    const nextDay = await signedInAgent(suite.ctx, { level: "admin" });
    const english = await nextDay.put(`/api/admin/appointments/${id}/status`).set("Accept-Language", "en").send({ status: "revert" });
    expect(english.status).toBe(409);
    expect(english.body).toEqual({ message: ONLY_SAME_DAY });
    const spanish = await nextDay.put(`/api/admin/appointments/${id}/status`).set("Accept-Language", "es").send({ status: "revert" });
    expect(spanish.body).toEqual({ message: "Marcar una cita como no presentada o completada solo se puede deshacer el mismo día en que se marcó" });
    const [row] = await suite.ctx.database.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id));
    expect(row.status).toBe("no_show");
  });

  it("refuses to undo any other status", async () => {
    const { id, admin } = await confirmedJob("10:00", "10:30");
    const res = await admin.put(`/api/admin/appointments/${id}/status`).set("Accept-Language", "en").send({ status: "revert" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: ONLY_NO_SHOW_OR_COMPLETED });
    await admin.put(`/api/admin/appointments/${id}/status`).send({ status: "cancelled" });
    expect((await admin.put(`/api/admin/appointments/${id}/status`).send({ status: "revert" })).status).toBe(409);
  });

  it("refuses to undo a Complete Now whose freed time was booked since", async () => {
    const { id, ana, admin } = await confirmedJob("09:00", "09:40");
    expect((await admin.put(`/api/admin/appointments/${id}/complete-now`)).status).toBe(200);
    const next = await request(suite.ctx.app)
      .post("/api/appointments/public")
      .send(bookingPayload({ appointmentTime: "10:00", customerEmail: "bea@example.com" }));
    expect(next.status).toBe(201);
    expect((await admin.put(`/api/admin/appointments/${next.body.id}/assign-staff`).send({ staffId: ana })).status).toBe(200);
    const res = await admin.put(`/api/admin/appointments/${id}/status`).set("Accept-Language", "en").send({ status: "revert" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: FREED_TIME_TAKEN });
  });

  it("refuses, in the admin's language, to undo the completion of a visit already checked out", async () => {
    const { id, admin } = await confirmedJob("10:00", "12:30");
    const checkedOut = await admin.post(`/api/admin/appointments/${id}/checkout`).send({ payments: [{ method: "card", amount: 55000 }] });
    expect(checkedOut.status).toBe(201);
    const english = await admin.put(`/api/admin/appointments/${id}/status`).set("Accept-Language", "en").send({ status: "revert" });
    expect(english.status).toBe(409);
    expect(english.body).toEqual({ message: CHECKED_OUT_ALREADY });
    const spanish = await admin.put(`/api/admin/appointments/${id}/status`).set("Accept-Language", "es").send({ status: "revert" });
    expect(spanish.body.message).toMatch(/^Esta visita ya se cobró/);
    const [row] = await suite.ctx.database.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id));
    expect(row.status).toBe("completed");
  });
});
