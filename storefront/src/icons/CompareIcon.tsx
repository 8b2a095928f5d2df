import { Icon } from './Icon';

export function CompareIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M7 4 3 8l4 4" />
      <path d="M3 8h13" />
      <path d="m17 12 4 4-4 4" />
      <path d="M21 16H8" />
    </Icon>
  );
}
