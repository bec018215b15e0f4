import { cva } from "class-variance-authority";

/**
 * The button look, on its own so the booking page's first screen can use it without the class merging
 * (tailwind-merge) that <Button> does: pass only classes that do not conflict with these, or `size: null`.
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600 focus-visible:ring-offset-2 focus-visible:ring-offset-white disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-plum-700 text-white shadow-sm hover:bg-plum-800",
        secondary: "bg-plum-100 text-plum-900 hover:bg-plum-200",
        outline: "border border-plum-300 bg-white text-plum-800 hover:bg-plum-50",
        ghost: "text-plum-800 hover:bg-plum-100",
        destructive: "bg-red-700 text-white hover:bg-red-800",
      },
      size: {
        sm: "h-9 px-4",
        md: "h-11 px-5",
        lg: "h-12 px-7 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);
