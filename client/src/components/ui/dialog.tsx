import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { useReturnFocus } from "./use-return-focus";

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

const TABBABLE = "a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]";

/** Opening focuses the dialog's first option or field, past the close button that comes before it. */
function focusFirstField(event: Event): void {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  const first = Array.from(content.querySelectorAll<HTMLElement>(TABBABLE)).find(
    (element) => element.tabIndex >= 0 && !element.hasAttribute("data-dialog-close") && element.getClientRects().length > 0,
  );
  if (!first) return;
  event.preventDefault();
  first.focus({ preventScroll: true });
}

/**
 * The close button sits at the top right, so it comes first in the dialog's tab order too, as the eye
 * meets it; opening still puts focus on the first option or field. Closing gives focus back to
 * whatever opened the dialog (`useReturnFocus`).
 */
export function DialogContent({
  className,
  children,
  closeLabel,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string }) {
  const returnFocus = useReturnFocus({
    onOpenAutoFocus: (event) => {
      onOpenAutoFocus?.(event);
      if (!event.defaultPrevented) focusFirstField(event);
    },
    onCloseAutoFocus,
  });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-plum-950/50 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        className={cn(
          // The scroll padding keeps a field that takes focus clear of the sticky footer's buttons.
          "fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] scroll-pb-36 flex-col overflow-y-auto rounded-t-3xl bg-white p-5 shadow-xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:scroll-pb-24 sm:rounded-3xl sm:p-6",
          className,
        )}
        {...returnFocus}
        {...props}
      >
        <DialogPrimitive.Close
          className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-stone-600 hover:bg-plum-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600"
          aria-label={closeLabel}
          data-dialog-close
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mb-4 flex flex-col gap-1 pr-10", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  // Sticks to the bottom of a long, scrolling dialog so the confirm button is always in reach. Stacked
  // on a phone and in a row on wider screens, its buttons keep their source order either way, so the
  // tab order is the order they are seen in: Cancel first, the confirming button last (nearest the thumb).
  return (
    <div
      className={cn(
        "sticky -bottom-5 -mx-5 -mb-5 mt-5 flex flex-col gap-2 border-t border-plum-100 bg-white px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:flex-row sm:justify-end sm:px-6",
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("font-display text-xl font-semibold text-plum-950", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-stone-600", className)} {...props} />;
}
