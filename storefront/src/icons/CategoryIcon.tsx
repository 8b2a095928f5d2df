import type { ReactNode } from 'react';
import type { Category } from '../catalog/categories';
import { BasketIcon } from './BasketIcon';
import { Icon } from './Icon';

/** The shop's own categories, plus the ones the catalogue has grown since. */
const drawings: Record<Category | 'instant-noodles' | 'seasonings' | 'breakfast', ReactNode> = {
  sweets: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M8.5 10 4 7v10l4.5-3M15.5 10 20 7v10l-4.5-3" />
    </>
  ),
  teas: (
    <>
      <path d="M4 10h12v4a6 6 0 0 1-12 0v-4Z" />
      <path d="M16 11h1.5a2.5 2.5 0 0 1 0 5H16" />
      <path d="M8 3c-1 1.5 1 2.5 0 4M12 3c-1 1.5 1 2.5 0 4" />
    </>
  ),
  snacks: (
    <>
      <path d="M6 3h12l-1.5 3L18 9v10l-1 2H7l-1-2V9l1.5-3L6 3Z" />
      <circle cx="12" cy="14" r="3" />
    </>
  ),
  beverages: (
    <>
      <path d="M10 2h4v3l2 3v13a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V8l2-3V2Z" />
      <path d="M8 12h8M8 17h8" />
    </>
  ),
  'instant-noodles': (
    <>
      <path d="M3 11h18a9 9 0 0 1-18 0Z" />
      <path d="M8 11c0-3 2-5 2-8M12 11c0-3 2-5 2-8M16 11c0-2 1-4 2-6" />
    </>
  ),
  seasonings: (
    <>
      <path d="M9 2h6v4l2 3v12a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V9l2-3V2Z" />
      <path d="M7 13h10" />
    </>
  ),
  breakfast: (
    <>
      <path d="M3 11h18l-1.5 6a5 5 0 0 1-4.9 4H9.4a5 5 0 0 1-4.9-4L3 11Z" />
      <path d="M8 8c1-1 2-1 3 0M13 7c1-1 2-1 3 0M10 5c1-1 2-1 3 0" />
    </>
  ),
  gums: (
    <>
      <rect x="3" y="8" width="18" height="8" rx="1.5" />
      <path d="M8 8v8M13 8v8" />
    </>
  ),
};

/** A category the shop has no drawing for (the catalogue may grow) gets the basket. */
export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  const drawing = Object.hasOwn(drawings, category)
    ? drawings[category as keyof typeof drawings]
    : undefined;
  if (!drawing) return <BasketIcon className={className} />;
  return <Icon className={className}>{drawing}</Icon>;
}
