import { useRef } from "react";

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Handlers for a Radix dialog's content that give focus back, when it closes, to whatever had focus
 * when it opened: the card or button that opened it. Radix only returns focus to its own Trigger, and a
 * dialog the page opens from its state has none, so focus fell to the body and the next Tab started
 * again at the top of the page. A caller's own handlers run first and can prevent this.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      // Radix asks before it moves focus into the dialog, so the opener still has it.
      const focused = document.activeElement;
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
