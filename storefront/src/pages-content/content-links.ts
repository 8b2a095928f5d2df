/** The shop's information pages, as the footer and the sitemap link them. */
export const contentLinks = [
  ['/page/faq', 'faq'],
  ['/page/about-us', 'about'],
  ['/page/contact', 'contact'],
  ['/page/lookbook', 'lookbook'],
  ['/blog', 'blog'],
  ['/page/review', 'reviews'],
  ['/page/sitemap', 'sitemap'],
] as const;
