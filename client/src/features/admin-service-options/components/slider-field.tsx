import * as SliderPrimitive from "@radix-ui/react-slider";
import { useId } from "react";

interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** The value as people read it ("45 min", "$180.00"); also what screen readers announce. */
  format: (value: number) => string;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/**
 * A labelled Radix slider showing its value. A stored value outside the range (an older option) is shown
 * as it is and kept until the thumb is moved.
 */
export function SliderField({ label, value, min, max, step, format, onChange, disabled }: SliderFieldProps) {
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="text-sm font-semibold text-stone-800">
          {label}
        </span>
        <output className="text-sm font-semibold text-plum-900 tabular-nums" aria-hidden>
          {format(value)}
        </output>
      </div>
      <SliderPrimitive.Root
        className="relative flex h-6 w-full touch-none items-center select-none data-[disabled]:opacity-60"
        value={[Math.min(max, Math.max(min, value))]}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onValueChange={([next]) => onChange(next)}
      >
        <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-stone-200">
          <SliderPrimitive.Range className="absolute h-full bg-plum-700" />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          aria-labelledby={labelId}
          aria-valuetext={format(value)}
          className="block size-5 rounded-full border-2 border-plum-700 bg-white shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600 focus-visible:ring-offset-2"
        />
      </SliderPrimitive.Root>
    </div>
  );
}
