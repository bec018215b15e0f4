import { CheckCheck, CircleCheck, Clock3 } from "lucide-react";
import { useI18n } from "@/lib/i18n/use-i18n";
import { cn } from "@/lib/utils";
import { useLiveBoardStrings } from "../i18n/strings";
import { appointmentBadges, serviceName, statusLabel } from "../utils/format";
import { serviceColour } from "../utils/service-colours";
import { isPending, type PlacedAppointment } from "../utils/timeline";

interface AppointmentBlockProps {
  placed: PlacedAppointment;
  lanes: number;
  compact: boolean;
}

function StatusIcon({ status }: { status: string }) {
  if (isPending(status)) return <Clock3 aria-hidden className="size-[1em] shrink-0" />;
  if (status === "completed") return <CheckCheck aria-hidden className="size-[1em] shrink-0" />;
  return <CircleCheck aria-hidden className="size-[1em] shrink-0" />;
}

/** One appointment, placed by its start and sized by its real duration; pending ones are dashed outlines. */
export function AppointmentBlock({ placed, lanes, compact }: AppointmentBlockProps) {
  const s = useLiveBoardStrings();
  const { language } = useI18n();
  const { appointment, start, end, span, lane } = placed;
  const pending = isPending(appointment.status);
  const colour = serviceColour(appointment.serviceId);
  const service = serviceName(appointment, language);
  const status = statusLabel(appointment.status, s);
  const badges = appointmentBadges(appointment, s);
  const range = `${start}–${end}`;
  const details = [range, status, ...badges].join(" · ");
  // Overlapping bookings share the row's height, so each keeps to its name and service.
  const stacked = lanes > 1;

  return (
    <li
      className="absolute p-0.5"
      style={{ left: `${span.left}%`, width: `${span.width}%`, top: `${(lane / lanes) * 100}%`, height: `${100 / lanes}%` }}
      data-appointment-id={appointment.id}
      data-status={appointment.status}
      title={`${appointment.customerName} · ${service} · ${details}`}
    >
      <div
        className={cn(
          // Lines keep their height; the block's own size (in its font's ems) decides which of them show.
          "flex h-full min-w-0 flex-col overflow-hidden rounded-md border-2 leading-tight shadow-sm [container-type:size] *:shrink-0",
          pending ? cn(colour.pending, "border-dashed") : colour.confirmed,
          compact ? "justify-center px-1.5 text-sm" : "px-2 text-sm 2xl:text-base",
          !compact && (stacked ? "py-0.5" : "gap-0.5 py-1"),
        )}
      >
        {compact ? (
          <p className="truncate">
            <span className="font-bold">{appointment.customerName}</span> · {service}
            <span className="sr-only"> · {details}</span>
          </p>
        ) : (
          <>
            <p className={cn("truncate font-bold", stacked ? "text-base 2xl:text-lg" : "text-base 2xl:text-xl")}>{appointment.customerName}</p>
            <p className="truncate">{service}</p>
            <p className="sr-only">{details}</p>
            {/* Shown only where they fit whole: a short block keeps its name and service rather than "1…". */}
            <p aria-hidden className="hidden min-w-0 items-center gap-1 text-xs font-medium tabular-nums 2xl:text-sm [@container(min-width:6.5rem)_and_(min-height:4.2em)]:flex">
              <span className="shrink-0">{range}</span>
              <StatusIcon status={appointment.status} />
              <span className="truncate">{status}</span>
            </p>
            {badges.length > 0 && (
              <ul aria-hidden className="hidden min-w-0 gap-1 text-xs font-semibold [@container(min-width:6.5rem)_and_(min-height:5.45em)]:flex">
                {badges.map((badge) => (
                  <li key={badge} className="min-w-0 truncate rounded border border-current px-1">
                    {badge}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </li>
  );
}
