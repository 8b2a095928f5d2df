import { Icon } from './Icon';

export function CartIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="17" cy="20" r="1.5" />
      <path d="M3 4h2l2.4 11h10.2L20 8H6.3" />
    </Icon>
  );
}
