import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import { Star } from "lucide-react";
import { cn } from "@/lib/utils";
import { STARS } from "./star-rating";

/** A 1–5 radio group drawn as stars: arrow keys move and choose, as in any radio group. */
export function StarRatingInput({
  value,
  onChange,
  optionLabel,
  labelledBy,
}: {
  value: number;
  onChange: (value: number) => void;
  optionLabel: (stars: number) => string;
  labelledBy: string;
}) {
  return (
    <RadioGroupPrimitive.Root
      className="flex gap-1"
      orientation="horizontal"
      value={value > 0 ? String(value) : ""}
      onValueChange={(next) => onChange(Number(next))}
      aria-labelledby={labelledBy}
    >
      {STARS.map((star) => (
        <RadioGroupPrimitive.Item
          key={star}
          value={String(star)}
          aria-label={optionLabel(star)}
          className="grid size-11 place-items-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600"
        >
          <Star
            className={cn("size-8", star <= value ? "fill-amber-500 text-amber-600" : "fill-none text-stone-500")}
            aria-hidden
          />
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}
