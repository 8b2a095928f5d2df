import { faqTopics, maxHotspotsPerLook, pageEntryIdPattern } from '@shop/core';
import { z } from 'zod';
import { image, localizedText } from '../blog/blog-input.js';

export const pageEntryId = z
  .string()
  .max(80, 'An id is at most 80 characters.')
  .regex(pageEntryIdPattern, 'An id is lowercase words joined by hyphens.');

const position = z.coerce.number().int().min(0).max(10_000).default(0);
const percent = z.number().min(0).max(100);

const faqFields = z.object({
  kind: z.literal('faq').default('faq'),
  topic: z.enum(faqTopics, { error: `The topic is one of ${faqTopics.join(', ')}.` }),
  question: localizedText('The question', 300),
  answer: localizedText('The answer', 5000),
});

const teamFields = z.object({
  kind: z.literal('team').default('team'),
  name: localizedText('The name', 100),
  role: localizedText('The role', 100),
  bio: localizedText('The biography', 2000),
  photo: image.nullish().transform((value) => value ?? null),
});

const lookFields = z.object({
  kind: z.literal('look').default('look'),
  title: localizedText('The title', 200),
  description: localizedText('The description', 1000),
  image,
  hotspots: z
    .array(z.object({ productId: z.number().int().positive(), x: percent, y: percent }))
    .min(1, 'A look needs at least one point on its photo.')
    .max(maxHotspotsPerLook, `A look has at most ${maxHotspotsPerLook} points.`),
});

/** Each back-office resource's body, by kind: the fields plus the list position. */
export const pageEntryBodies = {
  faq: faqFields.extend({ position }),
  team: teamFields.extend({ position }),
  look: lookFields.extend({ position }),
} as const;
