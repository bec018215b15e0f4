import { clsx } from "clsx";
import { LoaderCircle } from "lucide-react";

/** `className` sizes the spinner's box and replaces its default padding (no class merging: the booking page's first screen loads this). */
export function Spinner({ label, className = "py-6" }: { label: string; className?: string }) {
  return (
    <div role="status" className={clsx("flex items-center justify-center gap-2 text-stone-600", className)}>
      <LoaderCircle className="size-5 animate-spin text-plum-700" aria-hidden />
      <span className="text-sm">{label}</span>
    </div>
  );
}
