import { useId, type ReactNode, type Ref } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

interface StepSectionProps {
  step: number;
  title: string;
  action?: ReactNode;
  /** The heading, focusable from script, for a step the page sends the visitor back to. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

export function StepSection({ step, title, action, headingRef, children }: StepSectionProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={headingRef ? -1 : undefined}
          className="flex items-center gap-3 font-display text-xl font-semibold text-plum-950 focus:outline-none"
        >
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
