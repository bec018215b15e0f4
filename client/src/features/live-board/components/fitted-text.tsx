import { useLayoutEffect, useRef, useState, type HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

interface FittedTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, "children"> {
  /** From the fullest to the shortest ("Jessica R.", "Jessica", "JR", "J"). */
  variants: readonly string[];
}

/**
 * One line of text that is never cut short with an ellipsis: it shows the first of `variants` that fits
 * its box's width whole, or nothing when none does, and measures again when the box's width changes.
 * Read from across the room, "JR" says more than "Jess…".
 */
export function FittedText({ variants, className, ...props }: FittedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const key = variants.join("\u0000");
  const [fit, setFit] = useState({ key, index: 0, width: 0 });
  const index = fit.key === key ? fit.index : 0;

  // Before paint: step down while the text is wider than its box.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && index < variants.length && element.scrollWidth > element.clientWidth) {
      setFit((current) => ({ ...current, key, index: index + 1 }));
    }
  }, [key, index, variants.length]);

  // A wider or narrower box starts again from the fullest text. Only the width counts: the line's
  // height changes when it empties, and must not start the measuring over.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry.contentRect.width);
      setFit((current) => (current.width === width ? current : { key: current.key, index: 0, width }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <span ref={ref} className={cn("block overflow-hidden whitespace-nowrap", className)} data-fitted={index} {...props}>
      {variants[index] ?? ""}
    </span>
  );
}

/** "Jessica R." → ["Jessica R.", "Jessica", "JR", "J"]: the shorter forms a narrow box falls back to. */
export function nameVariants(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const initials = words.map((word) => word.charAt(0).toLocaleUpperCase()).join("");
  return [...new Set([name, words[0] ?? name, initials, initials.charAt(0)])].filter(Boolean);
}
