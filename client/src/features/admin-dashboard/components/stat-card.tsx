import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

interface StatCardProps {
  label: string;
  value: number;
  icon: LucideIcon;
  /** Tailwind classes for the icon chip, so each figure is told apart at a glance. */
  tone: string;
}

/** One figure of the stats grid; rendered inside a <dl> so the label and number stay paired for screen readers. */
export function StatCard({ label, value, icon: Icon, tone }: StatCardProps) {
  return (
    <div className="grid gap-3 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm">
      <dt className="flex items-center gap-3 text-sm font-medium text-stone-700">
        <span className={cn("grid size-10 shrink-0 place-items-center rounded-xl", tone)} aria-hidden>
          <Icon className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="font-display text-3xl font-semibold text-plum-950 tabular-nums">{value}</dd>
    </div>
  );
}
