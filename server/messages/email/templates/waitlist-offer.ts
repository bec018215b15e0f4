import { formatTime } from "../../format";
import type { EmailPayload, WaitlistDetails } from "../../payloads";
import { appointmentDetails, GREETING, paragraph, when, type Composer, type PerLanguage } from "./layout";

/** The footer's reason in every waitlist email. */
export const WAITLIST_REASON: PerLanguage<string> = {
  es: "Recibiste este correo porque te anotaste en nuestra lista de espera.",
  en: "You received this email because you joined our waitlist.",
};

export function waitlistOf(payload: EmailPayload): WaitlistDetails {
  if (!payload.waitlist) throw new Error("This email needs its waitlist details and its payload has none");
  return payload.waitlist;
}

interface Texts {
  subject: (date: string, time: string) => string;
  opened: string;
  until: (time: string) => string;
  claim: string;
  notNow: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    subject: (date, time) => `Se liberó un lugar: ${date}, ${time}`,
    opened: "¡Buenas noticias! Se liberó un horario que te queda:",
    until: (time) => `Lo guardamos para ti hasta las ${time}; después pasa a la siguiente persona de la lista. Si alguien más lo reserva antes, sigues en la lista.`,
    claim: "Reservar este horario",
    notNow: "¿No te queda? No hagas nada y seguirás en la lista; el enlace del correo de confirmación te saca de ella.",
  },
  en: {
    subject: (date, time) => `A time opened up: ${date} at ${time}`,
    opened: "Good news! A time that suits you has opened up:",
    until: (time) => `We keep it for you until ${time}; then it goes to the next person on the list. If someone else books it first, you stay on the list.`,
    claim: "Book this time",
    notNow: "Doesn't suit you? Do nothing and you stay on the list; the link in your confirmation email takes you off it.",
  },
};

/** A place freed up → the first fitting waitlist entry: the time, the services and total, the claim link and its expiry. */
export const waitlistOffer: Composer = (payload, locale, context) => {
  const texts = TEXTS[locale];
  const waitlist = waitlistOf(payload);
  if (!waitlist.token || !waitlist.expiresAt) throw new Error("A waitlist offer needs its token and expiry");
  const { date, time } = when(payload.appointment, locale);
  const expiry = formatTime(waitlist.expiresAtSalonTime ?? payload.appointment.time, locale);
  return {
    subject: texts.subject(date, time),
    lang: locale,
    blocks: [
      paragraph(GREETING[locale](payload.appointment.customer.firstName)),
      paragraph(texts.opened),
      ...appointmentDetails(payload.appointment, locale),
      { type: "actions", buttons: [{ label: texts.claim, url: `${context.publicUrl}/waitlist/offer/${waitlist.token}`, tone: "primary" }] },
      paragraph(texts.until(expiry)),
      paragraph(texts.notNow),
    ],
    reason: WAITLIST_REASON[locale],
  };
};
