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
import { useAssignSegmentStaff } from "../api/assign-segment-staff";
import { useAssignStaff } from "../api/assign-staff";
import { useStaffForServices } from "../api/get-staff-for-services";
import { useAppointmentStrings } from "../i18n/strings";
import { formatTime, localizedName } from "@/lib/format";

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

type Member = Pick<PublicStaff, "id" | "nameEn" | "nameEs">;

/** Confetti and a toast when the server takes the assignment; the reason, long enough to read, when it refuses. */
function useAnnounceAssignment() {
  const s = useAppointmentStrings();
  const { language } = useI18n();
  return (assigned: Promise<unknown>, member: Member) =>
    assigned.then(
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
}

interface StaffSelectProps {
  label: string;
  value: number | null;
  options: Member[];
  pending: boolean;
  onChoose: (member: Member) => void;
}

function StaffSelect({ label, value, options, pending, onChoose }: StaffSelectProps) {
  const s = useAppointmentStrings();
  const { language } = useI18n();
  const selectId = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={selectId}>{label}</Label>
      <NativeSelect
        id={selectId}
        value={value === null ? "" : String(value)}
        onChange={(event) => {
          const member = options.find((option) => String(option.id) === event.target.value);
          if (member) onChoose(member);
        }}
        disabled={pending}
        aria-busy={pending}
      >
        <option value="" disabled>
          {pending ? s.assigning : s.chooseManicurist}
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

/** Offers only the manicurists the server says can take the job now, plus whoever already has it. */
export function StaffPicker({ appointment, staff }: StaffPickerProps) {
  const s = useAppointmentStrings();
  const assign = useAssignStaff();
  const announce = useAnnounceAssignment();

  const options: Member[] = staff.filter((member) => appointment.assignableStaffIds.includes(member.id) || member.id === appointment.staffId);
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

  // Told through the promise: with the list filtered to unassigned jobs, the card leaves the page on success.
  const choose = (member: Member) => announce(assign.mutateAsync({ appointmentId: appointment.id, staff: member }), member);
  return <StaffSelect label={s.assignManicurist} value={appointment.staffId} options={options} pending={assign.isPending} onChoose={choose} />;
}

/**
 * A visit of several parts: one select per part, offering the manicurists who do that part's services
 * (and whoever has it). The server checks the rest (working, free for the part's minutes) and says why not.
 */
export function PartStaffPickers({ appointment, staff }: StaffPickerProps) {
  const s = useAppointmentStrings();
  const { language } = useI18n();
  const assign = useAssignSegmentStaff();
  const announce = useAnnounceAssignment();
  const qualified = useStaffForServices([...new Set(appointment.segments.flatMap((segment) => segment.serviceIds))]);
  const serviceName = (serviceId: string) => {
    const item = appointment.items.find((line) => line.kind === "service" && line.itemId === serviceId);
    return item ? localizedName(item, language) : serviceId;
  };

  return (
    <div className="grid gap-3">
      {appointment.segments.map((segment) => {
        const options: Member[] = staff.filter(
          (member) => member.id === segment.staffId || segment.serviceIds.every((serviceId) => qualified?.[serviceId]?.includes(member.id)),
        );
        const label = s.partManicurist(segment.id, formatTime(segment.start, language), formatTime(segment.end, language), segment.serviceIds.map(serviceName).join(", "));
        const choose = (member: Member) => announce(assign.mutateAsync({ appointmentId: appointment.id, segmentId: segment.id, staff: member }), member);
        return <StaffSelect key={segment.id} label={label} value={segment.staffId} options={options} pending={assign.isPending} onChoose={choose} />;
      })}
    </div>
  );
}
