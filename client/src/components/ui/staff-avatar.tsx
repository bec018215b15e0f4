import { UsersRound } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/utils";

/** "Ana María López" → "AM": the first letters of the first two words, "?" for a blank name. */
export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part.charAt(0))
      .join("")
      .toUpperCase() || "?"
  );
}

const TONES = {
  /** The back office: plum letters on a pale disc. */
  light: { photo: "bg-plum-50", letters: "bg-plum-100 text-plum-900" },
  /** The live board's dark rows: white letters on a deep disc. */
  dark: { photo: "bg-plum-800", letters: "bg-plum-800 text-white" },
};

interface StaffAvatarProps {
  /** Null for an unassigned appointment, shown as a people icon. */
  name: string | null;
  photoUrl: string | null;
  tone?: keyof typeof TONES;
  className?: string;
}

/**
 * Decorative (the name is always written beside it): the photo, or the initials when there is none or it
 * fails to load (a mistyped URL, a removed file). A new URL is tried again.
 */
export function StaffAvatar({ name, photoUrl, tone = "light", className }: StaffAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const base = cn("grid size-12 shrink-0 place-items-center overflow-hidden rounded-full font-semibold", className);
  if (name === null) {
    return (
      <span className={cn(base, "bg-stone-700 text-white")} aria-hidden>
        <UsersRound className="size-1/2" />
      </span>
    );
  }
  if (photoUrl && photoUrl !== failedUrl) {
    return <img src={photoUrl} alt="" onError={() => setFailedUrl(photoUrl)} className={cn("size-12 shrink-0 rounded-full object-cover", TONES[tone].photo, className)} />;
  }
  return (
    <span className={cn(base, TONES[tone].letters)} aria-hidden>
      {initials(name)}
    </span>
  );
}
