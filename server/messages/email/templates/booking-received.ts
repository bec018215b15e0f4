import { SALON_IDENTITY } from "../salon";
import { paymentBlocks } from "./payment-terms";
import { calendarAttachment } from "./calendar";
import { appointmentDetails, manageBlocks, paragraph, toCustomer, when, type Composer, type PerLanguage } from "./layout";

interface Texts {
  subject: (date: string, time: string) => string;
  pending: string;
  calendarNote: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    subject: (date, time) => `Recibimos tu reserva: ${date}, ${time}`,
    pending: `Gracias por reservar en ${SALON_IDENTITY.name}. Tu cita está pendiente de que una de nuestras manicuristas la confirme; te escribiremos en cuanto quede confirmada.`,
    calendarNote: "Adjuntamos un archivo de calendario (.ics) para que agregues la cita a tu calendario.",
  },
  en: {
    subject: (date, time) => `We received your booking: ${date} at ${time}`,
    pending: `Thank you for booking with ${SALON_IDENTITY.name}. Your appointment is waiting for one of our manicurists to confirm it; we will email you as soon as it is confirmed.`,
    calendarNote: "The attached calendar file (.ics) adds the appointment to your calendar.",
  },
};

/** Booking received → customer, with the appointment as a calendar file. */
export const bookingReceived: Composer = (payload, locale, context) => {
  const texts = TEXTS[locale];
  const appointment = payload.appointment;
  const { date, time } = when(appointment, locale);
  return {
    ...toCustomer(appointment, locale, texts.subject(date, time), [
      paragraph(texts.pending),
      ...appointmentDetails(appointment, locale),
      ...paymentBlocks(payload, locale),
      paragraph(texts.calendarNote),
      ...manageBlocks(payload, locale, context),
    ]),
    attachments: [calendarAttachment(payload, locale, context)],
  };
};
