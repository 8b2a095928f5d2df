import { Icon } from './Icon';

export function PlayIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M7 5v14l12-7Z" />
    </Icon>
  );
}
