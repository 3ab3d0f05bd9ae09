import { useRef } from "react";

/**
 * Radix dialogs give the focus back to their Dialog.Trigger on close; ours are
 * opened from state (a card's 'Calcola Prezzo', 'Richiedi Preventivo
 * Dettagliato') and have no trigger, so the focus would fall to the page's
 * body. These handlers remember what had the focus when the dialog opened and
 * return it there, as WCAG 2.4.3 expects.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
