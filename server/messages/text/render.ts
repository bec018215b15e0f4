import type { Locale } from "@shared/schema";
import { SALON } from "@shared/salon";
import { formatLongDate, formatTime } from "../format";
import { isCampaignPayload, isPersonalLinkPayload, type EmailKind, type OutboxPayload, type RenderContext } from "../payloads";

/** The appointment emails that also go out as a text message when the salon has a text channel. */
export const TEXT_KINDS: readonly EmailKind[] = ["appointment_confirmed", "appointment_reminder", "appointment_cancelled", "appointment_moved"];

type Sentence = (when: string) => string;

/**
 * Worded within the GSM 7-bit alphabet (no á, í, ó, ú): one such character makes the whole message UCS-2,
 * whose segments carry 70 characters instead of 160, so a text costs three segments instead of two.
 * Only a Saturday ("sábado") still needs UCS-2 in Spanish.
 */
const SENTENCES: Record<Locale, Partial<Record<EmailKind, Sentence>>> = {
  es: {
    appointment_confirmed: (when) => `Confirmamos tu cita: ${when}`,
    appointment_reminder: (when) => `Recordatorio: tu cita es el ${when}`,
    appointment_cancelled: (when) => `Tu cita del ${when} fue cancelada`,
    appointment_moved: (when) => `Cambiamos tu cita: ahora es el ${when}`,
    waitlist_offer: (when) => `Se libero un lugar de tu lista de espera: ${when}`,
  },
  en: {
    appointment_confirmed: (when) => `Your appointment is confirmed: ${when}`,
    appointment_reminder: (when) => `Reminder: your appointment is ${when}`,
    appointment_cancelled: (when) => `Your appointment on ${when} has been cancelled`,
    appointment_moved: (when) => `Your appointment has moved to ${when}`,
    waitlist_offer: (when) => `A time opened up on your waitlist: ${when}`,
  },
};

const MANAGE: Record<Locale, string> = { es: "Cambiar o cancelar", en: "Change or cancel" };
const CLAIM: Record<Locale, string> = { es: "Reservalo", en: "Book it" };
const STOP: Record<Locale, string> = { es: "Para darte de baja: ", en: "To stop these: " };

/** "martes, 24 de noviembre, 10:00 a.m." / "Tuesday, November 24 at 10:00 AM": the year goes without saying. */
function when(date: string, time: string, locale: Locale): string {
  const day = formatLongDate(date, locale).replace(/,? de \d{4}$|, \d{4}$/, "");
  const clock = formatTime(time, locale);
  return locale === "es" ? `${day}, ${clock}` : `${day} at ${clock}`;
}

/** Closes a sentence with a period unless it already ends with one of its own ("a.m.", "¡Oferta!"). */
function sentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/**
 * The short text of an outbox row for the text channel, in the row's language: the salon's name, what
 * happened and when, and the manage link (or a campaign's unsubscribe link).
 */
export function renderText(kind: EmailKind, locale: Locale, payload: OutboxPayload, context: RenderContext): string {
  if (isCampaignPayload(payload)) {
    const unsubscribe = payload.unsubscribeToken ? ` ${STOP[locale]}${context.publicUrl}/unsubscribe/${payload.unsubscribeToken}` : "";
    return `${SALON.name}: ${sentence(payload.campaign.subject.trim())}${unsubscribe}`;
  }
  const news = SENTENCES[locale][kind];
  if (!news || isPersonalLinkPayload(payload)) throw new Error(`No text message for ${kind}`);
  const { date, time } = payload.appointment;
  const claim = payload.waitlist?.token;
  const link = claim
    ? ` ${CLAIM[locale]}: ${context.publicUrl}/waitlist/offer/${claim}`
    : payload.manageToken
      ? ` ${MANAGE[locale]}: ${context.publicUrl}/manage/${payload.manageToken}`
      : "";
  return `${SALON.name}: ${sentence(news(when(date, time, locale)))}${link}`;
}
