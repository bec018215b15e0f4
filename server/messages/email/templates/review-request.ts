import { SALON_IDENTITY } from "../salon";
import { paragraph, requireToken, soleStaffName, toCustomer, when, type Composer, type PerLanguage } from "./layout";
import type { RenderContext } from "../../payloads";

interface Texts {
  subject: string;
  /** `member` is the manicurist who did the job, when one was assigned. */
  thanks: (date: string, member: string | undefined) => string;
  leaveReview: string;
  expiry: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    subject: `¿Cómo te fue en ${SALON_IDENTITY.name}?`,
    thanks: (date, member) => `Gracias por visitarnos el ${date}${member ? ` con ${member}` : ""}. ¿Nos cuentas cómo te fue? Solo toma un minuto.`,
    leaveReview: "Dejar mi reseña",
    expiry: "El enlace vence en 30 días y sirve para una sola reseña.",
  },
  en: {
    subject: `How was your visit to ${SALON_IDENTITY.name}?`,
    thanks: (date, member) => `Thank you for visiting us on ${date}${member ? ` with ${member}` : ""}. Would you tell us how it went? It only takes a minute.`,
    leaveReview: "Leave a review",
    expiry: "The link expires in 30 days and works for one review.",
  },
};

function reviewUrl(context: RenderContext, token: string): string {
  return `${context.publicUrl}/review/${encodeURIComponent(token)}`;
}

/** Completed → customer, with the link to review the visit. */
export const reviewRequest: Composer = (payload, locale, context) => {
  const texts = TEXTS[locale];
  const { appointment } = payload;
  return toCustomer(appointment, locale, texts.subject, [
    paragraph(texts.thanks(when(appointment, locale).date, soleStaffName(appointment, locale))),
    { type: "actions", buttons: [{ label: texts.leaveReview, url: reviewUrl(context, requireToken(payload)), tone: "primary" }] },
    paragraph(texts.expiry),
  ]);
};
