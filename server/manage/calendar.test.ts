import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "@shared/schema";
import { salonDateTimeToInstant } from "@shared/time";
import type { EmailPayload } from "../messages/payloads";
import { addStaff } from "../test/factories";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { onlyEvent } from "../test/mail";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite();
const db = () => suite.ctx.database.db;

async function book(locale: "es" | "en"): Promise<{ id: number; token: string }> {
  await addStaff(db(), { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
  const res = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload({ locale }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, "booking_received"));
  const token = rows.map((row) => row.payload as EmailPayload).find((payload) => payload.appointment.appointmentId === res.body.id)?.manageToken;
  if (!token) throw new Error("no manage token was emailed");
  return { id: res.body.id as number, token };
}

const calendar = (token: string) => request(suite.ctx.app).get(`/api/manage/${token}/calendar.ics`);


describe("GET /api/manage/:token/calendar.ics", () => {
  it("is the booking's calendar event as its emails attach it: same UID, salon time, the booking's language, a download", async () => {
    const { id, token } = await book("en");
    const res = await calendar(token);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(res.headers["content-disposition"]).toBe("attachment; filename=cita.ics");
    expect(res.headers["cache-control"]).toBe("no-store");
    const event = onlyEvent(res.text);
    expect(event.uid).toBe(`appointment-${id}@cita.test`);
    expect(event.start.toISOString()).toBe(salonDateTimeToInstant(TUESDAY, "10:00").toISOString());
    expect(event.end!.getTime() - event.start.getTime()).toBe(120 * 60_000);
    expect(String(event.summary)).toContain("Lash Lifting");
    expect(String(event.description)).toContain("Phone");
    expect(String(event.location)).toMatch(/San Ysidro/);
    expect(res.text).toContain("SEQUENCE:0");
  });

  it("of a cancelled appointment removes the event (METHOD:CANCEL with the raised sequence)", async () => {
    const { token } = await book("es");
    expect((await request(suite.ctx.app).post(`/api/manage/${token}/cancel`)).status).toBe(200);
    const res = await calendar(token);
    expect(res.status).toBe(200);
    expect(res.text).toContain("METHOD:CANCEL");
    expect(res.text).toContain("STATUS:CANCELLED");
    expect(res.text).toContain("SEQUENCE:1");
  });

  it("refuses a token never issued with the link's own message in the visitor's language", async () => {
    const res = await calendar("not-a-real-token-at-all").set("Accept-Language", "en");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "This link is invalid or has expired." });
    expect((await calendar("not-a-real-token-at-all").set("Accept-Language", "es")).body).toEqual({ message: "Este enlace no es válido o ya venció." });
  });
});
