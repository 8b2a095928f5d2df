import { z } from 'zod';

/**
 * An affiliate id as links carry it (`?aid=seoul-blog_7`): 1 to 64 ASCII letters, digits, _ and -.
 * Anything else (markup, spaces, another script) is refused, so it is safe in a CSV, a URL or a page.
 */
export const affiliateId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'An affiliate id is 1 to 64 letters, digits, _ and -.');
