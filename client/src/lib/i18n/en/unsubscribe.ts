import type { unsubscribe as spanish } from "../es/unsubscribe";
import { common } from "./common";

export const unsubscribe: typeof spanish = {
  working: "Unsubscribing you...",
  doneTitle: "You are unsubscribed",
  changedMind: "If you change your mind, tick the offers box the next time you book.",
  backToBooking: common.backToBooking,
  invalidTitle: "Invalid link",
  invalid: "This unsubscribe link is not valid. Copy the whole link from the email, or write to us.",
  connectionError: "Connection error",
  failed: "We could not unsubscribe you. Check your connection and try again.",
  retry: common.retry,
};
