/**
 * Schedule changes that meet bookings: time off, a saved week or a saved day that would leave appointments
 * without their manicurist are refused with the list of those appointments, until the request says what to
 * do with each one (give it to another manicurist, leave it for the salon to assign, or cancel it).
 */
import { z } from "zod";
import { dateParam, timeParam } from "./api";
import { availabilityEntrySchema, timeOffSchema, weeklyScheduleSchema } from "./admin-api";

export const RESOLUTION_ACTIONS = ["reassign", "unassign", "cancel"] as const;
export type ResolutionAction = (typeof RESOLUTION_ACTIONS)[number];

export const STRANDED_BOOKINGS_MESSAGE = "This change leaves appointments without a manicurist. Choose what to do with each one and save again.";
export const RESOLUTION_NEEDS_STAFF = "Choose the manicurist who takes the appointment";
export const RESOLUTION_NEEDS_REASON = "Write why the appointment is cancelled";
export const RESOLUTION_TWICE = "Choose one action per appointment";

/** What to do with one appointment the change would strand. */
export const scheduleResolutionSchema = z
  .object({
    appointmentId: z.number().int().positive().max(2_147_483_647),
    action: z.enum(RESOLUTION_ACTIONS, { error: "The action must be reassign, unassign or cancel" }),
    /** The manicurist who takes the appointment (reassign). */
    staffId: z.number().int().positive().max(2_147_483_647).nullish(),
    /** Why it is cancelled (cancel), told to the customer in the cancellation message. */
    reason: z.string().trim().max(500, "Reason must be at most 500 characters").nullish(),
  })
  .refine((resolution) => resolution.action !== "reassign" || Boolean(resolution.staffId), { message: RESOLUTION_NEEDS_STAFF, path: ["staffId"] })
  .refine((resolution) => resolution.action !== "cancel" || Boolean(resolution.reason), { message: RESOLUTION_NEEDS_REASON, path: ["reason"] });
export type ScheduleResolution = z.output<typeof scheduleResolutionSchema>;
export type ScheduleResolutionInput = z.input<typeof scheduleResolutionSchema>;

export const resolutionsField = {
  resolutions: z
    .array(scheduleResolutionSchema)
    .max(500)
    .refine((list) => new Set(list.map((resolution) => resolution.appointmentId)).size === list.length, { message: RESOLUTION_TWICE })
    .optional(),
};
export const resolutionsBodySchema = z.object(resolutionsField);

/** PUT /api/admin/staff/:id/schedule. */
export const weeklyScheduleSaveSchema = weeklyScheduleSchema.safeExtend(resolutionsField);
/** POST /api/admin/staff/:id/time-off. */
export const timeOffSaveSchema = timeOffSchema.safeExtend(resolutionsField);
/** POST /api/admin/staff-availability. */
export const availabilitySaveSchema = availabilityEntrySchema.safeExtend(resolutionsField);

/** One appointment the change would leave without a manicurist, and who could take it instead. */
export const strandedAppointmentSchema = z.object({
  appointmentId: z.number().int(),
  appointmentDate: dateParam,
  appointmentTime: timeParam,
  totalDuration: z.number().int(),
  /** Its manicurist now; null for a job not yet assigned that nobody else could take. */
  staffId: z.number().int().nullable(),
  /** The name it was booked with. */
  customerName: z.string().nullable(),
  /** Other manicurists qualified for it and free for its whole time once the change is made. */
  suggestedStaffIds: z.array(z.number().int()),
});
export type StrandedAppointment = z.output<typeof strandedAppointmentSchema>;

/** The 409 answer of a schedule change that meets bookings without a choice for each. */
export const strandedBookingsAnswerSchema = z.object({ message: z.string(), affected: z.array(strandedAppointmentSchema) });
export type StrandedBookingsAnswer = z.output<typeof strandedBookingsAnswerSchema>;
