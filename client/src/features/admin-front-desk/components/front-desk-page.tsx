import { CalendarPlus } from "lucide-react";
import { useId, useMemo, useState, type FormEvent } from "react";
import type { AdminClient } from "@shared/admin-api";
import { priceBooking } from "@shared/booking-rules";
import { SERVICE_IDS } from "@shared/catalogue";
import type { Locale } from "@shared/schema";
import { addDays, FRONT_DESK_WINDOW_DAYS, isFrontDeskDate, salonDate } from "@shared/time";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, InputField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { NativeSelect } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { StaffSelect } from "@/components/ui/staff-select";
import { TimePicker } from "@/components/ui/time-picker";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { formatDate, formatPrice, formatTime, localizedName } from "@/lib/format";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useAllOptions } from "@/lib/service-options";
import { useServices } from "@/lib/services";
import { useSlotDay } from "@/lib/slot-day";
import { useStaff } from "@/lib/staff";
import { cn } from "@/lib/utils";
import { useBookAtFrontDesk } from "../api/book-at-front-desk";
import { useAppointments, useDayAppointments } from "../api/get-appointments";
import { useClientSearch } from "../api/get-clients";
import { useFrontDeskStrings } from "../i18n/strings";
import { frontDeskGrid } from "../utils/slot-grid";
import { frontDeskPlans } from "../utils/visit-plans";
import { ClientMatches } from "./client-matches";
import { PartStaffChoices } from "./part-staff-choices";
import { TogetherChoice } from "./together-choice";
import { BookedVisits, type BookedVisit, type CheckoutAction } from "./booked-visits";
import { ClientSummary } from "./client-summary";
import { NO_SERVICES, ServicePicker, type ServiceChoice } from "./service-picker";

interface Contact {
  name: string;
  email: string;
  phone: string;
  locale: Locale;
}

const NO_CONTACT: Contact = { name: "", email: "", phone: "", locale: "es" };
const SEARCH_RESULTS = 5;

/**
 * The front desk books for a customer who phones or walks in, on the booking page's rules and grid, and checks
 * out the visits it booked for today with `checkout`, which the app hands in (the appointments page's own).
 */
