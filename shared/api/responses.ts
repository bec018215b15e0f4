/**
 * Answers of the API's busiest reads as zod schemas, taken from the tables' columns, so the API document
 * (shared/api/openapi.ts) can describe them and the tests can check real answers against it. Each schema
 * is held to the TypeScript type the server and client already use (the checks at the end of the file), so
 * the two cannot drift apart.
 */
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { paymentSummarySchema } from "../payments-api";
import type { AdminAppointment, AdminClient, UserListRow } from "../admin-api";
import type { BookingResponse, OccupiedSlot, PublicBookingResponse, PublicService, PublicServiceOption, PublicStaff, StaffAvailabilityRecord } from "../api";
import { appointmentItems, appointments, serviceOptions, services, staff, staffAvailability, users } from "../schema";
import { visitSegmentSchema } from "../visit-api";

const serviceColumns = createSelectSchema(services);
const appointmentColumns = createSelectSchema(appointments);
const itemColumns = createSelectSchema(appointmentItems);
const staffColumns = createSelectSchema(staff);
const userColumns = createSelectSchema(users);
const optionColumns = createSelectSchema(serviceOptions);
const availabilityColumns = createSelectSchema(staffAvailability);

/** A timestamp as JSON carries it: an ISO 8601 string. */
const instant = z.string().meta({ format: "date-time" });

/** GET /api/services: one card of the booking page. */
export const publicServiceSchema = serviceColumns.pick({
  id: true,
  nameEn: true,
  nameEs: true,
  durationMinutes: true,
  price: true,
  hasOptions: true,
  kind: true,
  comingSoon: true,
  backgroundImage: true,
  displayOrder: true,
  active: true,
});

/** GET /api/service-options/:serviceId: one choice in a service's dialog. */
export const publicServiceOptionSchema = optionColumns.pick({
  id: true,
  parentServiceId: true,
  nameEn: true,
  nameEs: true,
  price: true,
  durationMinutes: true,
  displayOrder: true,
  category: true,
  includesEn: true,
  includesEs: true,
  active: true,
});

/** GET /api/staff and GET /api/staff-for-service/:serviceId. */
export const publicStaffSchema = staffColumns.pick({ id: true, nameEn: true, nameEs: true, photoUrl: true, active: true });

/** GET /api/staff-availability/:date: who works the date and when. */
export const staffAvailabilityRecordSchema = availabilityColumns
  .pick({ staffId: true, isPunchedIn: true, startTime: true, endTime: true, breakStartTime: true })
  .extend({ date: z.string() });

/** GET /api/appointments/availability/:date: a held slot, nothing about its customer. */
export const occupiedSlotSchema = appointmentColumns.pick({ appointmentTime: true, totalDuration: true, status: true });

/** POST /api/appointments/public and POST /api/admin/appointments: the booking as written. */
export const bookingResponseSchema = appointmentColumns.pick({
  id: true,
  appointmentDate: true,
  appointmentTime: true,
  totalPrice: true,
  totalDuration: true,
  status: true,
}).extend({ segments: z.array(visitSegmentSchema) });

/** POST /api/appointments/public: the booking as written, its manage page's token and whether texts go out. */
export const publicBookingResponseSchema = bookingResponseSchema.extend({ manageToken: z.string(), textMessages: z.boolean() });

const staffName = staffColumns.pick({ id: true, nameEs: true, nameEn: true });

/** GET /api/admin/appointments: one row of the appointments page. */
export const adminAppointmentSchema = appointmentColumns
  .pick({
    id: true,
    status: true,
    appointmentDate: true,
    appointmentTime: true,
    totalDuration: true,
    totalPrice: true,
    serviceId: true,
    staffId: true,
    actualEndTime: true,
    pedicureType: true,
    needsAcrylicRemoval: true,
    needsGelishRemoval: true,
    contactName: true,
    contactPhone: true,
    cancelReason: true,
    bookedByAdmin: true,
    userId: true,
  })
  .extend({
    staffAssignedAt: instant.nullable(),
    declinedBy: staffName.nullable(),
    declinedAt: instant.nullable(),
    customerChangedAt: instant.nullable(),
    clientNoShows: z.number().int(),
    clientNote: z.string().nullable(),
    canRevert: z.boolean(),
    payment: paymentSummarySchema.nullable(),
    segments: z.array(visitSegmentSchema.extend({ confirmed: z.boolean().optional() })),
    createdAt: instant,
    completedAt: instant.nullable(),
    service: serviceColumns.pick({ nameEs: true, nameEn: true, durationMinutes: true, price: true }),
    items: z.array(itemColumns.pick({ itemId: true, kind: true, nameEn: true, nameEs: true, price: true, durationMinutes: true })),
    assignableStaffIds: z.array(z.number().int()),
    serviceIds: z.array(z.string()),
    user: userColumns.pick({ firstName: true, lastName: true, email: true, phone: true }),
    staff: staffName.nullable(),
  });

/** GET /api/admin/clients: one client card. */
export const adminClientSchema = userColumns
  .pick({
    id: true,
    email: true,
    firstName: true,
    lastName: true,
    phone: true,
    profileImageUrl: true,
    membershipTier: true,
    marketingOptIn: true,
    isAdmin: true,
    adminLevel: true,
    notes: true,
  })
  .extend({ createdAt: instant });

/** GET /api/superadmin/users: one user card. */
export const userListRowSchema = userColumns
  .pick({ id: true, username: true, firstName: true, lastName: true, email: true, membershipTier: true, isAdmin: true, adminLevel: true })
  .extend({ createdAt: instant });

/** True only when A and B are the same type; a mismatch fails the type check of the line using it. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<z.output<typeof publicServiceSchema>, PublicService>,
  Same<z.output<typeof publicServiceOptionSchema>, PublicServiceOption>,
  Same<z.output<typeof publicStaffSchema>, PublicStaff>,
  Same<z.output<typeof staffAvailabilityRecordSchema>, StaffAvailabilityRecord>,
  Same<z.output<typeof occupiedSlotSchema>, OccupiedSlot>,
  Same<z.output<typeof bookingResponseSchema>, BookingResponse>,
  Same<z.output<typeof publicBookingResponseSchema>, PublicBookingResponse>,
  Same<z.output<typeof adminAppointmentSchema>, AdminAppointment>,
  Same<z.output<typeof adminClientSchema>, AdminClient>,
  Same<z.output<typeof userListRowSchema>, UserListRow>,
] = [true, true, true, true, true, true, true, true, true, true];
void sameShapes;
