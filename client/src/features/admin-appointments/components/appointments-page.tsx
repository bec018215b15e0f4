import type { AdminAppointment } from "@shared/admin-api";
import type { PublicStaff } from "@shared/api";
import { LoadErrorCard } from "@/components/ui/load-error-card";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useStaff } from "@/lib/staff";
import { useAdminAppointments } from "../api/get-admin-appointments";
import { useAppointmentStrings } from "../i18n/strings";
import { splitAppointments } from "../utils/format";
import { AppointmentCard } from "./appointment-card";

interface AppointmentListProps {
  id: string;
  title: string;
  empty: string;
  appointments: AdminAppointment[];
  everyAppointment: AdminAppointment[];
  staff: PublicStaff[];
}

function AppointmentList({ id, title, empty, appointments, everyAppointment, staff }: AppointmentListProps) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="flex items-center gap-3 font-display text-xl font-semibold text-plum-950">
        {title}
        <span className="rounded-full bg-plum-100 px-2.5 py-0.5 text-sm font-semibold text-plum-900 tabular-nums">
          {appointments.length}
        </span>
      </h2>
      {appointments.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">{empty}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {appointments.map((appointment) => (
            <AppointmentCard key={appointment.id} appointment={appointment} appointments={everyAppointment} staff={staff} />
          ))}
        </div>
      )}
    </section>
  );
}

export default function AppointmentsPage() {
  const s = useAppointmentStrings();
  const appointments = useAdminAppointments();
  const staff = useStaff();

  return (
    <div className="grid gap-8">
      <PageHeader title={s.title} description={s.subtitle} />
      {/* The pickers need the staff list too: without it every unassigned card would claim nobody is free. */}
      {appointments.isError || staff.isError ? (
        <LoadErrorCard
          message={s.loadError}
          retryLabel={s.retry}
          onRetry={() => {
            void appointments.refetch();
            void staff.refetch();
          }}
        />
      ) : appointments.isPending || staff.isPending ? (
        <Spinner label={s.loading} />
      ) : (
        <AppointmentLists appointments={appointments.data} staff={staff.data} />
      )}
    </div>
  );
}

function AppointmentLists({ appointments, staff }: { appointments: AdminAppointment[]; staff: PublicStaff[] }) {
  const s = useAppointmentStrings();
  const { active, completed } = splitAppointments(appointments);
  return (
    <>
      <AppointmentList id="appointments-active" title={s.active} empty={s.noActive} appointments={active} everyAppointment={appointments} staff={staff} />
      <AppointmentList
        id="appointments-completed"
        title={s.completed}
        empty={s.noCompleted}
        appointments={completed}
        everyAppointment={appointments}
        staff={staff}
      />
    </>
  );
}
