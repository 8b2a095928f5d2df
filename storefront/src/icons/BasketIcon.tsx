import { Icon } from './Icon';

export function BasketIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M3 9h18l-2 11H5L3 9Z" />
      <path d="m8 9 4-6 4 6" />
      <path d="M9 13v4M12 13v4M15 13v4" />
    </Icon>
  );
}
