import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { CARD_CLASSES } from "./card-classes";

export function Card({ className, ...props }: ComponentProps<"section">) {
  return <section className={cn(CARD_CLASSES.card, className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(CARD_CLASSES.header, className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<"h2">) {
  return <h2 className={cn("font-display text-xl font-semibold text-plum-950", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-stone-600", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(CARD_CLASSES.content, className)} {...props} />;
}
