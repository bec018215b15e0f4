import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { useFrontDeskStrings } from "../i18n/strings";

interface TogetherChoiceProps {
  checked: boolean;
  onChange: (together: boolean) => void;
  /** How long the visit lasts done at the same time, and one part after another. */
  minutes: number;
  apartMinutes: number;
}

/** "Hands and feet at the same time", offered where the services allow it, with the minutes it saves. */
export function TogetherChoice({ checked, onChange, minutes, apartMinutes }: TogetherChoiceProps) {
  const s = useFrontDeskStrings();
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox id={id} className="mt-0.5" checked={checked} onCheckedChange={(next) => onChange(next === true)} aria-describedby={`${id}-hint`} />
      <div className="grid gap-0.5 text-sm">
        <label htmlFor={id} className="cursor-pointer font-semibold text-stone-900">
          {s.together}
        </label>
        <p id={`${id}-hint`} className="text-stone-700">
          {s.togetherHint(minutes, apartMinutes)}
        </p>
      </div>
    </div>
  );
}
