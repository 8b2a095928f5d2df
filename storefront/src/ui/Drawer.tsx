import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../icons/CloseIcon';

/**
 * A panel that slides in from the side as a modal `<dialog>`: the browser keeps focus inside,
 * closes it on Escape and gives focus back to the button that opened it. Its content is only
 * rendered while open, so its controls do not double the page's own.
 */
export function Drawer({
  open,
  onClose,
  title,
  closeLabel,
  side = 'end',
  className = '',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  side?: 'start' | 'end' | 'top';
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={`drawer drawer--${side} ${className}`.trim()}
      aria-labelledby={titleId}
      onClose={onClose}
      // The browser's own Escape handling is not enough: a search field swallows the first
      // Escape to clear itself.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      // A click on the dialog itself, not its content, is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="drawer__body">
          <div className="drawer__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" onClick={onClose}>
              <CloseIcon />
              <span className="visually-hidden">{closeLabel}</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
