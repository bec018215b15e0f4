/** The booking page's occupied slots hold a visit of several manicurists part by part, as the booking decision does. */
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { OccupiedSlot, StaffAvailabilityRecord } from "@shared/api";
import { slotGrid } from "@shared/booking-rules";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { DEFAULT_TEST_NOW } from "../test/harness";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite();

const acrylic = { serviceId: "1", optionIds: ["acrylic-length-4", "acrylic-technique-acrylic", "acrylic-type-new-set"] };
const pedicure = { serviceId: "2", optionIds: ["pedicure-express"] };

const book = (services: object[], time: string, email: string, together = false) =>
  request(suite.ctx.app)
    .post("/api/appointments/public")
    .send(bookingPayload({ services: services as never, together, appointmentTime: time, customerEmail: email }));

describe("GET /api/appointments/availability/:date with visits of several manicurists", () => {
  it("holds hands and feet done together as two slots, so the page's grid offers only what the server books", async () => {
    for (const name of ["Ana", "Bea"]) await addStaff(suite.ctx.database.db, { name, serviceIds: ["1", "2"], workingDates: [TUESDAY], breakStartTime: null });
    expect((await book([acrylic, pedicure], "13:00", "a@example.com", true)).status).toBe(201);
    expect((await book([pedicure], "09:00", "b@example.com")).status).toBe(201);

    const occupied: OccupiedSlot[] = (await request(suite.ctx.app).get(`/api/appointments/availability/${TUESDAY}`)).body;
    expect(occupied).toEqual([
      { appointmentTime: "09:00", totalDuration: 50, status: "pending_staff_confirmation" },
      { appointmentTime: "13:00", totalDuration: 120, status: "pending_staff_confirmation" },
      { appointmentTime: "13:00", totalDuration: 50, status: "pending_staff_confirmation" },
    ]);

    // The grid as the booking page computes it from the public answers, for a pedicure.
    const availability: StaffAvailabilityRecord[] = (await request(suite.ctx.app).get(`/api/staff-availability/${TUESDAY}`)).body;
    const qualifiedStaffIds = (await request(suite.ctx.app).get("/api/staff-for-service/2")).body.map((member: { id: number }) => member.id);
    const context = { date: TUESDAY, now: DEFAULT_TEST_NOW, durationMinutes: 50, qualifiedStaffIds, availability };
    const offered = (held: OccupiedSlot[]) => new Set(slotGrid({ ...context, appointments: held }).filter((slot) => slot.available).map((slot) => slot.time));
    const grid = offered(occupied);
    // Holding the visit as one slot would offer 13:30, where both people are busy.
    expect(offered([occupied[0], occupied[1]]).has("13:30")).toBe(true);
    expect(grid.has("13:30")).toBe(false);
    expect(grid.has("14:00")).toBe(true);

    const refused = await book([pedicure], "13:30", "c@example.com");
    expect(refused.status).toBe(409);
    expect((await book([pedicure], "14:00", "d@example.com")).status).toBe(201);
  });

  it("keeps a one-manicurist visit's slot as before and holds parts one after another in start order", async () => {
    await addStaff(suite.ctx.database.db, { name: "Lashes", serviceIds: ["lash-lifting"], workingDates: [TUESDAY], breakStartTime: null });
    for (const name of ["Brows", "Other Brows"]) await addStaff(suite.ctx.database.db, { name, serviceIds: ["cejas"], workingDates: [TUESDAY], breakStartTime: null });
    expect((await book([{ serviceId: "lash-lifting" }, { serviceId: "cejas", optionIds: ["brow-design"] }], "09:00", "a@example.com")).status).toBe(201);
    expect((await book([{ serviceId: "cejas", optionIds: ["brow-design"] }], "10:00", "b@example.com")).status).toBe(201);
    const res = await request(suite.ctx.app).get(`/api/appointments/availability/${TUESDAY}`);
    expect(res.body).toEqual([
      { appointmentTime: "09:00", totalDuration: 120, status: "pending_staff_confirmation" },
      { appointmentTime: "10:00", totalDuration: 30, status: "pending_staff_confirmation" },
      { appointmentTime: "11:00", totalDuration: 30, status: "pending_staff_confirmation" },
    ]);
  });
});
