import type { PublicStaff } from "@shared/api";
import type { VisitPlan } from "@shared/visit-plan";
import { Label } from "@/components/ui/label";
import { StaffSelect } from "@/components/ui/staff-select";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useFrontDeskStrings } from "../i18n/strings";

interface PartStaffChoicesProps {
  plan: VisitPlan;
  /** The manicurist chosen for each part, in part order (null: anyone). */
  chosen: ReadonlyArray<number | null>;
  onChange: (chosen: Array<number | null>) => void;
  staff: readonly PublicStaff[];
  serviceName: (serviceId: string) => string;
}

/** One manicurist select per part of a visit in parts (nobody does it alone, or hands and feet at once), each offering those who do its services. */
export function PartStaffChoices({ plan, chosen, onChange, staff, serviceName }: PartStaffChoicesProps) {
  const s = useFrontDeskStrings();
  const { language } = useI18n();
  return (
    <div className="grid gap-3">
      <p className="text-sm text-stone-700">{plan.together ? s.partsTogether : s.severalParts}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {plan.segments.map((part, index) => (
          <div key={part.position} className="grid gap-1.5">
            <Label htmlFor={`part-staff-${part.position}`}>{s.partManicurist(part.position, part.serviceIds.map(serviceName).join(", "))}</Label>
            <StaffSelect
              id={`part-staff-${part.position}`}
              value={chosen[index] ?? null}
              onChange={(staffId) => onChange(chosen.map((id, other) => (other === index ? staffId : id)))}
              members={staff.filter((member) => part.qualifiedStaffIds.includes(member.id))}
              emptyLabel={s.anyone}
              language={language}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
