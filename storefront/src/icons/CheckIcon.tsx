import { Icon } from './Icon';

export function CheckIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="m5 12 5 5 9-10" />
    </Icon>
  );
}
