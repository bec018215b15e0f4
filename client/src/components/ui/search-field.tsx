import { Search } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { cn } from "@/lib/utils";

/** A list's search is asked of the server once the typing pauses this long, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchFieldProps {
  label: string;
  placeholder: string;
  maxLength: number;
  /** Called with the trimmed text once the typing pauses ("" when the box is cleared); pass a stable function (a state setter). */
  onSearch: (term: string) => void;
  className?: string;
  /** Shown under the box, inside the field (e.g. a filter that goes with the search). */
  children?: ReactNode;
}

/** A labelled search box for a back-office list: a magnifier icon, and the typed text handed on debounced. */
export function SearchField({ label, placeholder, maxLength, onSearch, className, children }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState("");
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(term), [term, onSearch]);
  return (
    <div className={cn("grid max-w-md gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-stone-600" aria-hidden />
        <Input id={id} type="search" className="pl-10" placeholder={placeholder} maxLength={maxLength} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      {children}
    </div>
  );
}
