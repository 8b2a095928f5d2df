import { Icon } from './Icon';

export function ListIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <path d="M4 6h1M4 12h1M4 18h1" />
    </Icon>
  );
}
