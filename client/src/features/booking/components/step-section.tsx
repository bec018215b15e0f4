import { useEffect, useId, useRef, type ReactNode, type Ref } from "react";
import { CARD_CLASSES } from "@/components/ui/card-classes";

interface StepSectionProps {
  step: number;
  title: string;
  action?: ReactNode;
  /** The heading, focusable from script, for a step the page sends the visitor back to. */
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * A step that appears after the visitor's choice takes focus on its heading as it appears, so keyboard
   * and screen-reader users go on from there; the page does not scroll for it.
   */
  focusOnAppear?: boolean;
  children: ReactNode;
}

export function StepSection({ step, title, action, headingRef, focusOnAppear = false, children }: StepSectionProps) {
  const headingId = useId();
  const ownHeading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    if (!focusOnAppear) return;
    // After a dialog that added the service has given focus back to its card (a timeout of its own).
    const timer = setTimeout(() => ownHeading.current?.focus({ preventScroll: true }));
    return () => clearTimeout(timer);
    // Only as the step appears: later renders leave focus where the visitor put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const setHeading = (node: HTMLHeadingElement | null) => {
    ownHeading.current = node;
    if (typeof headingRef === "function") headingRef(node);
    else if (headingRef) headingRef.current = node;
  };
  return (
    // A card (components/ui/card.tsx) written out: the first screen does without its class merging.
    <section aria-labelledby={headingId} className={CARD_CLASSES.card}>
      <div className="flex flex-row items-center justify-between gap-3 p-5 pb-3 sm:p-6 sm:pb-3">
        <h2
          ref={setHeading}
          id={headingId}
          tabIndex={headingRef || focusOnAppear ? -1 : undefined}
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
