import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

interface PageHeaderProps {
  title: ReactNode;
  /** The line under the title; null or undefined leaves it out. */
  description?: ReactNode;
  descriptionClassName?: string;
  /** Buttons beside the title, wrapping below it on narrow screens. */
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ title, description, descriptionClassName, actions, className }: PageHeaderProps) {
  const heading = (
    <>
      <h1 className="font-display text-3xl font-semibold text-plum-950">{title}</h1>
      {description != null ? <p className={cn("text-stone-700", descriptionClassName)}>{description}</p> : null}
    </>
  );
  if (!actions) return <header className={cn("grid gap-1", className)}>{heading}</header>;
  return (
    <header className={cn("flex flex-wrap items-end justify-between gap-4", className)}>
      <div className="grid gap-1">{heading}</div>
      {actions}
    </header>
  );
}
