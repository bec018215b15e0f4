import type { LiveBoardAppointment, LiveBoardDay, PublicStaff } from "@shared/api";
import type { AppointmentStatus } from "@shared/schema";
import { wallClockForFormatting } from "@shared/time";
import { localizedName } from "@/lib/format";
import type { Locale } from "@shared/schema";
import type { LiveBoardStrings } from "../i18n/strings";
import { dayProgress, isPending } from "./timeline";

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

export function serviceName(appointment: LiveBoardAppointment, language: Locale): string {
  return localizedName(appointment.service, language);
}

export function statusLabel(status: AppointmentStatus, s: LiveBoardStrings): string {
  if (isPending(status)) return s.statusPending;
  if (status === "confirmed") return s.statusConfirmed;
  if (status === "completed") return s.statusCompleted;
  if (status === "no_show") return s.statusNoShow;
  return status;
}

/** The removal and pedicure notes the manicurist needs to prepare for. */
export function appointmentBadges(appointment: LiveBoardAppointment, s: LiveBoardStrings): string[] {
  const badges: string[] = [];
  if (appointment.pedicureType && s.pedicure[appointment.pedicureType]) badges.push(s.pedicure[appointment.pedicureType]);
  if (appointment.needsAcrylicRemoval) badges.push(s.acrylicRemoval);
  if (appointment.needsGelishRemoval) badges.push(s.gelishRemoval);
  if (appointment.serviceIds.length > 1) badges.push(s.moreServices(appointment.serviceIds.length - 1));
  return badges;
}

/** "8 citas · 3 confirmadas · 5 asignadas": the counts whose rise throws confetti; a no-show is not counted. */
export function daySummary(day: LiveBoardDay, s: LiveBoardStrings): string {
  const { confirmed, assigned } = dayProgress(day);
  return s.summary(day.appointments.filter((appointment) => appointment.status !== "no_show").length, confirmed, assigned);
}
