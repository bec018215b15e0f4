/**
 * What the booking page shows once a service is chosen, in a chunk of its own: the page starts
 * downloading it at the visitor's first interaction (booking-page.tsx), so the first screen's
 * JavaScript stays small and a tap finds it ready.
 */
import { Suspense, type Dispatch, type RefObject } from "react";
import { useLocation } from "wouter";
import type { PublicService, PublicServiceOption } from "@shared/api";
import { removalsOffered } from "@shared/booking-rules";
import { DEFAULT_APPOINTMENT_DURATION } from "@shared/catalogue";
import { toast } from "@/components/ui/use-toast";
import { bookingConfirmedPath, type BookingConfirmedState } from "@/lib/booking-confirmed";
import { useI18n } from "@/lib/i18n/use-i18n";
import type { WaitlistDraft, WaitlistSlot } from "@/lib/waitlist-draft";
import { errorMessage, isRefusal } from "@/lib/api-client";
import { isSlotTaken, useCreateBooking } from "../api/create-booking";
import { useIdempotencyKey } from "../hooks/use-idempotency-key";
import { useSlotGrid } from "../hooks/use-slot-grid";
import { usePricedForm, useVisitPlan } from "../hooks/use-visit-plan";
import type { BookingFormAction, BookingFormState } from "../utils/booking-form";
import { buildBookingRequest } from "../utils/build-booking-request";
import { serviceNameOf } from "../utils/service-name";
import { summaryLines } from "../utils/summary-lines";
import { validateBooking } from "../utils/validate-booking";
import { BookingSummary } from "./booking-summary";
import { RemovalOptions } from "./removal-options";
import { TimeSlotGrid } from "./time-slot-grid";
import { VisitPartsNote } from "./visit-parts-note";

export { ContactFields } from "./contact-fields";
export { ServiceReviewsCard } from "./service-reviews-card";
export { VisitPlanStep, type PlanCheckResult } from "./visit-plan-step";

/** The nail removals, offered when a chosen service may need one. */
export function RemovalStep({ form, dispatch }: { form: BookingFormState; dispatch: Dispatch<BookingFormAction> }) {
  if (!removalsOffered(form.serviceIds)) return null;
  return (
    <RemovalOptions
      values={{ needsAcrylicRemoval: form.needsAcrylicRemoval, needsGelishRemoval: form.needsGelishRemoval }}
      onChange={(field, value) => dispatch({ type: "setRemoval", field, value })}
    />
  );
}

interface TimeStepProps {
  form: BookingFormState;
  services: readonly PublicService[];
  optionsByService: Record<string, PublicServiceOption[]>;
  now: Date;
  onSelect: (time: string) => void;
  /** Drawn under the grid once it has loaded (the waitlist's "tell me if a time opens up"), so it never pushes the times. */
  waitlist?: WaitlistSlot;
}

/** The day's slot grid for the visit's plan, asked for and computed only once the visitor reaches the step. */
export function TimeStep({ form, services, optionsByService, now, onSelect, waitlist: Waitlist }: TimeStepProps) {
  const { language } = useI18n();
  const visitPlan = useVisitPlan(form, usePricedForm(form, services, optionsByService));
  const grid = useSlotGrid({ date: form.date, visitPlan, now });
  const draft = (): WaitlistDraft => ({
    services: form.serviceIds.map((serviceId) => ({ serviceId, optionIds: form.optionIds[serviceId] ?? [] })),
    needsAcrylicRemoval: form.needsAcrylicRemoval,
    needsGelishRemoval: form.needsGelishRemoval,
    pedicureType: form.pedicureType,
    together: visitPlan.visit?.plan.together === true,
    serviceNames: form.serviceIds.map((serviceId) => serviceNameOf(services, serviceId, language)),
    date: form.date,
    customerName: form.customerName,
    customerEmail: form.customerEmail,
    customerPhone: form.customerPhone,
    noTimes: !grid.slots.some((slot) => slot.available),
  });
  return (
    <>
      <TimeSlotGrid grid={grid} selected={form.time} onSelect={onSelect} />
      {Waitlist && !grid.isLoading ? (
        // As tall as the waitlist's button from the start: its code arriving moves nothing below it.
        <div className="mt-4 min-h-11">
          <Suspense fallback={null}>
            <Waitlist draft={draft()} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}

interface SummaryPanelProps {
  form: BookingFormState;
  dispatch: Dispatch<BookingFormAction>;
  services: readonly PublicService[];
  optionsByService: Record<string, PublicServiceOption[]>;
  /** The time step's heading, where a visitor whose time was taken chooses another. */
  timeHeadingRef: RefObject<HTMLHeadingElement | null>;
}

/** The running total and the confirm button, which sends the booking. */
export function SummaryPanel({ form, dispatch, services, optionsByService, timeHeadingRef }: SummaryPanelProps) {
  const { t, language } = useI18n();
  const priced = usePricedForm(form, services, optionsByService);
  const plan = useVisitPlan(form, priced).visit?.plan;
  const createBooking = useCreateBooking();
  const idempotency = useIdempotencyKey();
  const [, navigate] = useLocation();
  const contactFilled = Boolean(form.time && form.customerName && form.customerEmail && form.customerPhone);

  const handleConfirm = () => {
    const problem = validateBooking(form);
    if (problem) {
      toast({ variant: "destructive", title: t.common.error, description: t.booking[problem] });
      return;
    }
    if (!priced.ok) {
      toast({ variant: "destructive", title: t.common.error, description: priced.error.message });
      return;
    }
    const request = buildBookingRequest(form, priced, services, language, plan);
    createBooking.mutate(
      { request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: (answer) => {
          idempotency.forget();
          // The salon asks a deposit or a card: the slot is held while the customer pays at checkout,
          // which brings them back to the payment's return page.
          if ("checkoutUrl" in answer) {
            window.location.assign(answer.checkoutUrl);
            return;
          }
          // The booking lands on its own confirmation page, which a reload shows again; leaving the
          // booking page drops the form, so a visit back starts a fresh one.
          const state: BookingConfirmedState = { textMessages: answer.textMessages };
          navigate(bookingConfirmedPath(answer.manageToken), { state });
        },
        onError: (error) => {
          // The server answered: the next press is a new attempt. Only a lost answer is retried under the same key.
          if (isRefusal(error)) idempotency.forget();
          toast({ variant: "destructive", title: t.common.error, description: errorMessage(error, t.common.anErrorOccurred) });
          if (isSlotTaken(error)) {
            // The refused time leaves the form at once (the grid is being asked for again); the confirm
            // button goes with it, so focus moves to the times to choose another.
            dispatch({ type: "clearTime" });
            timeHeadingRef.current?.focus();
          }
        },
      },
    );
  };

  return (
    <BookingSummary
      lines={priced.ok ? summaryLines(priced.items, services, language) : []}
      totalPrice={priced.ok ? priced.totalPrice : 0}
      totalDuration={plan?.durationMinutes ?? (priced.ok ? priced.totalDuration : DEFAULT_APPOINTMENT_DURATION)}
      visitNote={plan && plan.segments.length > 1 ? <VisitPartsNote plan={plan} time={form.time} services={services} /> : null}
      date={form.date}
      time={form.time}
      showConfirm={contactFilled}
      isBooking={createBooking.isPending}
      onConfirm={handleConfirm}
    />
  );
}
