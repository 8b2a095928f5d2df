import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../icons/CloseIcon';

/**
 * The shop's one modal: a native `<dialog>` opened with `showModal()`, so the browser makes the
 * page behind it inert (focus stays inside), gives it the `dialog` role and `aria-modal`; focus
 * goes back to the control that opened it when it closes or is removed. Escape and a click on the
 * backdrop close it. Its content is only rendered while open, so its controls do not double the
 * page's own. Small screens get it full-screen (`overlays.css`).
 *
 * @example
 * <Modal open={open} onClose={close} title={t('quickView.title')} closeLabel={t('modal.close')}>
 *   …
 * </Modal>
 */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  className = 'modal--dialog',
  hideTitle = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** Names the dialog for screen readers. */
  title: string;
  closeLabel: string;
  /** The dialog's look: `modal--dialog` (centred) or a drawer's classes. */
  className?: string;
  /** Keeps the title for screen readers only, when the content has its own heading. */
  hideTitle?: boolean;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement;
    element.showModal();
    // Also when the modal goes away with its component, which the browser does not notice.
    return () => {
      if (element.open) element.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={`modal ${className}`}
      aria-labelledby={titleId}
      aria-modal="true"
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
        <div className="modal__body">
          <div className="modal__header">
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : undefined}>
              {title}
            </h2>
            <button type="button" className="icon-button modal__close" onClick={onClose}>
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
