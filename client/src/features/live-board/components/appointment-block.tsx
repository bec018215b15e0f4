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

  return (
    <li
      className="absolute p-0.5"
      style={{ left: `${span.left}%`, width: `${span.width}%`, top: `${(lane / lanes) * 100}%`, height: `${100 / lanes}%` }}
      data-appointment-id={appointment.id}
      data-status={appointment.status}
      title={[appointment.customerName, service, range, status, ...badges].join(" · ")}
    >
      <div
        className={cn(
          // Lines keep their height and the block clips what does not fit, least important last.
          "@container flex h-full min-w-0 flex-col overflow-hidden rounded-md border-2 leading-tight shadow-sm *:shrink-0",
          pending ? cn(colour.pending, "border-dashed") : colour.confirmed,
          compact ? "justify-center px-1.5 text-sm" : "gap-0.5 px-2 py-1 text-sm 2xl:text-base",
        )}
      >
        {compact ? (
          <p className="truncate">
            <span className="font-bold">{appointment.customerName}</span> · {service}
            <span className="sr-only">
              {" "}
              · {range} · {status}
              {badges.length > 0 && ` · ${badges.join(" · ")}`}
            </span>
          </p>
        ) : (
          <>
            <p className="truncate text-base font-bold 2xl:text-xl">{appointment.customerName}</p>
            <p className="truncate">{service}</p>
            {/* A short block keeps its name and service; the details would only show as "1…". */}
            <p className="hidden min-w-0 items-center gap-1 text-xs font-medium tabular-nums @[7.5rem]:flex 2xl:text-sm">
              <span className="truncate">{range}</span>
              <StatusIcon status={appointment.status} />
              <span className="truncate">{status}</span>
            </p>
            {badges.length > 0 && (
              <ul className="hidden min-w-0 flex-wrap gap-1 text-xs font-semibold @[7.5rem]:flex">
                {badges.map((badge) => (
                  <li key={badge} className="truncate rounded border border-current px-1">
                    {badge}
                  </li>
                ))}
              </ul>
            )}
            <p className="sr-only @[7.5rem]:hidden">
              {range} · {status}
              {badges.length > 0 && ` · ${badges.join(" · ")}`}
            </p>
          </>
        )}
      </div>
    </li>
  );
}
