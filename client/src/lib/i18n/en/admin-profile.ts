import { common } from "./common";
import type { adminProfile as spanish } from "../es/admin-profile";

export const adminProfile: typeof spanish = {
  title: "My profile",
  subtitle: "Your account for the admin area.",
  loading: common.loading,
  username: "Username",
  email: "Email",
  emailHint: "Campaign test sends go here. Leave it empty to remove it.",
  save: "Save",
  saving: "Saving...",
  saved: "Email saved",
  saveFailed: "The email could not be saved",
};
