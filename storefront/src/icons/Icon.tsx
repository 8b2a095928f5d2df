import type { ReactNode } from 'react';

/**
 * A 24×24 line drawing in the current text colour. Icons here sit beside text that already
 * says what they mean, so screen readers skip them.
 */
export function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
