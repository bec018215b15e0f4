import { Settings2 } from "lucide-react";
import { lazy, Suspense, useReducer, useRef, useState } from "react";
import { Link } from "wouter";
import type { PublicService } from "@shared/api";
import { priceBooking, removalsOffered } from "@shared/booking-rules";
import { DEFAULT_APPOINTMENT_DURATION } from "@shared/catalogue";
import { bookableDates, salonDate } from "@shared/time";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useI18n } from "@/lib/i18n/use-i18n";
import { ApiError, errorMessage } from "@/lib/query-client";
import { isSlotTaken, useCreateBooking } from "../api/create-booking";
import { useServiceOptionsByService } from "../api/get-service-options";
import { useServices } from "../api/get-services";
import { useIdempotencyKey } from "../hooks/use-idempotency-key";
import { useLoadOnFirstInteraction } from "../hooks/use-load-on-first-interaction";
import { useNow } from "@/lib/use-now";
import { useSlotGrid } from "../hooks/use-slot-grid";
import { bookingFormReducer, initialBookingForm, toSelection } from "../utils/booking-form";
import { buildBookingRequest } from "../utils/build-booking-request";
import { defaultBookingDate } from "../utils/dates";
import { localizedName } from "@/lib/format";
import { dialogFor } from "../utils/service-dialogs";
import { summaryLines } from "../utils/summary-lines";
import { validateBooking } from "../utils/validate-booking";
import { BookingSummary } from "./booking-summary";
import { ContactFields } from "./contact-fields";
import { RemovalOptions } from "./removal-options";
import { ServiceReviewsCard } from "./service-reviews-card";
import type { OpenServiceDialog } from "./service-dialog";
import { ServiceSelection } from "./service-selection";
import { StepSection } from "./step-section";
import { TimeSlotGrid } from "./time-slot-grid";

/** Past slots grey out while the page stays open. */
const CLOCK_TICK_MS = 30_000;

// The calendar and the option dialogs (about 30 kB gzipped) are only needed once a service is tapped.
// They start downloading at the visitor's first interaction rather than at mount, so a plain visit
// fetches only the initial scripts held to the 150 kB budget (scripts/check-bundle.mjs), and the
// download still starts before the tap that needs it.
const loadCalendar = () => import("./booking-calendar");
const loadServiceDialog = () => import("./service-dialog");
const loadChoiceChunks = () => {
  void loadCalendar();
  void loadServiceDialog();
};
const BookingCalendar = lazy(() => loadCalendar().then((module) => ({ default: module.BookingCalendar })));
const ServiceDialog = lazy(() => loadServiceDialog().then((module) => ({ default: module.ServiceDialog })));

