import type { common as spanish } from "../es/common";

export const common: typeof spanish = {
  loading: "Loading...",
  close: "Close",
  cancel: "Cancel",
  save: "Save",
  saving: "Saving...",
  retry: "Try again",
  error: "Error",
  success: "Success",
  anErrorOccurred: "An error occurred",
  minutes: (minutes: number) => `${minutes} min`,
  notification: "Notification",
  notifications: "Notifications ({hotkey})",
  backToBooking: "Back to booking",
  skipToContent: "Skip to content",
  /** Ten digits valid on both sides of the border are read as American. */
  phoneHint: "Mexican number? Start it with +52.",
};
