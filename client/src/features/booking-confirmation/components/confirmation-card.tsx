import { CircleCheck } from "lucide-react";
import { useCallback, type ReactNode } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useBookingConfirmationStrings } from "../i18n/strings";

/**
 * The confirmation's card: the check, the heading, the greeting's line and the note under it. The same
 * while the booking loads (which is what the build prerenders, so the page paints its heading before any
 * script) as once it has arrived: only the name and the sections come in, and nothing above them moves.
 */
export function ConfirmationCard({ firstName, children }: { firstName?: string; children: ReactNode }) {
  const t = useBookingConfirmationStrings();
  const loaded = firstName !== undefined;
  // The heading takes focus once, as the page appears: the confirm button that was pressed is gone.
  const focusOnce = useCallback((node: HTMLHeadingElement | null) => node?.focus({ preventScroll: true }), []);
  return (
    <Card className="mx-auto max-w-2xl" data-testid={loaded ? "booking-confirmed" : undefined} aria-busy={!loaded}>
      <CardHeader className="items-center gap-2 text-center">
        <CircleCheck className="size-12 text-emerald-700" aria-hidden />
        <h1 ref={focusOnce} tabIndex={-1} className="font-display text-3xl font-semibold text-plum-950 focus:outline-none">
          {t.title}
        </h1>
        <p className="text-stone-700">
          {/* A line tall (text-base's line height) before the name arrives, so the note below stays put. */}
          <span className="block min-h-6">{loaded ? t.greeting(firstName) : null}</span> {t.pendingNote}
        </p>
      </CardHeader>
      <CardContent className="space-y-6">{children}</CardContent>
    </Card>
  );
}

/**
 * Where the sections will be while the booking loads, reaching below the fold of a phone's or a laptop's
 * screen: they arrive into room already given to them, and the page grows only below the screen. No
 * spinner: the heading is the page.
 */
export function ConfirmationSectionsPlaceholder() {
  const t = useBookingConfirmationStrings();
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{t.loading}</span>
      <div aria-hidden className="space-y-6 motion-safe:animate-pulse">
        <div className="h-32 rounded-xl bg-plum-50" />
        <div className="h-36 rounded-xl bg-stone-100" />
        <div className="h-28 rounded-xl bg-stone-100" />
        <div className="h-20 rounded-xl bg-stone-100" />
      </div>
    </div>
  );
}
