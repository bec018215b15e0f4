import { useState } from "react";
import { cn } from "@/lib/utils";
import { initials } from "../utils/format";

/** The photo, or the initials when there is none or it fails to load (a mistyped URL, a removed file). */
export function StaffAvatar({ name, photoUrl, className }: { name: string; photoUrl: string | null; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return photoUrl && photoUrl !== failedUrl ? (
    <img
      src={photoUrl}
      alt=""
      onError={() => setFailedUrl(photoUrl)}
      className={cn("size-12 shrink-0 rounded-full bg-plum-50 object-cover", className)}
    />
  ) : (
    <span
      className={cn("grid size-12 shrink-0 place-items-center rounded-full bg-plum-100 font-semibold text-plum-900", className)}
      aria-hidden
    >
      {initials(name)}
    </span>
  );
}
