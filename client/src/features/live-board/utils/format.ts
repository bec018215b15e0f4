import type { LiveBoardDay, PublicStaff } from "@shared/api";
import { SERVICE_IDS } from "@shared/catalogue";
import type { AppointmentStatus } from "@shared/schema";
import { removalPartId } from "@shared/visit-api";
import { wallClockForFormatting } from "@shared/time";
import { localizedName } from "@/lib/format";
import type { Locale } from "@shared/schema";
import type { LiveBoardStrings } from "../i18n/strings";
import { type BoardJob, dayProgress, isPending } from "./timeline";

/** A calendar date (YYYY-MM-DD) as "Martes, 24 de noviembre"; read at UTC noon so no zone can shift the day. */
export function formatDay(date: string, locale: string): string {
  const text = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    wallClockForFormatting(date),
  );
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

export function staffName(member: PublicStaff, language: Locale): string {
  return localizedName(member, language);
}

export function serviceName(job: Pick<BoardJob, "service">, language: Locale): string {
  return localizedName(job.service, language);
}

export function statusLabel(status: AppointmentStatus, s: LiveBoardStrings): string {
  if (isPending(status)) return s.statusPending;
  if (status === "confirmed") return s.statusConfirmed;
  if (status === "completed") return s.statusCompleted;
  if (status === "no_show") return s.statusNoShow;
  return status;
}

/**
 * Whether this block's manicurist does the visit's removals: a one-manicurist visit's does, else the part
 * that holds them. The board carries no options, so a polish counts as on the hands.
 */
function doesRemovals(job: BoardJob): boolean {
  const parts = job.appointment.parts;
  return !job.part || !parts || removalPartId(parts, true) === job.part.id;
}

/** The removal and pedicure notes this block's manicurist needs to prepare for. */
export function appointmentBadges(job: BoardJob, s: LiveBoardStrings): string[] {
  const { appointment } = job;
  const badges: string[] = [];
  const pedicure = !job.part || job.serviceIds.includes(SERVICE_IDS.pedicure);
  if (pedicure && appointment.pedicureType && s.pedicure[appointment.pedicureType]) badges.push(s.pedicure[appointment.pedicureType]);
  if (doesRemovals(job)) {
    if (appointment.needsAcrylicRemoval) badges.push(s.acrylicRemoval);
    if (appointment.needsGelishRemoval) badges.push(s.gelishRemoval);
  }
  if (job.serviceIds.length > 1) badges.push(s.moreServices(job.serviceIds.length - 1));
  return badges;
}

/** "con Bea", "otra parte sin asignar": who does the visit's other parts, by the first name of their row. */
export function partnersText(job: BoardJob, staff: readonly PublicStaff[], language: Locale, s: LiveBoardStrings): string {
  const others = job.part?.others ?? [];
  const names = others
    .map((staffId) => staff.find((member) => member.id === staffId))
    .filter((member) => member !== undefined)
    .map((member) => staffName(member, language).split(" ")[0]);
  return [...(names.length > 0 ? [s.partWith(names)] : []), ...(names.length < others.length ? [s.partUnassigned] : [])].join(" · ");
}

/** "8 citas · 3 confirmadas · 5 asignadas": the counts whose rise throws confetti; a no-show is not counted. */
export function daySummary(day: LiveBoardDay, s: LiveBoardStrings): string {
  const { confirmed, assigned } = dayProgress(day);
  return s.summary(day.appointments.filter((appointment) => appointment.status !== "no_show").length, confirmed, assigned);
}
