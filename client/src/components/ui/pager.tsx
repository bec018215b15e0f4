import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Button } from "./button";

/**
 * The pages of a list the server sends a page at a time. A cursor only leads forward, so the cursors of
 * the pages already seen are kept to go back. `scopeKey` names what is listed (filters, search): when it
 * changes the list starts again at its first page.
 */
export function useCursorPages(scopeKey: string) {
  const [state, setState] = useState<{ scopeKey: string; cursors: (string | undefined)[] }>({ scopeKey, cursors: [undefined] });
  // Adjusting state while rendering (React's documented pattern) starts a new scope at page one at once.
  const current = state.scopeKey === scopeKey ? state : { scopeKey, cursors: [undefined] };
  if (current !== state) setState(current);
  const index = current.cursors.length - 1;
  return {
    index,
    cursor: current.cursors[index],
    next: (cursor: string) => setState({ scopeKey, cursors: [...current.cursors, cursor] }),
    previous: () => setState({ scopeKey, cursors: current.cursors.slice(0, -1) }),
  };
}

interface PagerProps {
  /** The navigation's accessible name, e.g. "Pages of active appointments". */
  label: string;
  /** "21–40 of 345". */
  position: string;
  previousLabel: string;
  nextLabel: string;
  onPrevious?: () => void;
  onNext?: () => void;
}

export function Pager({ label, position, previousLabel, nextLabel, onPrevious, onNext }: PagerProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-3">
      <Button variant="outline" size="sm" onClick={onPrevious} disabled={!onPrevious}>
        <ChevronLeft aria-hidden />
        {previousLabel}
      </Button>
      <span className="text-sm text-stone-700 tabular-nums">{position}</span>
      <Button variant="outline" size="sm" onClick={onNext} disabled={!onNext}>
        {nextLabel}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