export default function FrontDeskPage({ checkout }: { checkout: CheckoutAction }) {
  const s = useFrontDeskStrings();
  const { language } = useI18n();
  const baseId = useId();
  const services = useServices();
  const options = useAllOptions();
  const staff = useStaff();
  const book = useBookAtFrontDesk();
  const now = new Date();
  const today = salonDate(now);

  const [query, setQuery] = useState("");
  const clients = useClientSearch(query, SEARCH_RESULTS);
  const [contact, setContact] = useState<Contact>(NO_CONTACT);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [choice, setChoice] = useState<ServiceChoice>(NO_SERVICES);
  const [date, setDate] = useState(today);
  const [staffId, setStaffId] = useState<number | null>(null);
  const appointments = useAppointments(date, staffId);
  // For a visit of several parts: the manicurist chosen for each part, in part order (null: anyone).
  const [partChoices, setPartChoices] = useState<Array<number | null>>([]);
  const [time, setTime] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [together, setTogether] = useState(false);
  const [bookedToday, setBookedToday] = useState<BookedVisit[]>([]);

  const catalogue = useMemo(() => ({ services: services.data ?? [], options: options.data ?? [] }), [services.data, options.data]);
  const pedicureType = choice.optionIds[SERVICE_IDS.pedicure]?.[0] ?? null;
  const selection = {
    services: choice.serviceIds.map((serviceId) => ({ serviceId, optionIds: choice.optionIds[serviceId] ?? [] })),
    needsAcrylicRemoval: choice.needsAcrylicRemoval,
    needsGelishRemoval: choice.needsGelishRemoval,
    pedicureType,
  };
  const priced = choice.serviceIds.length > 0 ? priceBooking(selection, catalogue) : null;
  const duration = priced?.ok ? priced.totalDuration : 0;
  const day = useSlotDay(date, choice.serviceIds);
  const dateValid = isFrontDeskDate(date, now);
  // Planned as the server plans it: nobody doing every service gives parts, each with its own manicurist;
  // hands and feet may instead be done at the same time by two, when the services allow it.
  const plans = priced?.ok && day.qualifiedByService ? frontDeskPlans(selection.services, priced, day.qualifiedByService, together) : null;
  const plan = plans?.plan ?? null;
  const partStaffIds = plan ? plan.segments.map((_part, index) => partChoices[index] ?? null) : [];
  const anyPartChosen = partStaffIds.some((id) => id !== null);
  const dayAppointments = useDayAppointments(date, anyPartChosen);

  const grid = useMemo(() => {
    if (!priced?.ok || !dateValid || !day.occupied || !day.qualifiedStaffIds) return [];
    const context = { date, now, durationMinutes: duration, qualifiedStaffIds: day.qualifiedStaffIds, availability: day.availability, appointments: day.occupied };
    return frontDeskGrid({ context, plan, partStaffIds, staffId, staffRows: appointments.data?.rows, dayRows: dayAppointments.data?.rows });
    // `now` changes every render; the grid follows the data and the choices. A visit of several parts has its plan
    // (and its parts' choices) rebuilt every render, so its grid is too: a fraction of a millisecond.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [priced?.ok, duration, dateValid, date, staffId, day.occupied, day.availability, day.qualifiedStaffIds, appointments.data, plan, dayAppointments.data]);

  const found = query.trim() ? (clients.data?.rows ?? []) : [];
  const qualified = (staff.data ?? []).filter((member) => day.qualifiedStaffIds?.includes(member.id));
  const timeFree = time !== null && grid.some((slot) => slot.time === time && slot.available);
  // Confirming at once needs a manicurist for the visit, or for every one of its parts.
  const staffChosen = plan ? partStaffIds.every((id) => id !== null) : staffId !== null;
  const serviceName = (serviceId: string) => {
    const service = services.data?.find((candidate) => candidate.id === serviceId);
    return service ? localizedName(service, language) : serviceId;
  };
  // The email is optional: a caller may give only a phone. The button says what is still missing.
  const missing = [
    !contact.name.trim() && s.missingName,
    !contact.phone.trim() && s.missingPhone,
    !priced?.ok && s.missingServices,
    !timeFree && s.missingTime,
  ].filter((item): item is string => Boolean(item));
  const ready = missing.length === 0;

  const pickClient = (client: AdminClient) => {
    setContact({ ...contact, name: [client.firstName, client.lastName].filter(Boolean).join(" "), email: client.email ?? "", phone: client.phone ?? "" });
    setPickedId(client.id);
    setQuery("");
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || time === null) return toast({ variant: "destructive", title: s.bookFailed, description: s.missing });
    book.mutate(
      {
        ...selection,
        services: selection.services.map(({ serviceId, optionIds }) => ({ serviceId, optionIds })),
        appointmentDate: date,
        appointmentTime: time,
        customerName: contact.name.trim(),
        customerEmail: contact.email.trim(),
        customerPhone: contact.phone.trim(),
        locale: contact.locale,
        ...(plan ? (anyPartChosen ? { segmentStaffIds: partStaffIds } : {}) : { staffId }),
        ...(plan?.together ? { together: true } : {}),
        confirmed: confirmed && staffChosen,
      },
      {
        onSuccess: (visit) => {
          // Today's visit waits below for its checkout, newest first; one for another day is paid on its day.
          if (visit.appointmentDate === today) {
            const { id, appointmentDate, appointmentTime, totalPrice } = visit;
            const booked = { id, appointmentDate, appointmentTime, totalPrice, customerName: contact.name.trim(), staffId: visit.segments[0]?.staffId ?? null, checkedOut: false };
            setBookedToday((all) => [booked, ...all]);
          }
          toast({ title: s.booked, description: s.bookedDetail(contact.name.trim(), formatDate(date, language, "medium"), formatTime(time, language)) });
          setContact(NO_CONTACT);
          setPickedId(null);
          setChoice(NO_SERVICES);
          setTime(null);
          setPartChoices([]);
          setConfirmed(false);
          setTogether(false);
        },
        onError: (error) => toast({ variant: "destructive", title: s.bookFailed, description: errorMessage(error, s.bookFailed) }),
      },
    );
  };

  if (services.isPending || options.isPending) return <Spinner label={s.loading} />;

  return (
    // The checkouts sit outside the booking form: a dialog's submit bubbles up its React parents, portal or not.
    <div className="grid gap-6">
      <form className="grid gap-6" onSubmit={submit} noValidate>
        <PageHeader title={s.title} description={s.subtitle} />

        <Card aria-labelledby={`${baseId}-customer`}>
          <CardContent className="grid gap-4 pt-5 sm:pt-6">
            <h2 id={`${baseId}-customer`} className="font-display text-xl font-semibold text-plum-950">
              {s.customerStep}
            </h2>
            <InputField id={`${baseId}-search`} label={s.search} type="search" value={query} onValueChange={setQuery} autoComplete="off" />
            {query.trim() && clients.data ? <ClientMatches found={found} onPick={pickClient} /> : null}
            {pickedId ? <ClientSummary clientId={pickedId} /> : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField id={`${baseId}-name`} label={s.name} required value={contact.name} onValueChange={(name) => setContact({ ...contact, name })} />
              <InputField id={`${baseId}-email`} label={s.email} hint={s.emailHint} type="email" value={contact.email} onValueChange={(email) => setContact({ ...contact, email })} />
              <InputField id={`${baseId}-phone`} label={s.phone} hint={s.phoneHint} type="tel" required value={contact.phone} onValueChange={(phone) => setContact({ ...contact, phone })} />
              <FormField id={`${baseId}-locale`} label={s.language}>
                {(control) => (
                  <NativeSelect {...control} value={contact.locale} onChange={(event) => setContact({ ...contact, locale: event.target.value === "en" ? "en" : "es" })}>
                    <option value="es">{s.spanish}</option>
                    <option value="en">{s.english}</option>
                  </NativeSelect>
                )}
              </FormField>
            </div>
          </CardContent>
        </Card>

        <Card aria-labelledby={`${baseId}-services`}>
          <CardContent className="grid gap-4 pt-5 sm:pt-6">
            <h2 id={`${baseId}-services`} className="font-display text-xl font-semibold text-plum-950">
              {s.servicesStep}
            </h2>
            <ServicePicker services={services.data ?? []} options={options.data ?? []} value={choice} onChange={(next) => (setChoice(next), setPartChoices([]), setTime(null))} />
            {priced ? (
              <p role="status" className={cn("text-sm font-semibold", priced.ok ? "text-plum-900" : "text-amber-900")}>
                {priced.ok ? s.total(formatPrice(priced.totalPrice), plans?.durationMinutes ?? priced.totalDuration) : priced.error.message}
              </p>
            ) : null}
            {plans?.togetherOption ? (
              <TogetherChoice checked={together} onChange={(next) => (setTogether(next), setPartChoices([]), setTime(null))} {...plans.togetherOption} />
            ) : null}
          </CardContent>
        </Card>

        <Card aria-labelledby={`${baseId}-when`}>
          <CardContent className="grid gap-4 pt-5 sm:pt-6">
            <h2 id={`${baseId}-when`} className="font-display text-xl font-semibold text-plum-950">
              {s.whenStep}
            </h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <Label htmlFor={`${baseId}-date`}>{s.date}</Label>
                <Input id={`${baseId}-date`} type="date" min={today} max={addDays(today, FRONT_DESK_WINDOW_DAYS)} value={date} onChange={(event) => (setDate(event.target.value), setTime(null))} />
              </div>
              {plan ? null : (
                <div className="grid gap-1.5">
                  <Label htmlFor={`${baseId}-staff`}>{s.manicurist}</Label>
                  <StaffSelect
                    id={`${baseId}-staff`}
                    value={staffId}
                    onChange={(chosen) => (setStaffId(chosen), setTime(null))}
                    members={qualified}
                    emptyLabel={s.anyone}
                    language={language}
                  />
                </div>
              )}
            </div>
            {plan ? (
              <PartStaffChoices
                plan={plan}
                chosen={partStaffIds}
                onChange={(chosen) => (setPartChoices(chosen), setTime(null))}
                staff={staff.data ?? []}
                serviceName={serviceName}
              />
            ) : null}
            {!dateValid ? <p className="text-sm text-red-800">{s.dateInvalid(FRONT_DESK_WINDOW_DAYS)}</p> : null}
            {priced?.ok && dateValid && !day.isPending && grid.every((slot) => !slot.available) ? <p className="text-sm text-amber-900">{s.noTimes}</p> : null}
            {grid.length > 0 ? (
              <div role="group" aria-label={s.whenStep}>
                <TimePicker slots={grid} selected={time} onSelect={setTime} language={language} className="sm:grid-cols-8" />
              </div>
            ) : null}
            <div className="flex items-center gap-2">
              <Checkbox id={`${baseId}-confirmed`} checked={confirmed && staffChosen} disabled={!staffChosen} onCheckedChange={(next) => setConfirmed(next === true)} aria-describedby={staffChosen ? undefined : `${baseId}-confirm-hint`} />
              <Label htmlFor={`${baseId}-confirmed`}>{s.confirmNow}</Label>
            </div>
            {!staffChosen ? (
              <p id={`${baseId}-confirm-hint`} className="text-xs text-stone-600">
                {plan ? s.confirmNeedsEveryPart : s.confirmNeedsStaff}
              </p>
            ) : null}
          </CardContent>
        </Card>

        <div className="flex flex-wrap items-center justify-end gap-3">
          {!ready ? (
            <p id={`${baseId}-missing`} className="text-sm font-medium text-stone-700">
              {s.needs(missing.join(", "))}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={book.isPending || !ready} aria-describedby={ready ? undefined : `${baseId}-missing`}>
            <CalendarPlus aria-hidden />
            {book.isPending ? s.booking : s.book}
          </Button>
        </div>
      </form>
      <BookedVisits
        visits={bookedToday}
        checkout={checkout}
        onCheckedOut={(id) => setBookedToday((all) => all.map((visit) => (visit.id === id ? { ...visit, checkedOut: true } : visit)))}
      />
    </div>
  );
}
