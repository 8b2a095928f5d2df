import type { ReactNode } from 'react';

/** A form's submit button, and a status line for screen readers while the form is at work. */
export function SubmitButton({
  busy,
  busyText,
  wide = true,
  children,
}: {
  busy: boolean;
  busyText: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <button type="submit" className={wide ? 'button button--wide' : 'button'} disabled={busy}>
        {children}
      </button>
      {busy && (
        <p className="visually-hidden" role="status">
          {busyText}
        </p>
      )}
    </>
  );
}
