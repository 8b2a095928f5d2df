import { Icon } from './Icon';

export function FilterIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M4 5h16l-6 7v6l-4 2v-8L4 5Z" />
    </Icon>
  );
}
