import { calendarAttachment } from "./calendar";
import { appointmentDetails, lineName, manageBlocks, paragraph, sentence, soleStaffName, toCustomer, when, type Composer, type PerLanguage } from "./layout";

interface Texts {
  subject: (date: string, time: string) => string;
  moved: (from: string, to: string) => string;
  movedByCustomer: (from: string, to: string) => string;
  at: (date: string, time: string) => string;
  newStaff: (name: string) => string;
  calendarNote: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    subject: (date, time) => `Tu cita cambió: ${date}, ${time}`,
    moved: (from, to) => sentence(`El salón movió tu cita del ${from} al ${to}.`),
    movedByCustomer: (from, to) => sentence(`Cambiaste tu cita del ${from} al ${to}.`),
    at: (date, time) => `${date} a las ${time}`,
    newStaff: (name) => `Te atenderá ${name}.`,
    calendarNote: "El archivo de calendario (.ics) adjunto actualiza la cita en tu calendario.",
  },
  en: {
    subject: (date, time) => `Your appointment has moved: ${date} at ${time}`,
    moved: (from, to) => sentence(`The salon has moved your appointment from ${from} to ${to}.`),
    movedByCustomer: (from, to) => sentence(`You moved your appointment from ${from} to ${to}.`),
    at: (date, time) => `${date} at ${time}`,
    newStaff: (name) => `${name} will take care of you.`,
    calendarNote: "The attached calendar file (.ics) updates the appointment in your calendar.",
  },
};

/** Moved by the salon (date, time or manicurist) or by the customer's manage link → customer, with the calendar event updated in place. */
export const appointmentMoved: Composer = (payload, locale, context) => {
  const texts = TEXTS[locale];
  const { appointment, previous } = payload;
  const now = when(appointment, locale);
  const before = previous ? when({ ...appointment, date: previous.date, time: previous.time }, locale) : now;
  const member = soleStaffName(appointment, locale);
  const staffChanged = member !== undefined && member !== (previous?.staff ? lineName(previous.staff, locale) : undefined);
  return {
    ...toCustomer(appointment, locale, texts.subject(now.date, now.time), [
      paragraph((payload.byCustomer ? texts.movedByCustomer : texts.moved)(texts.at(before.date, before.time), texts.at(now.date, now.time))),
      ...(staffChanged ? [paragraph(texts.newStaff(member))] : []),
      ...appointmentDetails(appointment, locale, { staff: true }),
      paragraph(texts.calendarNote),
      ...manageBlocks(payload, locale, context),
    ]),
    attachments: [calendarAttachment(payload, locale, context)],
  };
};
