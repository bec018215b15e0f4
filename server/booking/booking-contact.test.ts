/** What a booking does to the client record, and a contact booking the same time twice (visits nobody does alone: visits.test.ts). */
import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { appointments, users } from "@shared/schema";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite();

const book = (body: object) => request(suite.ctx.app).post("/api/appointments/public").send(body);

async function lashStaffTuesday(count = 2): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await addStaff(suite.ctx.database.db, { name: `Lash ${index}`, serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
  }
}

describe("a booking never rewrites a client", () => {
  it("keeps the client's name and phone when someone books with their email and other details", async () => {
    await lashStaffTuesday();
    const first = await book(bookingPayload({ customerName: "Ana López", customerPhone: "+1 619 555 0100" }));
    expect(first.status).toBe(201);
    const second = await book(
      bookingPayload({ appointmentTime: "14:00", customerName: "Mallory Impostor", customerPhone: "+1 619 555 0666" }),
    );
    expect(second.status).toBe(201);

    const [client] = await suite.ctx.database.db.select().from(users).where(eq(users.email, "ana@example.com"));
    expect(client).toMatchObject({ firstName: "Ana", lastName: "López", phone: "+16195550100" });
    const rows = await suite.ctx.database.db
      .select({ id: appointments.id, contactName: appointments.contactName, contactPhone: appointments.contactPhone })
      .from(appointments)
      .orderBy(appointments.id);
    expect(rows).toEqual([
      { id: first.body.id, contactName: "Ana López", contactPhone: "+16195550100" },
      { id: second.body.id, contactName: "Mallory Impostor", contactPhone: "+16195550666" },
    ]);
  });

  it("fills in what the client record was missing", async () => {
    await lashStaffTuesday();
    await suite.ctx.database.db.insert(users).values({ email: "ana@example.com", firstName: "Ana", lastName: null, phone: null });
    expect((await book(bookingPayload({ customerName: "Ana López" }))).status).toBe(201);
    const [client] = await suite.ctx.database.db.select().from(users).where(eq(users.email, "ana@example.com"));
    expect(client).toMatchObject({ firstName: "Ana", lastName: "López", phone: "+16195550100" });
  });

  it("leaves a client with nothing to fill in as it is: a returning customer's booking writes no new version of the record", async () => {
    await lashStaffTuesday();
    expect((await book(bookingPayload())).status).toBe(201);
    const version = () => suite.ctx.database.pool.query<{ xmin: string }>("SELECT xmin::text FROM users WHERE email = 'ana@example.com'");
    const before = (await version()).rows[0].xmin;
    const again = await book(bookingPayload({ appointmentTime: "14:00" }));
    expect(again.status).toBe(201);
    expect((await version()).rows[0].xmin).toBe(before);
    const [{ userId }] = await suite.ctx.database.db.select({ userId: appointments.userId }).from(appointments).where(eq(appointments.id, again.body.id));
    const [client] = await suite.ctx.database.db.select().from(users).where(eq(users.email, "ana@example.com"));
    expect(userId).toBe(client.id);
  });
});

describe("the same contact booking the same date and time twice", () => {
  it("gets the first booking back instead of a second appointment", async () => {
    await lashStaffTuesday();
    const first = await book(bookingPayload());
    expect(first.status).toBe(201);
    const again = await book(bookingPayload({ customerName: "  ana maría   LÓPEZ ", customerPhone: "(619) 555-0100", customerEmail: "ANA@example.com" }));
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, manageToken: expect.any(String) });
    expect(await suite.ctx.database.db.$count(appointments)).toBe(1);
  });

  it("still lets another person with the same email book the same time", async () => {
    await lashStaffTuesday();
    expect((await book(bookingPayload())).status).toBe(201);
    const sister = await book(bookingPayload({ customerName: "Lucía López", customerPhone: "+1 619 555 0101" }));
    expect(sister.status).toBe(201);
    expect(await suite.ctx.database.db.$count(appointments)).toBe(2);
  });
});
