/** The operations open to anyone: the booking site, the emailed links, the wall board and the probes. */
import { z } from "zod";
import { signInSchema } from "../admin-accounts-api";
import { bookingRequestSchema, dateParam, serviceIdParam, siteReviewRequestSchema, staffActionQuerySchema } from "../api";
import { myAppointmentsLinkRequestSchema, rescheduleRequestSchema } from "../manage-api";
import { myDayAnswerSchema, myDayAppointmentParam, myDayTokenParam } from "../my-day-api";
import { reviewSubmissionSchema } from "../review-api";
import { awaitingPaymentBookingSchema } from "../payments-api";
import type { ApiOperation } from "./operation";
import {
  occupiedSlotSchema,
  publicServiceOptionSchema,
  publicServiceSchema,
  publicBookingResponseSchema,
  publicStaffSchema,
  staffAvailabilityRecordSchema,
} from "./responses";

const open = { access: "public" } as const;

export const publicRoutes = {
  "GET /healthz": { ...open, summary: "Liveness: the process answers", returns: '{ "status": "ok" }' },
  "GET /readyz": { ...open, summary: "Readiness: the database answers and every migration has run (503 otherwise)", returns: "{ status }" },
  "GET /api/openapi.json": { ...open, summary: "This document", returns: "The OpenAPI 3.1 description of the API" },
  "GET /api/_bench/select-1": {
    ...open,
    summary: "One SELECT 1 through the app's pool, the benchmark's baseline; mounted only with CITA_BENCH=1",
    returns: "{ one: 1 }",
  },

  "GET /api/services": { ...open, summary: "The catalogue's active services, in the booking page's order", response: z.array(publicServiceSchema) },
  "GET /api/service-options/:serviceId": {
    ...open,
    summary: "A service's active options",
    params: { serviceId: serviceIdParam },
    response: z.array(publicServiceOptionSchema),
  },
  "GET /api/staff": { ...open, summary: "The active manicurists", response: z.array(publicStaffSchema) },
  "GET /api/staff-for-service/:serviceId": {
    ...open,
    summary: "The active manicurists who do a service",
    params: { serviceId: serviceIdParam },
    response: z.array(publicStaffSchema),
  },
  "GET /api/staff-availability/:date": {
    ...open,
    summary: "Who works a date and when",
    params: { date: dateParam },
    response: z.array(staffAvailabilityRecordSchema),
  },
  "GET /api/staff-availability": {
    ...open,
    summary: "Who works a date and when (the date as a query parameter)",
    query: z.object({ date: dateParam }),
    response: z.array(staffAvailabilityRecordSchema),
  },
  "GET /api/appointments/availability/:date": {
    ...open,
    summary: "The booked slots of a date, without anything about their customers",
    params: { date: dateParam },
    response: z.array(occupiedSlotSchema),
  },
  "GET /api/live-board": { ...open, summary: "The wall board: staff, their hours and the appointments of the coming days", returns: "LiveBoard (shared/api.ts)" },
  "GET /api/live-board/events": {
    ...open,
    summary: "Server-sent events: `board` (the whole board) on opening and after each change, `change` (a date), `stale`",
    produces: "event-stream",
  },
  "POST /api/appointments/public": {
    ...open,
    summary:
      "Book an appointment; the server prices it from the catalogue (201, or 200 for a repeat). When the salon's payment policy asks a deposit or a card, the slot is held instead: 201 { id, status: awaiting_payment, checkoutUrl, holdExpiresAt }",
    body: bookingRequestSchema,
    idempotent: true,
    status: 201,
    response: z.union([publicBookingResponseSchema, awaitingPaymentBookingSchema]),
  },
  "POST /api/reviews": { ...open, summary: "Leave a review of the salon", body: siteReviewRequestSchema, status: 201, returns: "The stored review" },
  "GET /api/appointments/staff-confirm/:token": {
    ...open,
    summary: "A manicurist's emailed link: the job's summary, or with ?action= their answer",
    query: staffActionQuerySchema,
    returns: "StaffConfirmSummary, or StaffActionResult with an action (shared/api.ts)",
  },
  "GET /api/review/:token": { ...open, summary: "A review link: what is being reviewed", returns: "ReviewLinkResponse (shared/api.ts)" },
  "POST /api/review/:token": {
    ...open,
    summary: "Review a completed appointment through its link (once)",
    body: reviewSubmissionSchema("es"),
    status: 201,
    returns: "{ id, rating }",
  },
  "GET /api/manage/:token": { ...open, summary: "A customer's manage link: their appointment", returns: "ManagedAppointment (shared/manage-api.ts)" },
  "GET /api/manage/:token/calendar.ics": {
    ...open,
    summary: "A customer's manage link: their appointment as a calendar file, the same event (UID, sequence) their emails attach",
    produces: "calendar",
    returns: "An iCalendar file (text/calendar) with one event, or a cancellation of it",
  },
  "GET /api/manage/:token/times/:date": {
    ...open,
    summary: "The times the appointment could move to on a date",
    params: { date: dateParam },
    returns: "RescheduleTimes (shared/manage-api.ts)",
  },
  "POST /api/manage/:token/cancel": { ...open, summary: "The customer cancels", returns: "ManagedAppointment (shared/manage-api.ts)" },
  "POST /api/manage/:token/reschedule": {
    ...open,
    summary: "The customer moves the appointment",
    body: rescheduleRequestSchema,
    returns: "ManagedAppointment (shared/manage-api.ts)",
  },
  "POST /api/my-appointments/link": {
    ...open,
    summary: "Email a link to an address's upcoming appointments (always the same answer)",
    body: myAppointmentsLinkRequestSchema,
    status: 202,
    returns: "{ message }",
  },
  "GET /api/my-appointments/:token": { ...open, summary: "An address's upcoming appointments", returns: "MyAppointments (shared/manage-api.ts)" },
  "GET /api/my-day/:token": {
    ...open,
    summary: "A manicurist's personal link: her jobs of today and the next days, hours, week and time off (404 for any link that does not work)",
    params: { token: myDayTokenParam },
    returns: "MyDay (shared/my-day-api.ts)",
  },
  "POST /api/my-day/:token/appointments/:appointmentId/answer": {
    ...open,
    summary: "The manicurist confirms or declines one of her own jobs from her page",
    params: { token: myDayTokenParam, appointmentId: myDayAppointmentParam },
    body: myDayAnswerSchema,
    returns: "StaffActionResult (shared/api.ts)",
  },
  "GET /api/my-day/:token/stream": {
    ...open,
    summary: "Server-sent events: `changed` when appointments, schedules or time off change (the page then fetches its data), `revoked`",
    params: { token: myDayTokenParam },
    produces: "event-stream",
  },
  "GET /staff-feed/:token.ics": {
    ...open,
    summary: "A manicurist's calendar subscription (webcal://): one event per job, last 30 days through the booking window",
    params: { token: myDayTokenParam },
    conditional: true,
    produces: "calendar",
    returns: "An iCalendar feed (text/calendar)",
  },
  "POST /api/unsubscribe/:token": { ...open, summary: "One-click unsubscribe from the salon's news (RFC 8058)", returns: "UnsubscribeResult (shared/campaigns-api.ts)" },

  "GET /api/auth/user": { ...open, summary: "Who is signed in, or null", returns: "SessionUser | null (shared/admin-api.ts)" },
  "GET /api/login": { ...open, summary: "Sends a signed-out visitor to the admin sign-in page", produces: "redirect" },
  "POST /api/admin/login": { ...open, summary: "Sign in as an admin (starts a session cookie)", body: signInSchema, returns: "SessionUser (shared/admin-api.ts)" },
  "POST /api/admin/logout": { ...open, summary: "Sign out", status: 204, produces: "empty" },
} satisfies Record<string, ApiOperation>;
