import { UsersRound } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/utils";

interface StaffAvatarProps {
  name: string | null;
  photoUrl: string | null;
  className?: string;
}

/** Decorative: the name is always written beside it. Initials stand in for a missing or broken photo. */
export function StaffAvatar({ name, photoUrl, className }: StaffAvatarProps) {
  const [broken, setBroken] = useState(false);
  const base = cn("grid shrink-0 place-items-center overflow-hidden rounded-full bg-plum-800 font-semibold text-white", className);
  if (name === null) {
    return (
      <span className={cn(base, "bg-stone-700")} aria-hidden>
        <UsersRound className="size-1/2" />
      </span>
    );
  }
  if (photoUrl && !broken) {
    return <img src={photoUrl} alt="" className={cn(base, "object-cover")} onError={() => setBroken(true)} />;
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
  return (
    <span className={base} aria-hidden>
      {initials}
    </span>
  );
}
