import { MY_APPOINTMENTS_LINK_HOURS } from "@shared/manage-api";
import { formatPrice } from "@shared/money";
import { lineName, paragraph, requireToken, toCustomer, when, type Block, type Composer, type PerLanguage } from "./layout";

interface Texts {
  subject: string;
  intro: (count: number) => string;
  appointment: (date: string, time: string) => string;
  open: string;
  expiry: string;
  notYou: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    subject: "Tus próximas citas",
    intro: (count) => (count === 1 ? "Esta es tu próxima cita:" : `Estas son tus ${count} próximas citas:`),
    appointment: (date, time) => `${date}, ${time}`,
    open: "Ver y cambiar mis citas",
    expiry: `Desde el enlace puedes cancelar o cambiar de horario cada cita. Vale ${MY_APPOINTMENTS_LINK_HOURS} horas.`,
    notYou: "Si no pediste este enlace, puedes ignorar este correo: nadie más lo recibió.",
  },
  en: {
    subject: "Your upcoming appointments",
    intro: (count) => (count === 1 ? "Here is your upcoming appointment:" : `Here are your ${count} upcoming appointments:`),
    appointment: (date, time) => `${date} at ${time}`,
    open: "See and change my appointments",
    expiry: `From the link you can cancel or reschedule each appointment. It works for ${MY_APPOINTMENTS_LINK_HOURS} hours.`,
    notYou: "If you did not ask for this link, you can ignore this email: nobody else received it.",
  },
};

/** Someone typed this address on My appointments → the address, with one link listing its upcoming appointments. */
export const myAppointmentsLink: Composer = (payload, locale, context) => {
  const texts = TEXTS[locale];
  const upcoming = payload.upcoming ?? [payload.appointment];
  const listed: Block[] = upcoming.map((appointment) => {
    const { date, time } = when(appointment, locale);
    const services = appointment.lines.map((line) => lineName(line, locale)).join(", ");
    return { type: "details", rows: [[texts.appointment(date, time), `${services} · ${formatPrice(appointment.totalPrice)}`]] };
  });
  return toCustomer(payload.appointment, locale, texts.subject, [
    paragraph(texts.intro(upcoming.length)),
    ...listed,
    { type: "actions", buttons: [{ label: texts.open, url: `${context.publicUrl}/my-appointments/${requireToken(payload)}`, tone: "primary" }] },
    paragraph(texts.expiry),
    paragraph(texts.notYou),
  ]);
};
