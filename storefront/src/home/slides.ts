import type { Category } from '../catalog/categories';

/** The home slider's slides: their texts are under `home.slides.<key>` in each language. */
export const slides = [
  { key: 'japaneseSweets', category: 'sweets' },
  { key: 'americanSnacks', category: 'snacks' },
  { key: 'teaTime', category: 'teas' },
] as const satisfies readonly { key: string; category: Category }[];

export type SlideKey = (typeof slides)[number]['key'];

/** How long a slide shows before the next one while the slider plays. */
export const slideIntervalMs = 6000;
