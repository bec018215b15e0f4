import { common } from "./common";
import type { adminQualifications as spanish } from "../es/admin-qualifications";

export const adminQualifications: typeof spanish = {
  title: "Qualifications",
  subtitle: "Choose which services each staff member can perform.",
  loading: common.loading,
  loadError: "Failed to load staff or services.",
  retry: common.retry,
  empty: "No staff yet.",
  inactive: "Inactive",
  servicesLabel: (name: string) => `Services of ${name}`,
  selectedCount: (count: number) => `${count} ${count === 1 ? "service" : "services"}`,
  noServicesWarning: "No services: customers cannot book with them.",
  save: common.save,
  saving: common.saving,
  discard: "Discard changes",
  unsaved: "Unsaved changes",
  success: common.success,
  saved: (name: string) => `Services of ${name} updated`,
  error: common.error,
  saveFailed: "Failed to update services",
};
