import { LoadErrorCard } from "@/components/ui/load-error-card";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useServices } from "@/lib/services";
import { useAdminStaff } from "@/lib/staff";
import { useQualificationStrings } from "../i18n/strings";
import { StaffQualificationsCard } from "./staff-qualifications-card";

export default function QualificationsPage() {
  const s = useQualificationStrings();
  const staff = useAdminStaff();
  const services = useServices();

  return (
    <div className="grid gap-6">
      <PageHeader title={s.title} description={s.subtitle} />

      {staff.isPending || services.isPending ? (
        <Spinner label={s.loading} />
      ) : staff.isError || services.isError ? (
        <LoadErrorCard
          message={s.loadError}
          retryLabel={s.retry}
          onRetry={() => {
            void staff.refetch();
            void services.refetch();
          }}
        />
      ) : staff.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600" role="status">
          {s.empty}
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label={s.title}>
          {staff.data.map((member) => (
            <StaffQualificationsCard key={member.id} member={member} services={services.data} />
          ))}
        </ul>
      )}
    </div>
  );
}
