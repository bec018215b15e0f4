import type { Locale } from "@shared/schema";
import { appointmentDetails, GREETING, paragraph, requireToken, staffName, type Block, type Composer, type PerLanguage } from "./layout";
import type { RenderContext } from "../../payloads";

interface Texts {
  subject: string;
  assigned: string;
  confirm: string;
  decline: string;
  expiry: string;
  reason: string;
  part: (id: number, count: number) => string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    subject: "Cita por confirmar",
    assigned: "Se te asignó esta cita. Por favor, confírmala o recházala.",
    confirm: "Confirmar cita",
    decline: "Rechazar cita",
    expiry: "El enlace vence cuando empieza la cita y solo se puede usar una vez.",
    reason: "Recibiste este correo porque eres parte del equipo del salón.",
    part: (id, count) => `Es la parte ${id} de ${count} de una visita con varias manicuristas: la hora, la duración y los servicios son los de tu parte.`,
  },
  en: {
    subject: "Appointment to confirm",
    assigned: "You have been assigned this appointment. Please confirm or decline it.",
    confirm: "Confirm appointment",
    decline: "Decline appointment",
    expiry: "The link expires when the appointment starts and works only once.",
    reason: "You received this email as a member of the salon's team.",
    part: (id, count) => `This is part ${id} of ${count} of a visit with several manicurists: the time, length and services are your part's.`,
  },
};

function staffConfirmUrl(context: RenderContext, token: string, action: "confirm" | "decline"): string {
  return `${context.publicUrl}/staff-confirm/${encodeURIComponent(token)}?action=${action}`;
}

/** Staff have no language of their own on file, so their request is in Spanish, then English. */
export const staffConfirmationRequest: Composer = (payload, _locale, context) => {
  const appointment = payload.appointment;
  const token = requireToken(payload);
  const confirm = staffConfirmUrl(context, token, "confirm");
  const decline = staffConfirmUrl(context, token, "decline");
  const section = (locale: Locale): Block[] => {
    const texts = TEXTS[locale];
    return [
      paragraph(GREETING[locale](staffName(appointment, locale) ?? "")),
      paragraph(texts.assigned),
      ...(payload.part ? [paragraph(texts.part(payload.part.id, payload.part.count))] : []),
      ...appointmentDetails(appointment, locale, { client: true }),
      {
        type: "actions",
        buttons: [
          { label: texts.confirm, url: confirm, tone: "primary" },
          { label: texts.decline, url: decline, tone: "secondary" },
        ],
      },
      paragraph(texts.expiry),
    ];
  };
  return {
    subject: `${TEXTS.es.subject} / ${TEXTS.en.subject}: ${appointment.date} ${appointment.time}`,
    lang: "es",
    contentLanguage: "es, en",
    blocks: [...section("es"), { type: "divider" }, ...section("en")],
    reason: `${TEXTS.es.reason} / ${TEXTS.en.reason}`,
  };
};
