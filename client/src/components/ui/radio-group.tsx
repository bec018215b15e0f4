import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn("grid gap-2", className)} {...props} />;
}

/** A whole-card radio: title, optional detail line and a trailing price. */
export function RadioCard({
  className,
  title,
  detail,
  trailing,
  ...props
}: Omit<ComponentProps<typeof RadioGroupPrimitive.Item>, "title"> & { title: ReactNode; detail?: ReactNode; trailing?: ReactNode }) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        "flex w-full items-center gap-3 rounded-xl border border-stone-300 bg-white px-4 py-3 text-left hover:border-plum-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600 data-[state=checked]:border-plum-700 data-[state=checked]:bg-plum-50",
        className,
      )}
      {...props}
    >
      <span className="grid size-5 shrink-0 place-items-center rounded-full border-2 border-plum-700" aria-hidden>
        <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-plum-700" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-stone-900">{title}</span>
        {detail ? <span className="text-sm text-stone-600">{detail}</span> : null}
      </span>
      {trailing ? <span className="shrink-0 text-sm font-semibold text-plum-800">{trailing}</span> : null}
    </RadioGroupPrimitive.Item>
  );
}
