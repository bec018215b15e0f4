import type { AdminAppointment } from "@shared/admin-api";
import type { AppointmentStatus } from "@shared/schema";
import type { Locale } from "@shared/schema";
import { localizedName } from "@/lib/format";
import type { AppointmentStrings } from "../i18n/strings";

/** What was booked, line by line; removals are left to their own badges. Old rows without lines show the main service. */
export function serviceNames(appointment: AdminAppointment, language: Locale): string[] {
  const lines = appointment.items.filter((item) => item.kind !== "removal");
  return lines.length > 0 ? lines.map((item) => localizedName(item, language)) : [localizedName(appointment.service, language)];
}

/** Appointments store the pedicure option's id ("pedicure-deep"); the labels use its short type ("deep"). */
export function pedicureLabel(type: string, s: AppointmentStrings): string {
  const kind = type.replace(/^pedicure-/, "");
  return kind in s.pedicureTypes ? s.pedicureTypes[kind as keyof AppointmentStrings["pedicureTypes"]] : type;
}

export function statusLabel(status: AppointmentStatus, s: AppointmentStrings): string {
  return s.status[status];
}

/** From booking to manicurist assignment: "less than 1 minute", "12 minutes", "2 hours 5 minutes". */
export function timeToAssign(createdAt: string, staffAssignedAt: string, s: AppointmentStrings): string {
  const minutes = Math.max(0, Math.floor((Date.parse(staffAssignedAt) - Date.parse(createdAt)) / 60_000));
  if (minutes < 1) return s.lessThanMinute;
  if (minutes < 60) return s.minutesLong(minutes);
  return `${s.hoursLong(Math.floor(minutes / 60))} ${s.minutesLong(minutes % 60)}`;
}
