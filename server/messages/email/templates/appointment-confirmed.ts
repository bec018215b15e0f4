import { SALON_IDENTITY } from "../salon";
import { paymentBlocks } from "./payment-terms";
import { appointmentDetails, manageBlocks, paragraph, soleStaffName, toCustomer, when, type Composer, type PerLanguage } from "./layout";

interface Texts {
  subject: (date: string, time: string) => string;
  /** `member` is the manicurist who confirmed, when one is assigned. */
  news: (member: string | undefined) => string;
  seeYou: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    subject: (date, time) => `Tu cita está confirmada: ${date}, ${time}`,
    news: (member) => (member ? `¡Buenas noticias! ${member} confirmó tu cita.` : "¡Buenas noticias! Tu cita está confirmada."),
    seeYou: `Te esperamos en ${SALON_IDENTITY.address}.`,
  },
  en: {
    subject: (date, time) => `Your appointment is confirmed: ${date} at ${time}`,
    news: (member) => (member ? `Good news! ${member} confirmed your appointment.` : "Good news! Your appointment is confirmed."),
    seeYou: `See you at ${SALON_IDENTITY.address}.`,
  },
};

/** Confirmed (by the manicurist's link or by an admin) → customer. */
export const appointmentConfirmed: Composer = (payload, locale, context) => {
  const { appointment } = payload;
  const texts = TEXTS[locale];
  const { date, time } = when(appointment, locale);
  return toCustomer(appointment, locale, texts.subject(date, time), [
    paragraph(texts.news(soleStaffName(appointment, locale))),
    ...appointmentDetails(appointment, locale, { staff: true }),
    ...paymentBlocks(payload, locale),
    paragraph(texts.seeYou),
    ...manageBlocks(payload, locale, context),
  ]);
};
