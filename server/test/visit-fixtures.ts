import request from "supertest";
import { expect } from "vitest";
import type { VisitSegment } from "@shared/visit-api";
import { bookingPayload, TUESDAY } from "./booking-fixtures";
import { addStaff } from "./factories";
import type { ApiSuite } from "./suite";

export const LASHES = { serviceId: "lash-lifting" };
export const BROWS = { serviceId: "cejas", optionIds: ["brow-design"] };
export const ACRYLIC = { serviceId: "1", optionIds: ["acrylic-length-4", "acrylic-technique-acrylic", "acrylic-type-new-set"] };
export const PEDICURE = { serviceId: "2", optionIds: ["pedicure-express"] };

/**
 * Visits done by two manicurists, as the salon makes them: booked on the public page, then each part given
 * to its manicurist by an admin (the suite must sign one in). Each manicurist does only her own services,
 * so nobody can do the whole visit and it is planned in parts.
 */
export function visitFixtures(suite: ApiSuite) {
  const member = (name: string, serviceIds: string[], dates = [TUESDAY]) =>
    addStaff(suite.ctx.database.db, { name, serviceIds, workingDates: dates, breakStartTime: null });
  async function assign(id: number, part: number, staffId: number): Promise<void> {
    const res = await suite.admin.put(`/api/admin/appointments/${id}/segments/${part}/assign-staff`).send({ staffId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  /** Books `services` at `time` on TUESDAY and gives part 1 to `first` and part 2 to `second` (null: nobody). */
  async function visit(
    services: object[],
    time: string,
    staffIds: [number | null, number | null],
    options: { together?: boolean; name?: string } = {},
  ): Promise<{ id: number; segments: VisitSegment[] }> {
    const email = `visit-${time.replace(":", "")}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    const res = await request(suite.ctx.app)
      .post("/api/appointments/public")
      .send(
        bookingPayload({ services: services as never, together: options.together ?? false, appointmentTime: time, customerEmail: email, customerName: options.name ?? "Ana María López" }),
      );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.segments).toHaveLength(2);
    for (const [index, staffId] of staffIds.entries()) if (staffId !== null) await assign(res.body.id, index + 1, staffId);
    return res.body;
  }
  return {
    member,
    assign,
    /** Lash lifting (part 1) then brow design (part 2), one after the other. */
    sequential: (time: string, staffIds: [number | null, number | null], name?: string) => visit([LASHES, BROWS], time, staffIds, { name }),
    /** Acrylic nails (part 1) and an express pedicure (part 2) at the same time. */
    together: (time: string, staffIds: [number | null, number | null], name?: string) => visit([ACRYLIC, PEDICURE], time, staffIds, { together: true, name }),
  };
}
