import request from "supertest";
import { describe, expect, it } from "vitest";
import { signedInAgent } from "../test/agents";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";
import { drain, linkIn } from "../test/mail";

const suite = registerApiSuite({ mail: true, signIn: "admin" });

const send = () => drain(suite.ctx.database.db, suite.transport, suite.ctx.clock);

describe("the emailed links, driven by the real admin endpoints", () => {
  it("tells the customer, in their language, when an admin confirms the appointment from the back office", async () => {
    await addStaff(suite.ctx.database.db, { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const booked = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ locale: "es" }));
    const id = booked.body.id as number;
    expect((await suite.admin.put(`/api/admin/appointments/${id}/status`).send({ status: "confirmed" })).status).toBe(200);
    expect((await suite.admin.put(`/api/admin/appointments/${id}/status`).send({ status: "confirmed" })).status).toBe(200);
    await send();
    expect(suite.smtp.to("ana@example.com").map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Recibimos tu reserva/),
      expect.stringMatching(/^Tu cita está confirmada/),
    ]);
  });

  it("tells the customer once when an admin cancels, and the manicurist's link no longer confirms it", async () => {
    const maria = await addStaff(suite.ctx.database.db, { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const booked = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ locale: "en" }));
    const id = booked.body.id as number;
    expect((await suite.admin.put(`/api/admin/appointments/${id}/assign-staff`).send({ staffId: maria })).status).toBe(200);
    await send();
    const confirm = new URL(linkIn(suite.smtp.to("maria@example.com")[0], /http:\/\/cita\.test\/staff-confirm\/[A-Za-z0-9_-]+\?action=confirm/));

    expect((await suite.admin.put(`/api/admin/appointments/${id}/status`).send({ status: "cancelled" })).status).toBe(200);
    expect((await suite.admin.put(`/api/admin/appointments/${id}/status`).send({ status: "cancelled" })).status).toBe(200);
    await send();
    const cancelled = suite.smtp.to("ana@example.com");
    expect(cancelled.map((mail) => mail.subject)).toEqual([
      "We received your booking: Tuesday, November 24, 2026 at 10:00 AM",
      "Your appointment on Tuesday, November 24, 2026 has been cancelled",
    ]);
    expect(cancelled[1].text).toContain("The salon has cancelled your appointment on Tuesday, November 24, 2026 at 10:00 AM.");
    expect((await request(suite.ctx.app).get(`/api/appointments${confirm.pathname}${confirm.search}`)).status).toBe(409);
  });

  it("assign → staff confirms by email → complete now → the customer's review shows in the staff reviews summary", async () => {
    const maria = await addStaff(suite.ctx.database.db, { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const booked = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ locale: "en" }));
    expect(booked.status).toBe(201);
    const id = booked.body.id as number;

    expect((await suite.admin.put(`/api/admin/appointments/${id}/assign-staff`).send({ staffId: maria })).status).toBe(200);
    await send();
    const staffMail = suite.smtp.to("maria@example.com");
    expect(staffMail).toHaveLength(1);
    const confirm = new URL(linkIn(staffMail[0], /http:\/\/cita\.test\/staff-confirm\/[A-Za-z0-9_-]+\?action=confirm/));
    const confirmed = await request(suite.ctx.app).get(`/api/appointments${confirm.pathname}${confirm.search}`);
    expect(confirmed.body).toMatchObject({ status: "confirmed" });

    suite.ctx.clock.set("2026-11-24T19:00:00Z"); // Tuesday 11:00 in the salon; yesterday's session has lapsed.
    suite.admin = await signedInAgent(suite.ctx, { level: "admin" });
    expect((await suite.admin.put(`/api/admin/appointments/${id}/complete-now`).send()).status).toBe(200);
    await send();
    const customerMail = suite.smtp.to("ana@example.com").map((mail) => mail.subject);
    expect(customerMail).toEqual([
      "We received your booking: Tuesday, November 24, 2026 at 10:00 AM",
      "Your appointment is confirmed: Tuesday, November 24, 2026 at 10:00 AM",
      "How was your visit to Cita Nail & Beauty Studio?",
    ]);
    const reviewMail = suite.smtp.to("ana@example.com")[2];
    const token = new URL(linkIn(reviewMail, /http:\/\/cita\.test\/review\/[A-Za-z0-9_-]+/)).pathname.split("/")[2];
    expect((await request(suite.ctx.app).post(`/api/review/${token}`).send({ rating: 5, comment: "Perfect" })).status).toBe(201);

    const summary = await suite.admin.get(`/api/admin/staff/${maria}/reviews`);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ totalReviews: 1, averageRating: 5 });
  });
});
