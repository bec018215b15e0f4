import { SALON_IDENTITY } from "../salon";
import { appointmentDetails, LABELS, paragraph, toCustomer, when, type Composer, type PerLanguage } from "./layout";

interface Texts {
  subject: (date: string, time: string) => string;
  reminder: string;
  cannotCome: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    subject: (date, time) => `Recordatorio: tu cita el ${date} a las ${time}`,
    reminder: `Te recordamos tu cita en ${SALON_IDENTITY.name}.`,
    cannotCome: `Si no puedes venir, llámanos al ${SALON_IDENTITY.phone} para liberar el horario.`,
  },
  en: {
    subject: (date, time) => `Reminder: your appointment on ${date} at ${time}`,
    reminder: `This is a reminder of your appointment at ${SALON_IDENTITY.name}.`,
    cannotCome: `If you can't make it, please call us at ${SALON_IDENTITY.phone} so we can free the time.`,
  },
};

/** The appointment starts within a day → customer. */
export const appointmentReminder: Composer = ({ appointment }, locale) => {
  const texts = TEXTS[locale];
  const { date, time } = when(appointment, locale);
  return toCustomer(appointment, locale, texts.subject(date, time), [
    paragraph(texts.reminder),
    ...appointmentDetails(appointment, locale, { staff: true }),
    paragraph(`${LABELS[locale].address}: ${SALON_IDENTITY.address}.`),
    paragraph(texts.cannotCome),
  ]);
};