export function BookingPage({ isAdmin }: { isAdmin: boolean }) {
  const { t, language } = useI18n();
  const now = useNow(CLOCK_TICK_MS);
  const [form, dispatch] = useReducer(bookingFormReducer, undefined, () => initialBookingForm(defaultBookingDate(new Date())));
  const [dialog, setDialog] = useState<OpenServiceDialog | null>(null);
  const servicesQuery = useServices();
  const optionsByService = useServiceOptionsByService();
  const createBooking = useCreateBooking();
  const idempotency = useIdempotencyKey();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const timeHeadingRef = useRef<HTMLHeadingElement>(null);

  useLoadOnFirstInteraction(loadChoiceChunks);

  const services = servicesQuery.data ?? [];
  const priced = priceBooking(toSelection(form), { services, options: Object.values(optionsByService).flat() });
  const grid = useSlotGrid({
    date: form.date,
    serviceIds: form.serviceIds,
    durationMinutes: priced.ok ? priced.totalDuration : DEFAULT_APPOINTMENT_DURATION,
    now,
  });

  const hasServices = form.serviceIds.length > 0;
  const contactFilled = Boolean(form.time && form.customerName && form.customerEmail && form.customerPhone);
  const firstService = services.find((service) => service.id === form.serviceIds[0]);

  const optionName = (serviceId: string, optionId: string) => {
    const option = (optionsByService[serviceId] ?? []).find((candidate) => candidate.id === optionId);
    return option ? localizedName(option, language) : optionId;
  };
  const chosenOptionsLabel = (serviceId: string) => {
    const chosen = form.optionIds[serviceId];
    return chosen && chosen.length > 0 ? chosen.map((optionId) => optionName(serviceId, optionId)).join(" · ") : null;
  };

  const handleServiceClick = (service: PublicService) => {
    if (form.serviceIds.includes(service.id)) {
      dispatch({ type: "removeService", serviceId: service.id });
      return;
    }
    const kind = dialogFor(service, isAdmin);
    if (kind) setDialog({ kind, service });
    else dispatch({ type: "addService", serviceId: service.id });
  };

  const addConfigured = (serviceId: string, optionIds: string[]) => {
    dispatch({ type: "addService", serviceId, optionIds });
    setDialog(null);
  };

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
    const request = buildBookingRequest(form, priced, services, language);
    createBooking.mutate(
      { request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: () => {
          idempotency.forget();
          toast({ title: t.common.success, description: t.booking.successMessage });
          dispatch({ type: "reset", date: defaultBookingDate(new Date()) });
          // The focused confirm button vanishes with the reset; start keyboard and screen-reader users at the top.
          headingRef.current?.focus();
          window.scrollTo({ top: 0, behavior: "smooth" });
        },
        onError: (error) => {
          // The server answered: the next press is a new attempt. Only a lost answer is retried under the same key.
          if (error instanceof ApiError) idempotency.forget();
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
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 ref={headingRef} tabIndex={-1} className="font-display text-3xl font-semibold text-plum-950 focus:outline-none sm:text-4xl">
            {t.booking.title}
          </h1>
          <p className="max-w-2xl text-stone-700">{t.booking.subtitle}</p>
        </div>
        {isAdmin ? (
          <Button asChild variant="outline">
            <Link href="/admin/service-options">
              <Settings2 aria-hidden />
              {t.booking.editServices}
            </Link>
          </Button>
        ) : null}
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-6">
          <StepSection step={1} title={t.booking.stepServices}>
            {servicesQuery.isPending ? (
              <Spinner label={t.common.loading} />
            ) : servicesQuery.isError ? (
              <div role="alert" className="flex flex-wrap items-center gap-3 text-stone-800">
                <span>{t.booking.servicesLoadError}</span>
                <Button variant="outline" size="sm" onClick={() => void servicesQuery.refetch()}>
                  {t.common.retry}
                </Button>
              </div>
            ) : (
              <div className="space-y-6">
                <ServiceSelection
                  services={services}
                  selectedIds={form.serviceIds}
                  isAdmin={isAdmin}
                  chosenOptionsLabel={chosenOptionsLabel}
                  onServiceClick={handleServiceClick}
                />
                {removalsOffered(form.serviceIds) ? (
                  <RemovalOptions
                    values={{ needsAcrylicRemoval: form.needsAcrylicRemoval, needsGelishRemoval: form.needsGelishRemoval }}
                    onChange={(field, value) => dispatch({ type: "setRemoval", field, value })}
                  />
                ) : null}
              </div>
            )}
          </StepSection>

          {firstService ? <ServiceReviewsCard serviceId={firstService.id} serviceName={localizedName(firstService, language)} /> : null}

          {hasServices ? (
            <StepSection step={2} title={t.booking.stepDate}>
              <Suspense fallback={<Spinner label={t.common.loading} />}>
                <BookingCalendar
                  selected={form.date}
                  today={salonDate(now)}
                  bookable={bookableDates(now)}
                  onSelect={(date) => dispatch({ type: "setDate", date })}
                />
              </Suspense>
            </StepSection>
          ) : null}

          {hasServices && form.date ? (
            <StepSection step={3} title={t.booking.stepTime} headingRef={timeHeadingRef}>
              <TimeSlotGrid grid={grid} selected={form.time} onSelect={(time) => dispatch({ type: "setTime", time })} />
            </StepSection>
          ) : null}

          {hasServices && form.time ? (
            <StepSection step={4} title={t.booking.stepContact}>
              <ContactFields
                values={{ customerName: form.customerName, customerEmail: form.customerEmail, customerPhone: form.customerPhone }}
                onChange={(field, value) => dispatch({ type: "setContact", field, value })}
              />
            </StepSection>
          ) : null}
        </div>

        {hasServices ? (
          <aside className="lg:sticky lg:top-24">
            <BookingSummary
              lines={priced.ok ? summaryLines(priced.items, services, language) : []}
              totalPrice={priced.ok ? priced.totalPrice : 0}
              totalDuration={priced.ok ? priced.totalDuration : DEFAULT_APPOINTMENT_DURATION}
              date={form.date}
              time={form.time}
              showConfirm={contactFilled}
              isBooking={createBooking.isPending}
              onConfirm={handleConfirm}
            />
          </aside>
        ) : null}
      </div>

      {dialog ? (
        <Suspense fallback={null}>
          <ServiceDialog
            dialog={dialog}
            options={optionsByService[dialog.service.id] ?? []}
            onClose={() => setDialog(null)}
            onAdd={addConfigured}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
