/** Text and background pairs chosen for at least 4.5:1 contrast. */
export const STATUS_TONES: Record<string, string> = {
  pending_staff_confirmation: "bg-amber-100 text-amber-900",
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-emerald-100 text-emerald-900",
  completed: "bg-sky-100 text-sky-900",
  cancelled: "bg-stone-200 text-stone-800",
  declined: "bg-red-100 text-red-900",
  no_show: "bg-red-100 text-red-900",
  awaiting_payment: "bg-amber-100 text-amber-900",
};
