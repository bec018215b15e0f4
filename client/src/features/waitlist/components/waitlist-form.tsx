import { BellRing } from "lucide-react";
import { useId, useState, type FormEvent, type Ref } from "react";
import { bookableDates, SLOT_TIMES } from "@shared/time";
import { Button } from "@/components/ui/button";
import { FormField, InputField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/select";
import { errorMessage } from "@/lib/api-client";
import { formatDate, formatTime } from "@/lib/format";
import { usePageLanguage } from "@/lib/i18n/use-section";
import type { WaitlistDraft } from "@/lib/waitlist-draft";
import { useJoinWaitlist } from "../api/join-waitlist";
import { useWaitlistStrings } from "../i18n/strings";
import { problemOf, type WaitlistChoice } from "../utils/waitlist-choice";

interface WaitlistFormProps {
  draft: WaitlistDraft;
  headingRef: Ref<HTMLHeadingElement>;
  onCancel: () => void;
  onJoined: (email: string) => void;
}

/** The waitlist's join form: the services as chosen, the days and hours that suit, contact details and language. */
export function WaitlistForm({ draft, headingRef, onCancel, onJoined }: WaitlistFormProps) {
  const t = useWaitlistStrings();
  const language = usePageLanguage();
  const baseId = useId();
  const [days] = useState(() => bookableDates(new Date()));
  const [choice, setChoice] = useState<WaitlistChoice>(() => ({
    dates: days.includes(draft.date) ? [draft.date] : [],
    earliest: SLOT_TIMES[0],
    latest: SLOT_TIMES[SLOT_TIMES.length - 1],
    customerName: draft.customerName,
    customerEmail: draft.customerEmail,
    customerPhone: draft.customerPhone,
    locale: language,
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const join = useJoinWaitlist();
  const update = (next: Partial<WaitlistChoice>) => {
    setChoice({ ...choice, ...next });
    setProblem(null);
  };
  const toggleDate = (date: string, on: boolean) =>
    update({ dates: on ? days.filter((day) => day === date || choice.dates.includes(day)) : choice.dates.filter((day) => day !== date) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemOf(choice);
    if (found) return setProblem(t[found]);
    join.mutate(
      {
        services: draft.services,
        needsAcrylicRemoval: draft.needsAcrylicRemoval,
        needsGelishRemoval: draft.needsGelishRemoval,
        pedicureType: draft.pedicureType,
        ...(draft.together ? { together: true } : {}),
        dates: choice.dates,
        earliest: choice.earliest,
        latest: choice.latest,
        customerName: choice.customerName.trim(),
        customerEmail: choice.customerEmail.trim(),
        customerPhone: choice.customerPhone.trim(),
        locale: choice.locale,
      },
      {
        onSuccess: () => onJoined(choice.customerEmail.trim()),
        onError: (error) => setProblem(errorMessage(error, t.joinFailed)),
      },
    );
  };

  const timeOptions = SLOT_TIMES.map((time) => (
    <option key={time} value={time}>
      {formatTime(time, language)}
    </option>
  ));

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${baseId}-title`} className="space-y-4 rounded-xl border border-plum-200 bg-plum-50/60 p-4" data-testid="waitlist-form">
      <div className="space-y-1">
        <h3 id={`${baseId}-title`} ref={headingRef} tabIndex={-1} className="font-display text-lg font-semibold text-plum-950 focus:outline-none">
          {t.formTitle}
        </h3>
        <p className="text-sm text-stone-700">{t.formIntro}</p>
        <p className="text-sm text-stone-800">
          <span className="font-semibold">{t.services}:</span> {draft.serviceNames.join(", ")}
        </p>
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-stone-900">{t.dates}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {days.map((date) => (
            <label key={date} className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                name="dates"
                value={date}
                className="size-5 shrink-0 accent-plum-700"
                checked={choice.dates.includes(date)}
                onChange={(event) => toggleDate(date, event.target.checked)}
              />
              {formatDate(date, language, "medium")}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid grid-cols-2 gap-4">
        <FormField id={`${baseId}-earliest`} label={t.earliest}>
          {(control) => (
            <NativeSelect {...control} name="earliest" value={choice.earliest} onChange={(event) => update({ earliest: event.target.value })}>
              {timeOptions}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${baseId}-latest`} label={t.latest}>
          {(control) => (
            <NativeSelect {...control} name="latest" value={choice.latest} onChange={(event) => update({ latest: event.target.value })}>
              {timeOptions}
            </NativeSelect>
          )}
        </FormField>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id={`${baseId}-name`}
          name="customerName"
          label={t.name}
          required
          autoComplete="name"
          value={choice.customerName}
          onValueChange={(customerName) => update({ customerName })}
          className="sm:col-span-2"
        />
        <InputField
          id={`${baseId}-email`}
          name="customerEmail"
          label={t.email}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          value={choice.customerEmail}
          onValueChange={(customerEmail) => update({ customerEmail })}
        />
        <InputField
          id={`${baseId}-phone`}
          name="customerPhone"
          label={t.phone}
          hint={t.phoneHint}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={choice.customerPhone}
          onValueChange={(customerPhone) => update({ customerPhone })}
        />
        <FormField id={`${baseId}-locale`} label={t.language}>
          {(control) => (
            <NativeSelect {...control} name="locale" value={choice.locale} onChange={(event) => update({ locale: event.target.value === "en" ? "en" : "es" })}>
              <option value="es">{t.spanish}</option>
              <option value="en">{t.english}</option>
            </NativeSelect>
          )}
        </FormField>
      </div>

      {problem ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}

      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={join.isPending}>
          <BellRing aria-hidden />
          {join.isPending ? t.joining : t.join}
        </Button>
      </div>
    </form>
  );
}
