import { useId, type ReactNode, type Ref } from "react";
import { CARD_CLASSES } from "@/components/ui/card-classes";

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
    // A card (components/ui/card.tsx) written out: the first screen does without its class merging.
    <section aria-labelledby={headingId} className={CARD_CLASSES.card}>
      <div className="flex flex-row items-center justify-between gap-3 p-5 pb-3 sm:p-6 sm:pb-3">
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
      </div>
      <div className={CARD_CLASSES.content}>{children}</div>
    </section>
  );
}
