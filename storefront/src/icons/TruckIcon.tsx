import { Icon } from './Icon';

export function TruckIcon() {
  return (
    <Icon>
      <path d="M2 6h12v10H2Z" />
      <path d="M14 10h4l3 3v3h-7" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </Icon>
  );
}
