import type { Locale } from "@shared/schema";
import { appointmentDetails, GREETING, paragraph, type Block, type Composer, type PerLanguage } from "./layout";

interface Texts {
  subject: string;
  removed: string;
  noAction: string;
  reason: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    subject: "Ya no tienes esta cita",
    removed: "El salón cambió esta cita y ya no está asignada a ti. Los enlaces que recibiste para ella ya no funcionan.",
    noAction: "No tienes que hacer nada.",
    reason: "Recibiste este correo porque eres parte del equipo del salón.",
  },
  en: {
    subject: "This appointment is no longer yours",
    removed: "The salon changed this appointment and it is no longer assigned to you. The links you received for it no longer work.",
    noAction: "There is nothing you need to do.",
    reason: "You received this email as a member of the salon's team.",
  },
};

/**
 * A manicurist taken off a job (reassigned, moved to someone else, cancelled) → that manicurist. Staff
 * have no language of their own on file, so it is in Spanish, then English. The payload's staff is the
 * one taken off.
 */
export const staffRemoved: Composer = (payload) => {
  const { appointment } = payload;
  const section = (locale: Locale): Block[] => {
    const texts = TEXTS[locale];
    const name = appointment.staff ? (locale === "es" ? appointment.staff.nameEs : appointment.staff.nameEn) : "";
    return [paragraph(GREETING[locale](name)), paragraph(texts.removed), ...appointmentDetails(appointment, locale, { client: true }), paragraph(texts.noAction)];
  };
  return {
    subject: `${TEXTS.es.subject} / ${TEXTS.en.subject}: ${appointment.date} ${appointment.time}`,
    lang: "es",
    contentLanguage: "es, en",
    blocks: [...section("es"), { type: "divider" }, ...section("en")],
    reason: `${TEXTS.es.reason} / ${TEXTS.en.reason}`,
  };
};
