import { useEffect, useRef } from 'react';

/**
 * A question and two answers in place of the button that asked it. Focus moves to the safe
 * answer, since the button the keyboard was on has just gone.
 */
export function ConfirmBox({
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
}: {
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancel.current?.focus();
  }, []);
  return (
    <fieldset className="confirm-box">
      <legend>{question}</legend>
      <div className="confirm-box__actions">
        <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button
          ref={cancel}
          type="button"
          className="button button--outline"
          disabled={busy}
          onClick={onCancel}
        >
          {cancelLabel}
        </button>
      </div>
    </fieldset>
  );
}
