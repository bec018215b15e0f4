import { common } from "./common";
import type { adminUsers as spanish } from "../es/admin-users";

export const adminUsers: typeof spanish = {
  title: "Users",
  subtitle: "Choose who can use the admin area, and at which level.",
  count: (count: number) => (count === 1 ? "1 user" : `${count} users`),
  loading: common.loading,
  loadError: "The users could not be loaded.",
  retry: common.retry,
  accessDenied: "Access Denied: Only super administrators can access this page.",
  you: "(You)",
  noName: "No name",
  adminLevel: "Admin level",
  ownLevelHint: "You cannot change your own level.",
  levels: { none: "User", admin: "Admin", superadmin: "Super Admin" },
  tiers: { regular: "Regular", vip: "VIP" },
  registered: (date: string) => `Registered ${date}`,
  updated: "Admin level updated",
  updateFailed: "Failed to update admin level",
};
