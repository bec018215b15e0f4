import { cva } from "class-variance-authority";

/** The badge look, on its own for the booking page's first screen, which does without tailwind-merge. */
export const badgeVariants = cva("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    variant: {
      default: "bg-plum-700 text-white",
      soft: "bg-plum-100 text-plum-900",
      muted: "bg-stone-200 text-stone-800",
    },
  },
  defaultVariants: { variant: "default" },
});
