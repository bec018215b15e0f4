import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

// The booking page's first screen imports this from its own module, which does not load tailwind-merge.
export { randomId } from "./random-id";
