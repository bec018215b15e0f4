import { Users } from "lucide-react";
import type { PublicService } from "@shared/api";
import type { VisitPlan } from "@shared/visit-plan";
import { formatTime } from "@/lib/format";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useVisitStrings } from "../i18n/visit-strings";
import { serviceNameOf } from "../utils/service-name";
import { partTimes } from "../utils/visit-plan";

/**
 * In the summary of a visit of several parts: that several manicurists do it, at once or one after
 * another, and once a time is chosen, when each part runs and what it holds.
 */
export function VisitPartsNote({ plan, time, services }: { plan: VisitPlan; time: string | null; services: readonly PublicService[] }) {
  const { language } = useI18n();
  const strings = useVisitStrings();
  return (
    <div className="space-y-1.5 rounded-xl bg-plum-50 p-3 text-sm text-stone-800" data-testid="visit-parts">
      <p className="flex items-start gap-1.5 font-medium">
        <Users className="mt-0.5 size-4 shrink-0 text-plum-700" aria-hidden />
        {plan.together ? strings.atOnce : strings.oneAfterAnother(plan.segments.length)}
      </p>
      {time ? (
        <ul className="space-y-0.5 pl-5.5">
          {partTimes(plan, time).map((part) => (
            <li key={part.position} data-part={part.position}>
              <span className="font-semibold tabular-nums">
                {formatTime(part.start, language)}–{formatTime(part.end, language)}
              </span>{" "}
              {part.serviceIds.map((serviceId) => serviceNameOf(services, serviceId, language)).join(" · ")}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
