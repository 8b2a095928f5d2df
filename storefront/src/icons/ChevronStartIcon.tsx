import { Icon } from './Icon';

export function ChevronStartIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="m15 6-6 6 6 6" />
    </Icon>
  );
}
