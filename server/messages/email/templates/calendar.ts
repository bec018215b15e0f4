import { formatPrice } from "@shared/money";
import type { Locale } from "@shared/schema";
import { buildIcs } from "../ics";
import type { EmailPayload, RenderContext } from "../../payloads";
import { SALON_IDENTITY } from "../salon";
import type { RenderedEmail } from "../transport";
import { lineName, partRows, type PerLanguage } from "./layout";

/** Before the salon's phone number in the calendar event's description. */
const PHONE_LABEL: PerLanguage<string> = { es: "Tel.", en: "Phone" };

/**
 * The appointment as a calendar file, one event from its start to its end. Every email of one appointment
 * carries the same UID and the appointment's sequence (raised by each move and cancellation), so a calendar that imported the first
 * one updates that event in place, or removes it on a cancellation, instead of adding another.
 */
export function calendarAttachment(
  payload: EmailPayload,
  locale: Locale,
  context: RenderContext,
  method: "PUBLISH" | "CANCEL" = "PUBLISH",
): NonNullable<RenderedEmail["attachments"]>[number] {
  const { appointment } = payload;
  const summary = appointment.lines.map((line) => lineName(line, locale)).join(", ");
  // A visit of several parts is still one event, over the whole visit; its description gives each part.
  const parts = partRows(appointment, locale).map(([time, what]) => `${time}: ${what}`);
  const ics = buildIcs({
    uid: `appointment-${appointment.appointmentId}@${new URL(context.publicUrl).hostname}`,
    sequence: appointment.calendarSequence ?? 0,
    method,
    date: appointment.date,
    time: appointment.time,
    durationMinutes: appointment.durationMinutes,
    summary: `${SALON_IDENTITY.name}: ${summary}`,
    description: [summary, ...parts, `Total: ${formatPrice(appointment.totalPrice)}`, `${PHONE_LABEL[locale]} ${SALON_IDENTITY.phone}`].join("\n"),
    location: `${SALON_IDENTITY.name}, ${SALON_IDENTITY.address}`,
    organizer: { name: SALON_IDENTITY.name, email: SALON_IDENTITY.email },
    stamp: new Date(payload.issuedAt),
    status: method === "CANCEL" ? "CANCELLED" : undefined,
  });
  return { filename: "cita.ics", content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` };
}
