import type { ReactNode } from 'react';

/** A form's outcome: an error is an alert (read out at once), anything else a status. */
export function FormAlert({
  kind,
  children,
}: {
  kind: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <div className={`form-alert form-alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
