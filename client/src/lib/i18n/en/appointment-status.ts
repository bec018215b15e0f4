import type { appointmentStatus as spanish } from "../es/appointment-status";

export const appointmentStatus: typeof spanish = {
  pending_staff_confirmation: "Awaiting staff",
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  declined: "Declined",
  no_show: "No-show",
  awaiting_payment: "Awaiting payment",
};
