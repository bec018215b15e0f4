import { useEffect, useId, type Dispatch } from "react";
import type { PublicService, PublicServiceOption } from "@shared/api";
import { Checkbox } from "@/components/ui/checkbox";
import { useI18n } from "@/lib/i18n/use-i18n";
import { usePricedForm, useVisitPlan } from "../hooks/use-visit-plan";
import { useVisitStrings } from "../i18n/visit-strings";
import type { BookingFormAction, BookingFormState } from "../utils/booking-form";
import { serviceKeyOf } from "../utils/service-key";
import { serviceNameOf } from "../utils/service-name";

/** Whether a choice, named by its services (`serviceKey`), holds a service nobody does, so no time can take it. */
export interface PlanCheckResult {
  serviceKey: string;
  unplannable: boolean;
}

interface VisitPlanStepProps {
  form: BookingFormState;
  dispatch: Dispatch<BookingFormAction>;
  services: readonly PublicService[];
  optionsByService: Record<string, PublicServiceOption[]>;
  /** Each answer names the choice it is about, so the page never acts on an answer about an earlier choice. */
  onResult: (result: PlanCheckResult) => void;
}

/**
 * Under the chosen services: says so when a chosen service has nobody to do it (the page then asks for no
 * date), and offers hands and feet at the same time where the services allow it. Services no one
 * manicurist does all of need nothing from the customer: the visit is planned in parts one after another.
 */
export function VisitPlanStep({ form, dispatch, services, optionsByService, onResult }: VisitPlanStepProps) {
  const { language } = useI18n();
  const strings = useVisitStrings();
  const id = useId();
  const { visit } = useVisitPlan(form, usePricedForm(form, services, optionsByService));
  const serviceKey = serviceKeyOf(form.serviceIds);
  const unstaffed = visit?.unstaffedServiceIds ?? [];
  const unplannable = unstaffed.length > 0;
  useEffect(() => onResult({ serviceKey, unplannable }), [serviceKey, unplannable, onResult]);

  if (unplannable) {
    const names = unstaffed.map((serviceId) => serviceNameOf(services, serviceId, language));
    return (
      <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
        {strings.unstaffed(names)}
      </p>
    );
  }
  if (!visit?.togetherPlan) return null;
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-plum-200 bg-plum-50/60 p-4">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={form.together}
        onCheckedChange={(checked) => dispatch({ type: "setTogether", value: checked === true })}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-1 text-sm">
        <label htmlFor={id} className="cursor-pointer font-semibold text-stone-900">
          {strings.together}
        </label>
        <p id={`${id}-hint`} className="text-stone-700">
          {strings.togetherHint(visit.togetherPlan.durationMinutes, visit.apartMinutes)}
        </p>
      </div>
    </div>
  );
}
