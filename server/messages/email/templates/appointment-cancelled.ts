import { SALON_IDENTITY } from "../salon";
import { calendarAttachment } from "./calendar";
import { appointmentDetails, bookAgainButton, paragraph, sentence, toCustomer, when, type Composer, type PerLanguage } from "./layout";
import { cancelOutcomeBlocks } from "./payment-terms";

interface Texts {
  subject: (date: string) => string;
  cancelled: (date: string, time: string) => string;
  cancelledByCustomer: (date: string, time: string) => string;
  reason: (reason: string) => string;
  calendarNote: string;
  unexpected: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    subject: (date) => `Tu cita del ${date} fue cancelada`,
    cancelled: (date, time) => sentence(`El salón canceló tu cita del ${date} a las ${time}.`),
    cancelledByCustomer: (date, time) => `Cancelaste tu cita del ${date} a las ${time}; el horario queda libre para alguien más.`,
    reason: (reason) => `Motivo: ${reason}`,
    calendarNote: "El archivo de calendario (.ics) adjunto quita la cita de tu calendario.",
    unexpected: `Si no esperabas este cambio, llámanos al ${SALON_IDENTITY.phone}. Puedes reservar otro horario en línea.`,
  },
  en: {
    subject: (date) => `Your appointment on ${date} has been cancelled`,
    cancelled: (date, time) => sentence(`The salon has cancelled your appointment on ${date} at ${time}.`),
    cancelledByCustomer: (date, time) => `You cancelled your appointment on ${date} at ${time}; the time is free for someone else now.`,
    reason: (reason) => `Reason: ${reason}`,
    calendarNote: "The attached calendar file (.ics) removes the appointment from your calendar.",
    unexpected: `If you didn't expect this, please call us at ${SALON_IDENTITY.phone}. You can book another time online.`,
  },
};

/**
 * Cancelled by the salon (or by the customer's manage link) → customer, with the reason when the salon gave one,
 * what becomes of a card deposit or saved card, and a calendar file that removes the event.
 */
export const appointmentCancelled: Composer = (payload, locale, context) => {
  const texts = TEXTS[locale];
  const { appointment, cancelReason } = payload;
  const { date, time } = when(appointment, locale);
  return {
    ...toCustomer(appointment, locale, texts.subject(date), [
      paragraph((payload.byCustomer ? texts.cancelledByCustomer : texts.cancelled)(date, time)),
      ...(cancelReason ? [paragraph(texts.reason(cancelReason))] : []),
      ...cancelOutcomeBlocks(payload, locale),
      ...appointmentDetails(appointment, locale),
      paragraph(texts.calendarNote),
      ...(payload.byCustomer ? [] : [paragraph(texts.unexpected)]),
      bookAgainButton(locale, context),
    ]),
    attachments: [calendarAttachment(payload, locale, context, "CANCEL")],
  };
};
