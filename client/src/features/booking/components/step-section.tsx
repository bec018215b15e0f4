import { useId, type ReactNode } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

export function StepSection({ step, title, action, children }: { step: number; title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-3 font-display text-xl font-semibold text-plum-950">
          <span className="grid size-8 shrink-0 place-items-center rounded-full bg-plum-700 font-sans text-sm font-bold text-white" aria-hidden>
            {step}
          </span>
          {title}
        </h2>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
