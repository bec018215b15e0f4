import { appointmentSnapshot, loadAppointmentForMessage } from "../messages/appointment-messages";
import { calendarAttachment } from "../messages/email/templates/calendar";
import { AppError } from "../infra/http/errors";
import { INVALID_LINK, linkedAppointment, type ManageDeps } from "./service";

export interface ManagedCalendar {
  contentType: string;
  filename: string;
  body: string;
}

/**
 * The appointment of a manage link as a calendar file, the very event its emails attach: the same UID and
 * sequence, so adding it from the confirmation page and later opening an email's copy update one event;
 * a cancelled appointment's file removes it. In the language it was booked in, as its emails are.
 */
export async function managedCalendar(deps: ManageDeps & { publicUrl: string }, token: string, now: Date): Promise<ManagedCalendar> {
  const appointment = await linkedAppointment(deps.db, token, now);
  const loaded = await loadAppointmentForMessage(deps.db, appointment.id);
  if (!loaded) throw new AppError("NOT_FOUND", INVALID_LINK);
  const snapshot = await appointmentSnapshot(deps.db, loaded);
  const file = calendarAttachment(
    { appointment: snapshot, issuedAt: now.toISOString() },
    appointment.locale,
    { publicUrl: deps.publicUrl, cancelCutoffHours: deps.cancelCutoffHours },
    appointment.status === "cancelled" ? "CANCEL" : "PUBLISH",
  );
  return { contentType: file.contentType, filename: file.filename, body: file.content };
}
