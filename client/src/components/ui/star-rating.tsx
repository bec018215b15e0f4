import { Star } from "lucide-react";
import { cn } from "@/lib/utils";

export const STARS = [1, 2, 3, 4, 5] as const;

/** Read-only stars; the number is given to assistive technology as `label`. */
export function StarRating({ value, label, className }: { value: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={cn("inline-flex gap-0.5", className)}>
      {STARS.map((star) => (
        <Star
          key={star}
          className={cn("size-4", star <= value ? "fill-amber-500 text-amber-600" : "fill-none text-stone-400")}
          aria-hidden
        />
      ))}
    </span>
  );
}
