import * as SwitchPrimitive from "@radix-ui/react-switch";
import type { ComponentProps } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        "inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-stone-400 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-plum-700",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
    </SwitchPrimitive.Root>
  );
}

interface SwitchFieldProps {
  id: string;
  /** The field's heading above the switch. */
  label: string;
  /** What turning the switch on means; it is the switch's accessible name. */
  switchLabel: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

export function SwitchField({ id, label, switchLabel, checked, onCheckedChange }: SwitchFieldProps) {
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-semibold text-stone-800">{label}</span>
      <div className="flex items-center gap-3">
        <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
        <Label htmlFor={id} className="font-normal text-stone-800">
          {switchLabel}
        </Label>
      </div>
    </div>
  );
}
