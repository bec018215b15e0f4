import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn("flex items-center justify-center gap-2 py-6 text-stone-600", className)}>
      <LoaderCircle className="size-5 animate-spin text-plum-700" aria-hidden />
      <span className="text-sm">{label}</span>
    </div>
  );
}
