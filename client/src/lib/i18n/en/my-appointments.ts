import { common } from "./common";
import { customerStatus } from "./customer-status";
import type { myAppointments as spanish } from "../es/my-appointments";

export const myAppointments: typeof spanish = {
  title: "My Appointments",
  subtitle:
    "Type the email you booked with and we'll send you a link to your upcoming appointments, to see, reschedule or cancel them. No account needed.",
  bookAppointment: "Book Appointment",
  email: "Email",
  send: "Email me the link",
  sending: "Sending...",
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address, like name@example.com.",
  sent: "If we have bookings for this address, we sent you a link to see them. Check your inbox.",
  sendFailed: "It could not be sent. Check your connection and try again.",
  loading: common.loading,
  listTitle: "Your upcoming appointments",
  listSubtitle: "Open an appointment to see its details, reschedule or cancel it.",
  status: customerStatus,
  time: "Time",
  services: "Services",
  total: "Total",
  manage: "View, reschedule or cancel",
  none: "You have no upcoming appointments.",
  invalidTitle: "Invalid link",
  invalid: "This link to your appointments is invalid or has expired. Ask for a new one with your email.",
  requestNew: "Ask for a new link",
  connectionError: "Connection error",
  loadFailed: "We couldn't load your appointments. Check your connection and try again.",
  retry: common.retry,
};
