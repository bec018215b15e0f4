import { CheckCheck, CircleCheck, Clock3, UserX } from "lucide-react";
import type { PublicStaff } from "@shared/api";
import type { AppointmentStatus } from "@shared/schema";
import { useI18n } from "@/lib/i18n/use-i18n";
import { cn } from "@/lib/utils";
import { useLiveBoardStrings } from "../i18n/strings";
import { appointmentBadges, partnersText, serviceName, statusLabel } from "../utils/format";
import { serviceColour } from "../utils/service-colours";
import { isPending, type PlacedAppointment } from "../utils/timeline";
import { FittedText, nameVariants } from "./fitted-text";

interface AppointmentBlockProps {
  placed: PlacedAppointment;
  /** The board's staff, to name who does a visit's other parts. */
  staff: readonly PublicStaff[];
  lanes: number;
  compact: boolean;
}

function StatusIcon({ status }: { status: AppointmentStatus }) {
  if (isPending(status)) return <Clock3 aria-hidden className="size-[1em] shrink-0" />;
  if (status === "completed") return <CheckCheck aria-hidden className="size-[1em] shrink-0" />;
  if (status === "no_show") return <UserX aria-hidden className="size-[1em] shrink-0" />;
  return <CircleCheck aria-hidden className="size-[1em] shrink-0" />;
}

/**
 * One appointment, placed by its start and sized by its real duration; pending ones are dashed outlines.
 * Every line is at least the board's base size and is shown whole or not at all: the customer's name
 * falls back to the first name or initials in a narrow block, and the service, times and notes show
 * only where they fit (the block's height decides how many lines). A part of a visit of several is drawn
 * in its own manicurist's row with its own times and services, marked "1/2" beside the customer's name (the
 * same name on every part) and followed by who does the other parts. A screen reader hears it all.
 */
export function AppointmentBlock({ placed, staff, lanes, compact }: AppointmentBlockProps) {
  const s = useLiveBoardStrings();
  const { language } = useI18n();
  const { appointment, part, start, end, span, lane } = placed;
  const pending = isPending(appointment.status);
  // A no-show keeps its place (its time stays held) but is drawn struck through, greyed, without a tick.
  const noShow = appointment.status === "no_show";
  const colour = serviceColour(placed.serviceId);
  const service = serviceName(placed, language);
  const status = statusLabel(appointment.status, s);
  const badges = appointmentBadges(placed, s);
  const range = `${start}–${end}`;
  const partners = part ? partnersText(placed, staff, language, s) : "";
  const details = [range, status, ...badges].join(" · ");
  const heard = [appointment.customerName, ...(part ? [s.part(part.id, part.count), partners] : []), service, details].filter(Boolean).join(" · ");

  return (
    <li
      className="absolute px-0.5 py-px"
      style={{ left: `${span.left}%`, width: `${span.width}%`, top: `${(lane / lanes) * 100}%`, height: `${100 / lanes}%` }}
      data-appointment-id={appointment.id}
      data-status={appointment.status}
      data-part={part ? `${part.id}/${part.count}` : undefined}
      title={heard}
    >
      <div
        className={cn(
          "flex h-full min-w-0 flex-col overflow-hidden rounded-md border-2 px-0.5 text-base leading-tight shadow-sm [container-type:size] *:shrink-0",
          noShow ? "border-stone-500 bg-stone-700 text-stone-100" : pending ? cn(colour.pending, "border-dashed") : colour.confirmed,
          compact && "justify-center leading-none",
        )}
      >
        <p className="sr-only">{heard}</p>
        {part ? (
          <p aria-hidden className="flex min-w-0 items-baseline gap-1">
            <FittedText variants={nameVariants(appointment.customerName)} className={cn("min-w-0 flex-1 font-bold", noShow && "line-through")} data-customer-name />
            <span className="shrink-0 rounded bg-black/25 px-1 font-bold tabular-nums" data-part-mark>
              {part.id}/{part.count}
            </span>
          </p>
        ) : (
          <FittedText aria-hidden variants={nameVariants(appointment.customerName)} className={cn("font-bold", noShow && "line-through")} data-customer-name />
        )}
        {noShow && <FittedText aria-hidden variants={[status, s.statusNoShowShort]} className="font-semibold" data-no-show />}
        {!compact && (
          <>
            {/* Lines below the name appear as the block's height allows a whole line for each. */}
            <FittedText
              aria-hidden
              variants={partners ? [`${service} · ${partners}`, partners, service] : [service]}
              className="hidden [@container(min-height:2.5rem)]:block"
              data-partners={partners || undefined}
            />
            <p aria-hidden className="hidden min-w-0 items-center gap-1 font-medium tabular-nums [@container(min-height:3.75rem)]:flex">
              <StatusIcon status={appointment.status} />
              <FittedText variants={[`${range} · ${status}`, range]} className="min-w-0 flex-1" />
            </p>
            {badges.length > 0 && (
              <FittedText
                aria-hidden
                variants={[badges.join(" · "), badges[0]]}
                className="hidden font-semibold [@container(min-height:5rem)]:block"
              />
            )}
          </>
        )}
      </div>
    </li>
  );
}
