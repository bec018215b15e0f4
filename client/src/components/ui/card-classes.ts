/** The card look, on its own for the booking page's first screen, which does without tailwind-merge. */
export const CARD_CLASSES = {
  card: "rounded-2xl border border-plum-100 bg-white shadow-sm",
  header: "flex flex-col gap-1.5 p-5 pb-3 sm:p-6 sm:pb-3",
  content: "p-5 pt-0 sm:p-6 sm:pt-0",
} as const;
