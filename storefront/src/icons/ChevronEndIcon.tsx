import { Icon } from './Icon';

export function ChevronEndIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="m9 6 6 6-6 6" />
    </Icon>
  );
}
