/** The waitlist's refusals in Spanish (shared/refusals.ts looks them up with the rest). */
import {
  WAITLIST_CHOOSE_A_DATE,
  WAITLIST_DATES_OUTSIDE_WINDOW,
  WAITLIST_EARLIEST_NOT_BEFORE_LATEST,
  WAITLIST_ENTRY_CLOSED,
  WAITLIST_ENTRY_NOT_FOUND,
  WAITLIST_OFFER_EXPIRED,
  WAITLIST_OFFER_TAKEN,
  WAITLIST_OFFER_USED,
  WAITLIST_TIMES_OUTSIDE_HOURS,
  WAITLIST_TOO_MANY_DATES,
} from "./waitlist-api";

export const WAITLIST_SPANISH: Readonly<Record<string, string>> = {
  [WAITLIST_TIMES_OUTSIDE_HOURS]: "Elige horas en punto o a la media hora, entre las 9:00 y las 20:30",
  [WAITLIST_EARLIEST_NOT_BEFORE_LATEST]: "La hora más temprana debe ser antes de la más tarde",
  [WAITLIST_DATES_OUTSIDE_WINDOW]: "Elige fechas desde hoy hasta los próximos 3 días, de lunes a sábado",
  [WAITLIST_CHOOSE_A_DATE]: "Elige al menos una fecha",
  [WAITLIST_TOO_MANY_DATES]: "Elige como máximo 4 fechas",
  [WAITLIST_OFFER_EXPIRED]: "Esta oferta ya venció. Sigues en la lista de espera y te avisaremos si se libera otro horario.",
  [WAITLIST_OFFER_TAKEN]: "Alguien más tomó este horario primero. Sigues en la lista de espera y te avisaremos si se libera otro horario.",
  [WAITLIST_OFFER_USED]: "Esta oferta ya fue respondida.",
  [WAITLIST_ENTRY_NOT_FOUND]: "No encontramos esa entrada de la lista de espera",
  [WAITLIST_ENTRY_CLOSED]: "Esta entrada de la lista de espera ya no está esperando (reservada, retirada o terminada)",
};
