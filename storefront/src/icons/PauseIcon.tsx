import { Icon } from './Icon';

export function PauseIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M9 5v14M15 5v14" />
    </Icon>
  );
}
