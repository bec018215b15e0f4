import type { adminScheduleChanges as spanish } from "../es/admin-schedule-changes";

export const adminScheduleChanges: typeof spanish = {
  title: "Appointments left without a manicurist",
  description: (count: number) =>
    `This change leaves ${count === 1 ? "1 appointment" : `${count} appointments`} without their manicurist. Choose what to do with each one: nothing is saved until you confirm.`,
  appointment: (when: string, customer: string) => `${when} · ${customer}`,
  someone: "Customer",
  withStaff: (name: string) => `With ${name}`,
  unassignedNow: "No manicurist assigned",
  choiceFor: (when: string) => `What to do with the appointment on ${when}`,
  reassign: "Give it to another manicurist",
  reassignDetail: "Free and qualified for the whole appointment; she is asked to confirm it.",
  reassignTo: "Manicurist",
  noSuggestion: "No other qualified manicurist is free at that time.",
  unassign: "Leave it unassigned",
  unassignDetail: "The appointment stands and the customer is not told; the salon picks who serves it later.",
  cancel: "Cancel the appointment",
  cancelDetail: "The customer is told in their language, with the reason.",
  reason: "Reason (sent to the customer)",
  reasonMissing: "Write the reason for each appointment you cancel.",
  back: "Back",
  close: "Close",
  confirm: "Save with these choices",
  saving: "Saving...",
  saved: "Changes saved",
  error: "Could not save",
  failed: "The change could not be saved.",
};
