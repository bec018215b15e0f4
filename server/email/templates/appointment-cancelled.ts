import { SALON_IDENTITY } from "../salon";
import { calendarAttachment } from "./calendar";
import { appointmentDetails, bookAgainButton, paragraph, toCustomer, when, type Composer, type PerLanguage } from "./layout";

interface Texts {
  subject: (date: string) => string;
  cancelled: (date: string, time: string) => string;
  reason: (reason: string) => string;
  calendarNote: string;
  unexpected: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    subject: (date) => `Tu cita del ${date} fue cancelada`,
    cancelled: (date, time) => `El salón canceló tu cita del ${date} a las ${time}.`,
    reason: (reason) => `Motivo: ${reason}`,
    calendarNote: "El archivo de calendario (.ics) adjunto quita la cita de tu calendario.",
    unexpected: `Si no esperabas este cambio, llámanos al ${SALON_IDENTITY.phone}. Puedes reservar otro horario en línea.`,
  },
  en: {
    subject: (date) => `Your appointment on ${date} has been cancelled`,
    cancelled: (date, time) => `The salon has cancelled your appointment on ${date} at ${time}.`,
    reason: (reason) => `Reason: ${reason}`,
    calendarNote: "The attached calendar file (.ics) removes the appointment from your calendar.",
    unexpected: `If you didn't expect this, please call us at ${SALON_IDENTITY.phone}. You can book another time online.`,
  },
};

/** Cancelled by an admin → customer, with the reason when the salon gave one and a calendar file that removes the event. */
export const appointmentCancelled: Composer = (payload, locale, context) => {
  const texts = TEXTS[locale];
  const { appointment, cancelReason } = payload;
  const { date, time } = when(appointment, locale);
  return {
    ...toCustomer(appointment, locale, texts.subject(date), [
      paragraph(texts.cancelled(date, time)),
      ...(cancelReason ? [paragraph(texts.reason(cancelReason))] : []),
      ...appointmentDetails(appointment, locale),
      paragraph(texts.calendarNote),
      paragraph(texts.unexpected),
      bookAgainButton(locale, context),
    ]),
    attachments: [calendarAttachment(payload, locale, context, "CANCEL")],
  };
};
