import { SALON_IDENTITY } from "../salon";
import { appointmentDetails, bookAgainButton, paragraph, toCustomer, when, type Composer, type PerLanguage } from "./layout";

interface Texts {
  subject: (date: string) => string;
  cancelled: (date: string, time: string) => string;
  unexpected: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    subject: (date) => `Tu cita del ${date} fue cancelada`,
    cancelled: (date, time) => `El salón canceló tu cita del ${date} a las ${time}.`,
    unexpected: `Si no esperabas este cambio, llámanos al ${SALON_IDENTITY.phone}. Puedes reservar otro horario en línea.`,
  },
  en: {
    subject: (date) => `Your appointment on ${date} has been cancelled`,
    cancelled: (date, time) => `The salon has cancelled your appointment on ${date} at ${time}.`,
    unexpected: `If you didn't expect this, please call us at ${SALON_IDENTITY.phone}. You can book another time online.`,
  },
};

/** Cancelled by an admin → customer. */
export const appointmentCancelled: Composer = ({ appointment }, locale, context) => {
  const texts = TEXTS[locale];
  const { date, time } = when(appointment, locale);
  return toCustomer(appointment, locale, texts.subject(date), [
    paragraph(texts.cancelled(date, time)),
    ...appointmentDetails(appointment, locale),
    paragraph(texts.unexpected),
    bookAgainButton(locale, context),
  ]);
};
