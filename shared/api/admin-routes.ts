/** The back office's operations: every one needs a signed-in admin, and the superadmin's a superadmin. */
import { z } from "zod";
import { adminEmailSchema, changePasswordSchema, createAdminSchema, issuePasswordSchema } from "../admin-accounts-api";
import {
  adminLevelSchema,
  assignStaffSchema,
  clientFormSchema,
  fixTimezoneSchema,
  frontDeskBookingSchema,
  moveAppointmentSchema,
  serviceOptionFormSchema,
  serviceOptionUpdateSchema,
  staffFormSchema,
  staffUpdateSchema,
  statusUpdateSchema,
} from "../admin-api";
import { dateParam, serviceIdParam } from "../api";
import { adminAppointmentsQuerySchema, adminClientsQuerySchema, staffPerformanceQuerySchema, superadminUsersQuerySchema, VIP_COUNT_HEADER } from "../admin-lists";
import { audiencePreviewSchema, campaignRequestSchema } from "../campaigns-api";
import { CONFIGURABLE_SERVICES } from "../catalogue";
import { personalLinkRequestSchema, staffSharingSchema } from "../my-day-api";
import { availabilitySaveSchema, strandedBookingsAnswerSchema, timeOffSaveSchema, weeklyScheduleSaveSchema } from "../schedule-changes-api";
import type { ApiOperation } from "./operation";
import { adminAppointmentSchema, adminClientSchema, bookingResponseSchema, userListRowSchema } from "./responses";

const admin = { access: "admin" } as const;
/** A paged list's headers (shared/admin-lists.ts): the body stays a JSON array of one page's rows. */
const pageHeaders = {
  "X-Total-Count": "How many rows match the scope and filters",
  Link: 'The next page, rel="next" (absent on the last page); its cursor is opaque',
};
const superadmin = { access: "superadmin" } as const;

type SeedPath = (typeof CONFIGURABLE_SERVICES)[number]["seedPath"];
/** One call per configurable service, restoring its default options. */
const seedRoutes = Object.fromEntries(
  CONFIGURABLE_SERVICES.map(({ serviceId, seedPath }) => [
    `POST /api/admin/${seedPath}`,
    { ...admin, summary: `Restore the default options of service ${serviceId} (edited and added ones stay)`, returns: "SeedOptionsResult (shared/admin-catalogue-api.ts)" },
  ]),
) as Record<`POST /api/admin/${SeedPath}`, ApiOperation>;

