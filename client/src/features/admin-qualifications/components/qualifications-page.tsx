import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useServices } from "../api/get-services";
import { useStaff } from "../api/get-staff";
import { useQualificationStrings } from "../i18n/strings";
import { StaffQualificationsCard } from "./staff-qualifications-card";

export default function QualificationsPage() {
  const s = useQualificationStrings();
  const staff = useStaff();
  const services = useServices();

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="font-display text-3xl font-semibold text-plum-950">{s.title}</h1>
        <p className="text-stone-700">{s.subtitle}</p>
      </header>

      {staff.isPending || services.isPending ? (
        <Spinner label={s.loading} />
      ) : staff.isError || services.isError ? (
        <Card role="alert" className="border-red-200">
          <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-5 sm:pt-6">
            <p className="font-medium text-red-800">{s.loadError}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                void staff.refetch();
                void services.refetch();
              }}
            >
              {s.retry}
            </Button>
          </CardContent>
        </Card>
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
