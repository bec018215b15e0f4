import { SALON_IDENTITY } from "../salon";
import { appointmentDetails, bookAgainButton, paragraph, toCustomer, when, type Composer, type PerLanguage } from "./layout";

interface Texts {
  subject: (date: string) => string;
  sorry: (date: string, time: string) => string;
  rebook: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    subject: (date) => `No pudimos confirmar tu cita del ${date}`,
    sorry: (date, time) => `Lo sentimos: la manicurista asignada no puede atender tu cita del ${date} a las ${time}, así que quedó cancelada.`,
    rebook: `Reserva otro horario en línea o llámanos al ${SALON_IDENTITY.phone} y con gusto te ayudamos.`,
  },
  en: {
    subject: (date) => `We couldn't confirm your appointment on ${date}`,
    sorry: (date, time) => `We're sorry: the manicurist assigned to your appointment on ${date} at ${time} can't take it, so it has been cancelled.`,
    rebook: `Book another time online or call us at ${SALON_IDENTITY.phone}; we'll be glad to help.`,
  },
};

/** Declined by the manicurist's link → customer. */
export const appointmentDeclined: Composer = ({ appointment }, locale, context) => {
  const texts = TEXTS[locale];
  const { date, time } = when(appointment, locale);
  return toCustomer(appointment, locale, texts.subject(date), [
    paragraph(texts.sorry(date, time)),
    ...appointmentDetails(appointment, locale),
    paragraph(texts.rebook),
    bookAgainButton(locale, context),
  ]);
};
