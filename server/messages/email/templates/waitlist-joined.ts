import { formatLongDate, formatTime } from "../../format";
import type { EmailPayload } from "../../payloads";
import { GREETING, paragraph, type Composer, type PerLanguage } from "./layout";
import { WAITLIST_REASON, waitlistOf } from "./waitlist-offer";

interface Texts {
  subject: string;
  joined: string;
  dates: (dates: string) => string;
  between: (earliest: string, latest: string) => string;
  how: string;
  leave: string;
  leaveButton: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    subject: "Estás en la lista de espera",
    joined: "Te anotamos en la lista de espera. Si se libera un lugar que te quede, te escribimos en el orden en que se anotaron las clientas.",
    dates: (dates) => `Fechas: ${dates}`,
    between: (earliest, latest) => `Para empezar entre las ${earliest} y las ${latest}.`,
    how: "Cada aviso trae un enlace para reservar ese horario; el lugar se guarda para ti un rato y después pasa a la siguiente persona de la lista.",
    leave: "¿Ya no lo necesitas? Sal de la lista con este enlace:",
    leaveButton: "Salir de la lista de espera",
  },
  en: {
    subject: "You are on the waitlist",
    joined: "You are on the waitlist. If a time that suits you opens up, we will write to you, in the order people joined.",
    dates: (dates) => `Dates: ${dates}`,
    between: (earliest, latest) => `To start between ${earliest} and ${latest}.`,
    how: "Each offer has a link to book that time; the place is kept for you for a while, then it goes to the next person on the list.",
    leave: "No longer need it? Leave the list with this link:",
    leaveButton: "Leave the waitlist",
  },
};

/** Joined the waitlist → customer: the dates and times asked for, the services, and the link that leaves the list. */
export const waitlistJoined: Composer = (payload: EmailPayload, locale, context) => {
  const texts = TEXTS[locale];
  const waitlist = waitlistOf(payload);
  if (!waitlist.leaveToken) throw new Error("A waitlist confirmation needs its leave token");
  const dates = (waitlist.dates ?? [payload.appointment.date]).map((date) => formatLongDate(date, locale)).join("; ");
  return {
    subject: texts.subject,
    lang: locale,
    blocks: [
      paragraph(GREETING[locale](payload.appointment.customer.firstName)),
      paragraph(texts.joined),
      paragraph(texts.dates(dates)),
      paragraph(texts.between(formatTime(waitlist.earliest ?? payload.appointment.time, locale), formatTime(waitlist.latest ?? payload.appointment.time, locale))),
      { type: "services", locale, appointment: payload.appointment },
      paragraph(texts.how),
      paragraph(texts.leave),
      { type: "actions", buttons: [{ label: texts.leaveButton, url: `${context.publicUrl}/waitlist/leave/${waitlist.leaveToken}`, tone: "secondary" }] },
    ],
    reason: WAITLIST_REASON[locale],
  };
};
