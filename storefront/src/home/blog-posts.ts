/** The home page's blog teasers; their texts are under `blog.<key>` in each language. */
export const blogPosts = [
  { key: 'snackGuide', date: '2025-03-14', tone: 'sweets' },
  { key: 'packing', date: '2025-02-20', tone: 'snacks' },
  { key: 'greenTeas', date: '2025-01-28', tone: 'teas' },
] as const;

export type BlogPostKey = (typeof blogPosts)[number]['key'];
