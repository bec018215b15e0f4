import { useId } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { AUDIENCE_CHOICES, type AudienceChoice } from "../utils/draft";
import { useMarketingStrings } from "../i18n/strings";

interface AudienceFieldsProps {
  choice: AudienceChoice;
  days: string;
  daysId: string;
  onChoiceChange: (choice: AudienceChoice) => void;
  onDaysChange: (days: string) => void;
  daysInvalid: boolean;
  /** A saved campaign's audience is shown, not changed. */
  readOnly: boolean;
  /** The line saying how many would receive it now. */
  count: string;
}

export function AudienceFields({ choice, days, daysId, onChoiceChange, onDaysChange, daysInvalid, readOnly, count }: AudienceFieldsProps) {
  const s = useMarketingStrings();
  const baseId = useId();
  const options: Record<AudienceChoice, { title: string; detail: string }> = {
    all: { title: s.audienceAll, detail: s.audienceAllDetail },
    vip: { title: s.audienceVip, detail: s.audienceVipDetail },
    lapsed: { title: s.audienceLapsed, detail: s.audienceLapsedDetail },
  };
  return (
    <div className="grid gap-3">
      <h3 id={`${baseId}-audience`} className="font-display text-lg font-semibold text-plum-950">
        {s.audience}
      </h3>
      <RadioGroup
        aria-labelledby={`${baseId}-audience`}
        value={choice}
        disabled={readOnly}
        onValueChange={(value) => onChoiceChange(AUDIENCE_CHOICES.find((option) => option === value) ?? "all")}
        className="md:grid-cols-3"
      >
        {AUDIENCE_CHOICES.map((option) => (
          <RadioCard key={option} value={option} title={options[option].title} detail={options[option].detail} className="h-full" />
        ))}
      </RadioGroup>
      {choice === "lapsed" ? (
        <FormField id={daysId} label={s.days} error={daysInvalid ? s.daysInvalid : undefined}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className="max-w-40"
              readOnly={readOnly}
              value={days}
              onChange={(event) => onDaysChange(event.target.value)}
            />
          )}
        </FormField>
      ) : null}
      <p role="status" className="font-semibold text-plum-900 tabular-nums">
        {count}
      </p>
    </div>
  );
}
