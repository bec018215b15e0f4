import type { customerStatus as spanish } from "../es/customer-status";

export const customerStatus: typeof spanish = {
  pending_staff_confirmation: "Received",
  pending: "Received",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  declined: "Declined by the salon",
  no_show: "Missed",
  awaiting_payment: "Awaiting your payment",
};
