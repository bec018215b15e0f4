import { BellRing, CircleCheck } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { WaitlistDraft } from "@/lib/waitlist-draft";
import { useWaitlistStrings } from "../i18n/strings";
import { WaitlistForm } from "./waitlist-form";

type Phase = { kind: "closed" } | { kind: "open" } | { kind: "joined"; email: string };

/**
 * Under the booking page's times: "tell me if a time opens up", which opens the join form in place (below
 * the times, so nothing the visitor is about to tap moves), and then says where the offer will come.
 */
export default function WaitlistJoin({ draft }: { draft: WaitlistDraft }) {
  const t = useWaitlistStrings();
  const [phase, setPhase] = useState<Phase>({ kind: "closed" });
  // The heading of what replaced the button takes focus: the button that was pressed is gone.
  const focusOnce = useCallback((node: HTMLHeadingElement | null) => node?.focus({ preventScroll: true }), []);
  // Closing the form gives focus back to the button that opened it.
  const refocusButton = useRef(false);
  const focusButton = useCallback((node: HTMLButtonElement | null) => {
    if (node && refocusButton.current) node.focus({ preventScroll: true });
    refocusButton.current = false;
  }, []);

  if (phase.kind === "joined") {
    return (
      <section role="status" className="flex gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950" data-testid="waitlist-joined">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden />
        <div className="space-y-1">
          <h3 ref={focusOnce} tabIndex={-1} className="font-semibold focus:outline-none">
            {t.joinedTitle}
          </h3>
          <p className="text-sm">{t.joined(phase.email)}</p>
        </div>
      </section>
    );
  }
  if (phase.kind === "open") {
    return (
      <WaitlistForm
        draft={draft}
        headingRef={focusOnce}
        onCancel={() => {
          refocusButton.current = true;
          setPhase({ kind: "closed" });
        }}
        onJoined={(email) => setPhase({ kind: "joined", email })}
      />
    );
  }
  return (
    <Button ref={focusButton} type="button" variant={draft.noTimes ? "primary" : "outline"} aria-expanded={false} onClick={() => setPhase({ kind: "open" })}>
      <BellRing aria-hidden />
      {t.open}
    </Button>
  );
}
