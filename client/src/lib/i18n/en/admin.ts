import type { admin as spanish } from "../es/admin";

export const admin: typeof spanish = {
  navLabel: "Admin navigation",
  dashboard: "Dashboard",
  appointments: "Appointments",
  frontDesk: "Front desk",
  clients: "Clients",
  marketing: "Marketing",
  liveBoard: "Live Board",
  staff: "Staff",
  qualifications: "Qualifications",
  availability: "Availability",
  users: "Users",
  profile: "My profile",
  payments: "Payments",
  databaseReset: "Database Reset",
  seedServices: "Seed Services",
  fixTimezone: "Fix Timezone",
  serviceOptions: "Service Options",
  loggedOutTitle: "Signed out",
  loggedOut: "You are logged out. Logging in again...",
};
