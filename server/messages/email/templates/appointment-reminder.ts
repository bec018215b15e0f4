import { SALON_IDENTITY } from "../salon";
import { appointmentDetails, LABELS, manageBlocks, paragraph, toCustomer, when, type Composer, type PerLanguage } from "./layout";

interface Texts {
  subject: (date: string, time: string) => string;
  reminder: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    subject: (date, time) => `Recordatorio: tu cita el ${date} a las ${time}`,
    reminder: `Te recordamos tu cita en ${SALON_IDENTITY.name}.`,
  },
  en: {
    subject: (date, time) => `Reminder: your appointment on ${date} at ${time}`,
    reminder: `This is a reminder of your appointment at ${SALON_IDENTITY.name}.`,
  },
};

/** The appointment starts within a day → customer. */
export const appointmentReminder: Composer = (payload, locale, context) => {
  const { appointment } = payload;
  const texts = TEXTS[locale];
  const { date, time } = when(appointment, locale);
  return toCustomer(appointment, locale, texts.subject(date, time), [
    paragraph(texts.reminder),
    ...appointmentDetails(appointment, locale, { staff: true }),
    paragraph(`${LABELS[locale].address}: ${SALON_IDENTITY.address}.`),
    ...manageBlocks(payload, locale, context),
  ]);
};
