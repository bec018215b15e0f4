import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider duration={5_000} swipeDirection="right" swipeThreshold={50} {...props} />;
}

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        "fixed inset-x-0 top-0 z-[100] flex max-h-screen flex-col gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:left-auto sm:w-[420px]",
        className,
      )}
      {...props}
    />
  );
}

export function Toast({
  className,
  variant = "default",
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: "default" | "destructive" }) {
  return (
    <ToastPrimitive.Root
      className={cn(
        "relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-12 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 transition-opacity",
        variant === "destructive" ? "border-red-800 bg-red-700 text-white" : "border-plum-200 bg-white text-stone-900",
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm opacity-95", className)} {...props} />;
}

export function ToastClose({ className, label }: { className?: string; label: string }) {
  return (
    <ToastPrimitive.Close
      aria-label={label}
      className={cn(
        "absolute top-2 right-2 grid size-9 place-items-center rounded-full opacity-80 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current",
        className,
      )}
    >
      <X className="size-4" aria-hidden />
    </ToastPrimitive.Close>
  );
}
