import { common } from "./common";
import type { staffConfirm as spanish } from "../es/staff-confirm";

export const staffConfirm: typeof spanish = {
  title: "Appointment confirmation",
  subtitle: "Confirm or decline the appointment you were assigned.",
  invalidTokenTitle: "Invalid Token",
  invalidTokenText: "This link has no confirmation token. Open the full link from your email.",
  loading: "Loading the appointment...",
  processing: "Processing...",
  confirm: "Confirm",
  decline: "Decline",
  client: "Client",
  date: "Date",
  time: "Time",
  duration: "Duration",
  services: "Services",
  part: "Your part",
  partOf: (id: number, count: number) => `${id} of ${count} of the visit: the time, length and services are your part's`,
  manicurist: "Manicurist",
  minutes: common.minutes,
  confirmedTitle: "Appointment confirmed!",
  declinedTitle: "Appointment declined",
  errorTitle: "Could not complete",
  processingError: "Error processing request",
  connectionError: "Connection error",
  retry: common.retry,
};
