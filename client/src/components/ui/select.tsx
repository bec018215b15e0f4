import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A styled native <select>: the platform's own picker is the most usable one on the salon's tablets
 * and needs no extra keyboard or screen-reader work.
 */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select
        className="h-10 w-full appearance-none rounded-xl border border-stone-300 bg-white pr-9 pl-3 text-sm text-stone-900 focus-visible:border-plum-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600/40 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-600"
        {...props}
      />
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-600" aria-hidden />
    </div>
  );
}
