import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { appointments, emailOutbox, reviews } from "@shared/schema";
import { requestReview } from "../messages/appointment-messages";
import { resetEmailData } from "../test/mail";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";
import { issueToken } from "../infra/tokens/tokens";

const suite = registerApiSuite();

const INVALID = "This review link is invalid or has expired.";
const COMPLETED_AT = new Date("2026-11-24T20:00:00Z");

interface Booked {
  id: number;
  staffId: number;
  userId: string;
  token: string;
}

/**
 * An appointment of Maria's, completed on Tuesday at noon with its review requested, and a review link
 * whose token the test knows (stored the way requestReview stores it).
 */
async function completedAppointment(payload = bookingPayload()): Promise<Booked> {
  const staffId = await addStaff(suite.ctx.database.db, { name: "Maria", serviceIds: ["lash-lifting", "2", "esmalte"], workingDates: [TUESDAY] });
  const res = await request(suite.ctx.app).post("/api/appointments/public").send(payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.id as number;
  await suite.ctx.database.db.transaction(async (tx) => {
    await tx.update(appointments).set({ staffId, status: "completed", completedAt: COMPLETED_AT }).where(eq(appointments.id, id));
    expect(await requestReview(tx, id, COMPLETED_AT)).toEqual({ queued: true });
  });
  const { token, hash } = issueToken();
  const [row] = await suite.ctx.database.db
    .update(appointments)
    .set({ reviewToken: hash })
    .where(eq(appointments.id, id))
    .returning({ userId: appointments.userId });
  suite.ctx.clock.set("2026-11-25T16:00:00Z");
  return { id, staffId, userId: row.userId, token };
}

const view = (token: string) => request(suite.ctx.app).get(`/api/review/${token}`).set("Accept-Language", "en");
/** `language` null sends no Accept-Language. */
const submit = (token: string, body: object, language: string | null = "en") => {
  const req = request(suite.ctx.app).post(`/api/review/${token}`).send(body);
  return language ? req.set("Accept-Language", language) : req;
};

describe("GET /api/review/:token", () => {
  it("shows the service, the manicurist and when", async () => {
    const { token } = await completedAppointment();
    const res = await view(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      service: { nameEn: "Lash Lifting", nameEs: "Lifting de Pestañas" },
      staff: { nameEn: "Maria", nameEs: "Maria" },
      appointment: { appointmentDate: TUESDAY, appointmentTime: "10:00" },
      locale: "es",
    });
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["x-robots-tag"]).toContain("noindex");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("says the booking's language, so an English customer's link opens in English", async () => {
    const { token } = await completedAppointment(bookingPayload({ locale: "en" }));
    expect((await view(token)).body.locale).toBe("en");
  });

  it("names every booked service, an option under its service", async () => {
    const { token } = await completedAppointment(
      bookingPayload({
        services: [{ serviceId: "2" }, { serviceId: "esmalte", optionIds: ["polish-feet"] }],
        pedicureType: "pedicure-jelly",
        needsGelishRemoval: true,
        appointmentTime: "13:00",
      }),
    );
    const res = await view(token);
    expect(res.status).toBe(200);
    expect(res.body.service).toEqual({ nameEn: "Pedicure + Polish", nameEs: "Pedicura + Esmalte" });
  });

  it("answers 404 for an unknown or malformed token and 410 for one that has expired", async () => {
    const { token } = await completedAppointment();
    for (const unknown of [issueToken().token, "abc", "%20"]) {
      const res = await view(unknown);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: INVALID });
    }
    suite.ctx.clock.set("2026-12-24T19:59:59Z");
    expect((await view(token)).status).toBe(200);
    suite.ctx.clock.set("2026-12-24T20:00:00Z");
    const expired = await view(token);
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({ message: INVALID });
    expect((await submit(token, { rating: 5 })).status).toBe(410);
  });

  it("refuses the token a booking starts with: no link works until the appointment is completed", async () => {
    const { id, token } = await completedAppointment();
    await suite.ctx.database.db.update(appointments).set({ status: "confirmed" }).where(eq(appointments.id, id));
    expect((await view(token)).status).toBe(410);
    await suite.ctx.database.db.update(appointments).set({ status: "completed", reviewTokenExpiresAt: null }).where(eq(appointments.id, id));
    expect((await view(token)).status).toBe(410);
  });
});

describe("POST /api/review/:token", () => {
  it("stores the review with the appointment's manicurist and customer, once", async () => {
    const { id, staffId, userId, token } = await completedAppointment();
    const res = await submit(token, { rating: 4, comment: "  Muy bien, gracias  " });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), rating: 4 });
    const stored = await suite.ctx.database.db.select().from(reviews);
    expect(stored).toEqual([
      expect.objectContaining({ appointmentId: id, staffId, userId, rating: 4, comment: "Muy bien, gracias", createdAt: suite.ctx.clock() }),
    ]);

    const again = await submit(token, { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "A review has already been submitted for this appointment." });
    const later = await view(token);
    expect(later.status).toBe(410);
    expect(later.body).toEqual({ message: INVALID });
    expect(await suite.ctx.database.db.select().from(reviews)).toHaveLength(1);
  });

  it("keeps one review when two submissions arrive together", async () => {
    const { token } = await completedAppointment();
    const results = await Promise.all([submit(token, { rating: 5 }), submit(token, { rating: 3 }), submit(token, { rating: 2 })]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    expect(await suite.ctx.database.db.select().from(reviews)).toHaveLength(1);
  });

  it("takes a rating without a comment", async () => {
    const { token } = await completedAppointment();
    for (const body of [{ rating: 1 }]) {
      expect((await submit(token, body)).status).toBe(201);
    }
    const [stored] = await suite.ctx.database.db.select().from(reviews);
    expect(stored.comment).toBeNull();
  });

  it("refuses a rating outside 1-5 or a comment over 2000 characters, leaving the link usable", async () => {
    const { token } = await completedAppointment();
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: "5" }, { rating: 5, comment: "x".repeat(2001) }]) {
      const res = await submit(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await submit(token, {})).body).toEqual({ message: "Rating must be a whole number from 1 to 5" });
    expect((await submit(token, { rating: 9 }, "es")).body).toEqual({ message: "La calificación debe ser un número entero del 1 al 5" });
    expect((await submit(token, { rating: 5, comment: "x".repeat(2000) })).status).toBe(201);
  });

  it("answers in Spanish, the product's default, when the request names no language", async () => {
    const res = await submit(issueToken().token, { rating: 5 }, null);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Este enlace de reseña no es válido o ya venció." });
  });

  it("is not asked again for an appointment already reviewed", async () => {
    const { id, token } = await completedAppointment();
    expect((await submit(token, { rating: 5 })).status).toBe(201);
    await resetEmailData(suite.ctx.database.db);
    const again = await suite.ctx.database.db.transaction((tx) => requestReview(tx, id, suite.ctx.clock()));
    expect(again).toEqual({ queued: false });
    expect(await suite.ctx.database.db.select().from(emailOutbox)).toHaveLength(0);
  });
});
