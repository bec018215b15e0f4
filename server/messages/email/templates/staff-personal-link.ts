import type { Locale } from "@shared/schema";
import type { PersonalLinkPayload, RenderContext } from "../../payloads";
import { GREETING, lineName, paragraph, type Composition, type PerLanguage } from "./layout";

interface Texts {
  subject: string;
  intro: string;
  open: string;
  calendarIntro: string;
  calendar: string;
  calendarNote: string;
  keep: string;
  reason: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    subject: "Tu día en el salón, en tu teléfono",
    intro: "Con este enlace ves tus citas de hoy y de los próximos días, confirmas o rechazas las que te asignen y consultas tu horario y tus días libres.",
    open: "Abrir mi día",
    calendarIntro: "Para ver tus citas en el calendario de tu teléfono (Apple, Google u Outlook), suscríbete a esta dirección:",
    calendar: "Añadir a mi calendario",
    calendarNote: "Si tu calendario pide una dirección, copia la de abajo.",
    keep: "El enlace es solo para ti: no lo compartas. Si el salón te envía uno nuevo, el anterior deja de funcionar.",
    reason: "Recibiste este correo porque eres parte del equipo del salón.",
  },
  en: {
    subject: "Your day at the salon, on your phone",
    intro: "With this link you see your appointments for today and the next days, confirm or decline the ones assigned to you, and check your schedule and time off.",
    open: "Open my day",
    calendarIntro: "To see your appointments in your phone's calendar (Apple, Google or Outlook), subscribe to this address:",
    calendar: "Add to my calendar",
    calendarNote: "If your calendar asks for an address, copy the one below.",
    keep: "The link is just for you: do not share it. If the salon sends you a new one, the old one stops working.",
    reason: "You received this email as a member of the salon's team.",
  },
};

/** The page and the calendar feed of one personal token. */
export function personalLinkUrls(publicUrl: string, token: string): { page: string; feed: string; webcal: string } {
  const base = new URL(publicUrl);
  const path = `/staff-feed/${encodeURIComponent(token)}.ics`;
  return { page: `${publicUrl}/my-day/${encodeURIComponent(token)}`, feed: `${publicUrl}${path}`, webcal: `webcal://${base.host}${path}` };
}

/** A manicurist's personal link → that manicurist, in the language the salon chose for them. */
export function staffPersonalLink(payload: PersonalLinkPayload, locale: Locale, context: RenderContext): Composition {
  const texts = TEXTS[locale];
  const { staff, token } = payload.personalLink;
  const urls = personalLinkUrls(context.publicUrl, token);
  return {
    subject: texts.subject,
    lang: locale,
    blocks: [
      paragraph(GREETING[locale](lineName(staff, locale))),
      paragraph(texts.intro),
      { type: "actions", buttons: [{ label: texts.open, url: urls.page, tone: "primary" }] },
      paragraph(texts.calendarIntro),
      { type: "actions", buttons: [{ label: texts.calendar, url: urls.webcal, tone: "secondary" }] },
      paragraph(`${texts.calendarNote} ${urls.webcal}`),
      paragraph(texts.keep),
    ],
    reason: texts.reason,
  };
}
