import { Settings2 } from "lucide-react";
import { lazy, Suspense, useReducer, useRef, useState } from "react";
import { Link } from "wouter";
import type { PublicService } from "@shared/api";
import { bookableDates, salonDate } from "@shared/time";
import { buttonVariants } from "@/components/ui/button-variants";
import { Spinner } from "@/components/ui/spinner";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useServiceOptionsByService } from "../api/get-service-options";
import { useServices } from "@/lib/services";
import { useLoadOnFirstInteraction } from "../hooks/use-load-on-first-interaction";
import { useLoadedModule } from "../hooks/use-loaded-module";
import { useNow } from "@/lib/use-now";
import { bookingFormReducer, initialBookingForm } from "../utils/booking-form";
import { defaultBookingDate } from "../utils/dates";
import { localizedName } from "@/lib/format";
import type { WaitlistSlot } from "@/lib/waitlist-draft";
import { dialogFor } from "../utils/service-dialogs";
import { serviceKeyOf } from "../utils/service-key";
import type { PlanCheckResult } from "./visit-plan-step";
import type { OpenServiceDialog } from "./service-dialog";
import { ServiceSelection } from "./service-selection";
import { StepSection } from "./step-section";

/** Past slots grey out while the page stays open. */
const CLOCK_TICK_MS = 30_000;

// The calendar, the option dialogs and the later steps are only needed once a service is tapped.
// They start downloading at the visitor's first interaction rather than at mount, so a plain visit
// fetches only the initial scripts held to the 100 kB budget (scripts/check-bundle.mjs), and the
// download still starts before the tap that needs it.
const loadCalendar = () => import("./booking-calendar");
const loadServiceDialog = () => import("./service-dialog");
const loadSteps = () => import("./booking-steps");
const loadChoiceChunks = () => {
  void loadCalendar();
  void loadServiceDialog();
  void loadSteps();
  // The salon clock's first reading builds the browser's time-zone formatter (tens of milliseconds on
  // a phone): built here, ahead of the tap that needs it, rather than while the page starts.
  salonDate(new Date());
};
/** Everything drawn once a service is chosen, from one load: it appears in one go, never a part at a time. */
const loadChosenSteps = () => Promise.all([loadSteps(), loadCalendar()]).then(([steps, calendar]) => ({ ...steps, ...calendar }));
const ServiceDialog = lazy(() => loadServiceDialog().then((module) => ({ default: module.ServiceDialog })));

/** The booking's date stays unset until the first service is chosen, so the first screen never reads the salon clock. */
const NO_DATE_YET = "";

