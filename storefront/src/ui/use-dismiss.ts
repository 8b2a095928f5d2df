import { type RefObject, useEffect } from 'react';

/**
 * While `open`, Escape calls `onClose`; opening moves focus to `focusOnOpen` and closing gives it
 * back to `returnFocusTo`, so keyboard users are not left on a control that slid away.
 */
export function useDismiss(
  open: boolean,
  onClose: () => void,
  focusOnOpen: RefObject<HTMLElement | null>,
  returnFocusTo: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    focusOnOpen.current?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
    }
    document.addEventListener('keydown', onKeyDown);
    const opener = returnFocusTo.current;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, [open, onClose, focusOnOpen, returnFocusTo]);
}
