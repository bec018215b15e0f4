import { useSyncExternalStore, type ReactNode } from "react";

/** One toast on screen at a time; a new one replaces the old. */
const TOAST_LIMIT = 1;
/** How long a dismissed toast stays mounted so Radix can play its exit. */
const REMOVE_DELAY_MS = 1_000;

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: "default" | "destructive";
  /** Milliseconds on screen; the provider's 5000 when omitted. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function dismissToast(id: string): void {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => emit(toasts.filter((item) => item.id !== id)), REMOVE_DELAY_MS);
}

export function toast(input: ToastInput): string {
  counter += 1;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NO_TOASTS: ToastItem[] = [];

export function useToasts(): ToastItem[] {
  // A prerendered page has none yet.
  return useSyncExternalStore(subscribe, () => toasts, () => NO_TOASTS);
}