export function BookingPage({ isAdmin, waitlist }: { isAdmin: boolean; waitlist?: WaitlistSlot }) {
  const { t, language } = useI18n();
  const now = useNow(CLOCK_TICK_MS);
  const [form, dispatch] = useReducer(bookingFormReducer, NO_DATE_YET, initialBookingForm);
  const [dialog, setDialog] = useState<OpenServiceDialog | null>(null);
  const servicesQuery = useServices();
  const optionsByService = useServiceOptionsByService();
  const timeHeadingRef = useRef<HTMLHeadingElement>(null);

  useLoadOnFirstInteraction(loadChoiceChunks);

  const services = servicesQuery.data ?? [];

  // A chosen service nobody does is said before a date is asked for: no day would have a free time for
  // it. Only an answer about the services chosen now counts: one about an earlier choice never flashes back.
  const [planCheck, setPlanCheck] = useState<PlanCheckResult | null>(null);
  const unplannable = planCheck?.serviceKey === serviceKeyOf(form.serviceIds) && planCheck.unplannable;
  const hasServices = form.serviceIds.length > 0 && !unplannable;
  const firstService = services.find((service) => service.id === form.serviceIds[0]);
  const steps = useLoadedModule(loadChosenSteps, form.serviceIds.length > 0);

  const optionName = (serviceId: string, optionId: string) => {
    const option = (optionsByService[serviceId] ?? []).find((candidate) => candidate.id === optionId);
    return option ? localizedName(option, language) : optionId;
  };
  const chosenOptionsLabel = (serviceId: string) => {
    const chosen = form.optionIds[serviceId];
    return chosen && chosen.length > 0 ? chosen.map((optionId) => optionName(serviceId, optionId)).join(" · ") : null;
  };

  /** The first service chosen also sets the date: the salon's first bookable day. */
  const addService = (serviceId: string, optionIds?: string[]) => {
    if (form.date === NO_DATE_YET) dispatch({ type: "setDate", date: defaultBookingDate(new Date()) });
    dispatch({ type: "addService", serviceId, optionIds });
  };

  const handleServiceClick = (service: PublicService) => {
    if (form.serviceIds.includes(service.id)) {
      dispatch({ type: "removeService", serviceId: service.id });
      return;
    }
    const kind = dialogFor(service, isAdmin);
    if (kind) setDialog({ kind, service });
    else addService(service.id);
  };

  const addConfigured = (serviceId: string, optionIds: string[]) => {
    addService(serviceId, optionIds);
    setDialog(null);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="font-display text-3xl font-semibold text-plum-950 sm:text-4xl">
            {t.booking.title}
          </h1>
          <p className="max-w-2xl text-stone-700">{t.booking.subtitle}</p>
        </div>
        {isAdmin ? (
          <Link href="/admin/service-options" className={buttonVariants({ variant: "outline" })}>
            <Settings2 aria-hidden />
            {t.booking.editServices}
          </Link>
        ) : null}
      </div>

      {/* One column held to the page's width on a phone: a wide later step (the calendar) never widens the cards above it. */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-6">
          <StepSection step={1} title={t.booking.stepServices}>
            {servicesQuery.isPending ? (
              <Spinner label={t.common.loading} />
            ) : servicesQuery.isError ? (
              <div role="alert" className="flex flex-wrap items-center gap-3 text-stone-800">
                <span>{t.booking.servicesLoadError}</span>
                <button type="button" className={buttonVariants({ variant: "outline", size: "sm" })} onClick={() => void servicesQuery.refetch()}>
                  {t.common.retry}
                </button>
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
                {form.serviceIds.length > 0 && steps ? (
                  <steps.VisitPlanStep form={form} dispatch={dispatch} services={services} optionsByService={optionsByService} onResult={setPlanCheck} />
                ) : null}
                {hasServices && steps ? <steps.RemovalStep form={form} dispatch={dispatch} /> : null}
              </div>
            )}
          </StepSection>

          {firstService && steps ? <steps.ServiceReviewsCard serviceId={firstService.id} serviceName={localizedName(firstService, language)} /> : null}

          {hasServices && steps ? (
            <StepSection step={2} title={t.booking.stepDate} focusOnAppear>
              <steps.BookingCalendar
                selected={form.date}
                today={salonDate(now)}
                bookable={bookableDates(now)}
                onSelect={(date) => dispatch({ type: "setDate", date })}
              />
            </StepSection>
          ) : null}

          {hasServices && steps && form.date ? (
            <StepSection step={3} title={t.booking.stepTime} headingRef={timeHeadingRef}>
              <steps.TimeStep
                form={form}
                services={services}
                optionsByService={optionsByService}
                now={now}
                onSelect={(time) => dispatch({ type: "setTime", time })}
                waitlist={waitlist}
              />
            </StepSection>
          ) : null}

          {hasServices && steps && form.time ? (
            <StepSection step={4} title={t.booking.stepContact} focusOnAppear>
              <steps.ContactFields
                values={{ customerName: form.customerName, customerEmail: form.customerEmail, customerPhone: form.customerPhone }}
                onChange={(field, value) => dispatch({ type: "setContact", field, value })}
                marketingOptIn={form.marketingOptIn}
                onMarketingOptInChange={(value) => dispatch({ type: "setMarketingOptIn", value })}
              />
            </StepSection>
          ) : null}
        </div>

        {hasServices && steps ? (
          <aside className="lg:sticky lg:top-24">
            <steps.SummaryPanel
              form={form}
              dispatch={dispatch}
              services={services}
              optionsByService={optionsByService}
              timeHeadingRef={timeHeadingRef}
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
