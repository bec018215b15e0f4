import { common } from "./common";
import type { adminMaintenance as spanish } from "../es/admin-maintenance";

export const adminMaintenance: typeof spanish = {
  error: common.error,
  success: common.success,
  cancel: common.cancel,

  seedTitle: "Seed Default Services",
  seedIntro: "Creates the default catalogue's services that are missing, with their options. Existing services are left untouched.",
  seedButton: "Seed services",
  seeding: "Seeding...",
  seedFailed: "Failed to seed services",
  seedSummary: (created: number, existing: number, failed: number) =>
    `${created} created, ${existing} already existed` + (failed > 0 ? `, ${failed} failed` : ""),
  resultsCaption: "Result per service",
  serviceId: "ID",
  nameEn: "English name",
  nameEs: "Spanish name",
  status: "Status",
  seedStatus: { created: "Created", already_exists: "Already exists", error: "Error" },

  resetTitle: "Reset Database",
  resetIntro:
    "Deletes every appointment, client, staff schedule and review. Staff, services, qualifications, options, the salon configuration and admin accounts are kept.",
  resetSuperadminOnly: "Only a superadmin can do this.",
  resetButton: "Reset database",
  resetDialogTitle: "Reset the database?",
  resetDialogDescription: "Every appointment, client, staff schedule and review will be deleted. This cannot be undone.",
  resetConfirm: "Yes, reset",
  resetting: "Resetting...",
  resetFailed: "Failed to reset database",
  resetDone: "Database reset",
  deletedTitle: "Deleted records",
  deletedAppointments: "Appointments",
  deletedUsers: "Clients",
  deletedAvailability: "Staff schedules",
  deletedReviews: "Reviews",

  timezoneTitle: "Fix Timezone Data",
  timezoneIntro:
    "Finds completed appointments whose actual end time was stored between 00:00 and 08:59 by a time-zone error, and adds 12 hours.",
  checkStep: "1. Check",
  checkButton: "Check appointments",
  checking: "Checking...",
  checkFailed: "Failed to check timezone data",
  fixStep: "2. Fix",
  fixButton: (count: number) => `Fix ${count} ${count === 1 ? "appointment" : "appointments"}`,
  fixing: "Fixing...",
  fixFailed: "Failed to fix timezone data",
  found: (count: number) =>
    count === 0
      ? "No completed appointment ends between 00:00 and 08:59. Nothing to fix."
      : `${count} completed ${count === 1 ? "appointment ends" : "appointments end"} between 00:00 and 08:59.`,
  fixed: (count: number) => `Fixed ${count} ${count === 1 ? "appointment" : "appointments"}: the end time moved 12 hours later.`,
  affectedCaption: "Affected appointments",
  appointmentId: "Appointment",
  date: "Date",
  time: "Time",
  oldEnd: "Stored end",
  newEnd: "Corrected end",
  rowStatus: { fixed: "Fixed", "not fixed": "Not fixed" },
};
