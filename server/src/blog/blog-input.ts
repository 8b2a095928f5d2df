import { commentMaxLength, languages, postSlugMaxLength, postSlugPattern } from '@shop/core';
import { z } from 'zod';

export const postSlug = z
  .string()
  .max(postSlugMaxLength, `A post address is at most ${postSlugMaxLength} characters.`)
  .regex(postSlugPattern, 'A post address is lowercase words joined by hyphens.');

export const blogListQuery = z.object({
  lang: z
    .enum(languages, { error: `lang must be one of ${languages.join(', ')}` })
    .default('en-US'),
  tag: z.string().trim().min(1).max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const commentBody = z.object({
  body: z
    .string({ error: 'Write a comment first.' })
    .trim()
    .min(1, 'Write a comment first.')
    .max(commentMaxLength, `A comment is at most ${commentMaxLength} characters.`),
});

/** A text in each language; English is required, the others fall back to it when empty. */
export function localizedText(what: string, max: number) {
  const optional = z
    .string()
    .trim()
    .max(max, `${what} is at most ${max} characters.`)
    .nullish()
    .transform((value) => value || undefined);
  return z
    .object({
      'en-US': z
        .string({ error: `${what} in English is required.` })
        .trim()
        .min(1, `${what} in English is required.`)
        .max(max, `${what} is at most ${max} characters.`),
      ko: optional,
      ja: optional,
      'zh-CN': optional,
    })
    .transform((value) =>
      Object.fromEntries(Object.entries(value).filter(([, text]) => text !== undefined)),
    )
    .pipe(z.object({ 'en-US': z.string() }).catchall(z.string()));
}

const tag = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[\p{L}\p{N}-]{1,40}$/u, 'A tag is one word (letters, digits or hyphens).');
export const image = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/images\/[\w./-]+|https:\/\/\S+)$/, 'An image is /images/… or an https address.');

export const postContentBody = z.object({
  title: localizedText('The title', 200),
  description: localizedText('The description', 1000),
  body: localizedText('The text', 50_000),
  author: localizedText('The author', 100),
  kind: z.string().trim().min(1).max(40).default('story'),
  tags: z
    .array(tag)
    .max(20)
    .nullish()
    .transform((tags) => [...new Set(tags ?? [])]),
  images: z
    .array(image)
    .max(20)
    .nullish()
    .transform((images) => images ?? []),
});

export const createPostBody = postContentBody.extend({
  slug: postSlug,
  publishedAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((value) => value ?? undefined),
});

export const updatePostBody = postContentBody.extend({
  status: z.enum(['published', 'withdrawn']).optional(),
  withdrawnReason: z.string().trim().max(500).nullish(),
});

export const previewBody = z.object({ markdown: z.string().max(50_000) });