export const adminRoutes = {
  "GET /api/admin/current-user": { ...admin, summary: "The signed-in admin", returns: "CurrentAdmin (shared/admin-api.ts)" },
  "POST /api/admin/change-password": { ...admin, summary: "Choose a new password", body: changePasswordSchema, returns: "CurrentAdmin (shared/admin-api.ts)" },
  "PUT /api/admin/profile": { ...admin, summary: "Set the signed-in admin's own email (test sends go to it)", body: adminEmailSchema, returns: "CurrentAdmin (shared/admin-api.ts)" },
  "GET /api/admin/stats": { ...admin, summary: "The dashboard's counts and the coming week's staffing", returns: "AdminStats (shared/admin-api.ts)" },

  "GET /api/admin/appointments": {
    ...admin,
    summary: "One page of the appointments in a date range (at most 92 days), by status, manicurist and search",
    query: adminAppointmentsQuerySchema,
    conditional: true,
    responseHeaders: pageHeaders,
    response: z.array(adminAppointmentSchema),
  },
  "POST /api/admin/appointments": {
    ...admin,
    summary: "The front desk books for a customer who phoned or walked in",
    body: frontDeskBookingSchema,
    idempotent: true,
    status: 201,
    response: bookingResponseSchema,
  },
  "PATCH /api/admin/appointments/:id": { ...admin, summary: "Move an appointment to another date, time or manicurist", body: moveAppointmentSchema, returns: "The moved appointment" },
  "PUT /api/admin/appointments/:id/status": { ...admin, summary: "Confirm, complete, cancel, mark a no-show, or undo a no-show or completion marked the same salon day (revert)", body: statusUpdateSchema, returns: "The updated appointment" },
  "PUT /api/admin/appointments/:id/assign-staff": { ...admin, summary: "Give the job to a manicurist", body: assignStaffSchema, returns: "The updated appointment" },
  "PUT /api/admin/appointments/:id/segments/:segmentId/assign-staff": {
    ...admin,
    summary: "Give one part of a visit of several manicurists to a manicurist free for that part",
    body: assignStaffSchema,
    returns: "AdminAppointment (shared/admin-api.ts), with its segments",
  },
  "PUT /api/admin/appointments/:id/complete-now": { ...admin, summary: "The job ends now", returns: "The updated appointment" },

  "GET /api/admin/staff-availability/:date": {
    ...admin,
    summary: "Each manicurist's day as the schedule, time off and the day's own entry make it",
    params: { date: dateParam },
    returns: "ResolvedStaffDay[] (shared/schedule.ts)",
  },
  "POST /api/admin/staff-availability": {
    ...admin,
    summary: "Set one manicurist's hours on one date",
    body: availabilitySaveSchema,
    returns: "StaffAvailabilityRecord (shared/api.ts)",
    conflict: strandedBookingsAnswerSchema,
  },

  "GET /api/admin/clients": {
    ...admin,
    summary: "One page of the clients, or of those a search finds",
    query: adminClientsQuerySchema,
    responseHeaders: { ...pageHeaders, [VIP_COUNT_HEADER]: "How many of the matching clients are VIPs" },
    response: z.array(adminClientSchema),
  },
  "POST /api/admin/clients": { ...admin, summary: "Add a client", body: clientFormSchema, status: 201, returns: "AdminClient (shared/admin-api.ts)" },
  "GET /api/admin/clients/:id": { ...admin, summary: "A client's card: details and appointments", returns: "ClientHistory (shared/admin-api.ts)" },
  "PATCH /api/admin/clients/:id": { ...admin, summary: "Edit a client", body: clientFormSchema.partial(), returns: "AdminClient (shared/admin-api.ts)" },

  "GET /api/admin/staff": { ...admin, summary: "Every manicurist, active or not", returns: "AdminStaffMember[] (shared/admin-catalogue-api.ts)" },
  "GET /api/admin/staff-performance": {
    ...admin,
    summary: "Each manicurist's work in a date range (twelve months by default, at most 366 days) and upcoming",
    query: staffPerformanceQuerySchema,
    returns: "StaffPerformanceRow[] (shared/admin-catalogue-api.ts)",
  },
  "GET /api/admin/staff/:id": { ...admin, summary: "A manicurist with the services they do", returns: "AdminStaffDetail (shared/admin-catalogue-api.ts)" },
  "GET /api/admin/staff/:id/reviews": { ...admin, summary: "A manicurist's reviews", returns: "StaffReviewsSummary (shared/admin-catalogue-api.ts)" },
  "POST /api/admin/staff": { ...admin, summary: "Add a manicurist", body: staffFormSchema, status: 201, returns: "AdminStaffDetail (shared/admin-catalogue-api.ts)" },
  "PUT /api/admin/staff/:id": { ...admin, summary: "Edit a manicurist", body: staffUpdateSchema, returns: "AdminStaffDetail (shared/admin-catalogue-api.ts)" },
  "DELETE /api/admin/staff/:id": { ...admin, summary: "Remove a manicurist", status: 204, produces: "empty" },
  "GET /api/admin/staff/:id/personal-link": { ...admin, summary: "Whether a manicurist's personal link works, since when and until when", returns: "PersonalLinkStatus (shared/my-day-api.ts)" },
  "POST /api/admin/staff/:id/personal-link": {
    ...admin,
    summary: "Issue (or re-issue, ending the old one) a manicurist's personal link and email it with her calendar address",
    body: personalLinkRequestSchema,
    status: 201,
    returns: "PersonalLinkStatus (shared/my-day-api.ts)",
  },
  "DELETE /api/admin/staff/:id/personal-link": { ...admin, summary: "Revoke a manicurist's personal link (page and calendar feed)", status: 204, produces: "empty" },
  "GET /api/admin/staff-sharing": { ...admin, summary: "What the manicurists' own pages and calendar feeds show of customers (client card note, phone)", response: staffSharingSchema },
  "PUT /api/admin/staff-sharing": {
    ...admin,
    summary: "Set what the manicurists' own pages and calendar feeds show of customers",
    body: staffSharingSchema,
    response: staffSharingSchema,
  },
  "GET /api/admin/staff/:id/schedule": { ...admin, summary: "A manicurist's working week", returns: "WeeklySchedule (shared/admin-api.ts)" },
  "PUT /api/admin/staff/:id/schedule": {
    ...admin,
    summary: "Replace a manicurist's working week",
    body: weeklyScheduleSaveSchema,
    returns: "WeeklySchedule (shared/admin-api.ts)",
    conflict: strandedBookingsAnswerSchema,
  },
  "GET /api/admin/staff/:id/time-off": { ...admin, summary: "A manicurist's time off", returns: "TimeOffEntry[] (shared/admin-api.ts)" },
  "POST /api/admin/staff/:id/time-off": {
    ...admin,
    summary: "Add time off (inclusive dates)",
    body: timeOffSaveSchema,
    status: 201,
    returns: "TimeOffEntry (shared/admin-api.ts)",
    conflict: strandedBookingsAnswerSchema,
  },
  "DELETE /api/admin/staff/:id/time-off/:timeOffId": { ...admin, summary: "Remove time off", status: 204, produces: "empty" },

  "GET /api/admin/service-options/:id": {
    ...admin,
    summary: "The options of the service `id`, inactive ones too",
    params: { id: serviceIdParam },
    returns: "AdminServiceOption[] (shared/admin-catalogue-api.ts)",
  },
  "POST /api/admin/service-options": { ...admin, summary: "Add an option", body: serviceOptionFormSchema, status: 201, returns: "AdminServiceOption (shared/admin-catalogue-api.ts)" },
  "PUT /api/admin/service-options/:id": { ...admin, summary: "Edit an option", body: serviceOptionUpdateSchema, returns: "AdminServiceOption (shared/admin-catalogue-api.ts)" },
  "DELETE /api/admin/service-options/:id": { ...admin, summary: "Delete an option", status: 204, produces: "empty" },
  ...seedRoutes,

  "POST /api/admin/seed-services": { ...admin, summary: "Add the default services that are missing", returns: "SeedServicesResult (shared/admin-catalogue-api.ts)" },
  "POST /api/admin/reset-database": { ...superadmin, summary: "Delete the bookings, clients and reviews (superadmin)", returns: "ResetDatabaseResult (shared/admin-catalogue-api.ts)" },
  "POST /api/admin/fix-timezone-data": { ...admin, summary: "Find (and with confirm, fix) appointments stored in the wrong time zone", body: fixTimezoneSchema, returns: "TimezoneFixResult (shared/admin-catalogue-api.ts)" },

  "GET /api/admin/campaigns": { ...admin, summary: "The news campaigns", returns: "CampaignSummary[] (shared/campaigns-api.ts)" },
  "POST /api/admin/campaigns": { ...admin, summary: "Write a campaign", body: campaignRequestSchema, status: 201, returns: "CreatedCampaign (shared/campaigns-api.ts)" },
  "POST /api/admin/campaigns/preview": { ...admin, summary: "How many clients an audience reaches", body: audiencePreviewSchema, returns: "AudienceCount (shared/campaigns-api.ts)" },
  "GET /api/admin/campaigns/:id": { ...admin, summary: "A campaign", returns: "CampaignSummary (shared/campaigns-api.ts)" },
  "POST /api/admin/campaigns/:id/send": { ...admin, summary: "Send a campaign to its audience", returns: "CampaignSummary (shared/campaigns-api.ts)" },
  "POST /api/admin/campaigns/:id/test": { ...admin, summary: "Send a campaign to the signed-in admin only", status: 202, returns: "{ sentTo }" },

  "GET /api/superadmin/users": {
    ...superadmin,
    summary: "One page of the admin accounts (role=admins, the default) or of every user (role=all), newest first, or of those a search finds",
    query: superadminUsersQuerySchema,
    responseHeaders: pageHeaders,
    response: z.array(userListRowSchema),
  },
  "POST /api/superadmin/admins": { ...superadmin, summary: "Create an admin with a one-time password", body: createAdminSchema, status: 201, returns: "IssuedCredentials (shared/admin-accounts-api.ts)" },
  "POST /api/superadmin/users/:id/reset-password": { ...superadmin, summary: "Issue a one-time password", body: issuePasswordSchema, returns: "IssuedCredentials (shared/admin-accounts-api.ts)" },
  "PUT /api/superadmin/users/:id/admin-level": { ...superadmin, summary: "Make a user an admin or superadmin, or neither", body: adminLevelSchema, returns: "UserListRow (shared/admin-api.ts)" },
  "PUT /api/superadmin/users/:id/email": { ...superadmin, summary: "Set an admin account's email", body: adminEmailSchema, returns: "UserListRow (shared/admin-api.ts)" },
} satisfies Record<string, ApiOperation>;
