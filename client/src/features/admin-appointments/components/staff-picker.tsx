import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import type { AdminAppointment } from "@shared/admin-api";
import type { PublicStaff } from "@shared/api";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { fireConfetti } from "@/lib/confetti";
import { useI18n } from "@/lib/i18n/use-i18n";
import { errorMessage } from "@/lib/api-client";
import { useAssignStaff } from "../api/assign-staff";
import { useAppointmentStrings } from "../i18n/strings";
import { localizedName } from "@/lib/format";

/** A "Not Available" refusal stays up longer than the usual 5 s, long enough to read the reason. */
const NOT_AVAILABLE_TOAST_MS = 6_000;
const CONFETTI_PARTICLES = 300;
const SECOND_BURST_DELAY_MS = 100;

function celebrate(): void {
  // Reduced-motion users get the toast without the animation.
  const burst = () => fireConfetti({ particleCount: CONFETTI_PARTICLES, spread: 100, origin: { y: 0.6 } });
  burst();
  setTimeout(burst, SECOND_BURST_DELAY_MS);
}

interface StaffPickerProps {
  appointment: AdminAppointment;
  staff: PublicStaff[];
}

/** Offers only the manicurists the server says can take the job now, plus whoever already has it. */
export function StaffPicker({ appointment, staff }: StaffPickerProps) {
  const s = useAppointmentStrings();
  const { language } = useI18n();
  const assign = useAssignStaff();
  const selectId = useId();

  const options: Pick<PublicStaff, "id" | "nameEn" | "nameEs">[] = staff.filter(
    (member) => appointment.assignableStaffIds.includes(member.id) || member.id === appointment.staffId,
  );
  // The assigned manicurist may since have been deactivated and so be missing from the public staff list.
  if (appointment.staff && !options.some((member) => member.id === appointment.staff?.id)) options.unshift(appointment.staff);

  if (options.length === 0) {
    return (
      <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900" role="status">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        {s.noneAssignable}
      </p>
    );
  }

  const choose = (value: string) => {
    const member = options.find((option) => String(option.id) === value);
    if (!member) return;
    // Told through the promise: with the list filtered to unassigned jobs, the card leaves the page on success.
    assign.mutateAsync({ appointmentId: appointment.id, staff: member }).then(
      () => {
        celebrate();
        toast({ title: s.assigned(localizedName(member, language)) });
      },
      (error: unknown) => {
        toast({
          variant: "destructive",
          title: s.notAvailable,
          description: errorMessage(error, s.assignFailed),
          duration: NOT_AVAILABLE_TOAST_MS,
        });
      },
    );
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={selectId}>{s.assignManicurist}</Label>
      <NativeSelect
        id={selectId}
        value={appointment.staffId === null ? "" : String(appointment.staffId)}
        onChange={(event) => choose(event.target.value)}
        disabled={assign.isPending}
        aria-busy={assign.isPending}
      >
        <option value="" disabled>
          {assign.isPending ? s.assigning : s.chooseManicurist}
        </option>
        {options.map((member) => (
          <option key={member.id} value={member.id}>
            {localizedName(member, language)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
