/** The blog's resources in the back office (`resources.posts`, `resources.comments`, `resources.reviews`), English: the reference shape. */
const blog = {
  posts: {
    name: 'Blog post |||| Blog posts',
    fields: {
      slug: 'Address (slug)',
      title: 'Title',
      author: 'Author',
      description: 'Description',
      body: 'Text',
      kind: 'Type',
      tags: 'Tags',
      images: 'Images',
      publishedAt: 'Published',
      status: 'Status',
      withdrawnReason: 'Withdrawn because',
    },
    helpers: {
      slug: 'Lowercase words joined by hyphens; the post lives at /blog/<address> and the address never changes.',
      translation: 'English is required; an empty language shows the English text.',
      markdown: 'Markdown: ## headings, **bold**, - lists, | tables |, [links](https://…).',
      tags: 'One word each, e.g. teas, guide.',
      images: "/images/… or an https address; the first is the post's picture.",
      published_at: 'Empty: now.',
    },
    validation: { slug: 'Use lowercase letters, digits and single hyphens.' },
    kinds: {
      story: 'Story',
      guide: 'Guide',
      news: 'News',
      recipe: 'Recipe',
    },
    statuses: { published: 'Published', withdrawn: 'Withdrawn' },
    preview: { title: 'Preview', failed: 'The preview could not be rendered.' },
    filters: { search: 'Search titles and addresses' },
  },
  comments: {
    name: 'Comment |||| Comments',
    fields: {
      createdAt: 'Posted',
      slug: 'Post',
      authorName: 'Author',
      body: 'Comment',
      hidden: 'Hidden',
      hiddenReason: 'Hidden because',
    },
    actions: { hide: 'Hide', show: 'Show' },
    notifications: { hidden: 'Comment hidden', shown: 'Comment shown' },
    filters: { search: 'Search comments' },
  },
  reviews: {
    name: 'Review |||| Reviews',
    fields: {
      createdAt: 'Posted',
      productId: 'Product',
      authorName: 'Author',
      rating: 'Stars',
      body: 'Review',
      orderNumber: 'Order',
      hidden: 'Hidden',
      hiddenReason: 'Hidden because',
    },
    actions: { hide: 'Hide', show: 'Show' },
    notifications: { hidden: 'Review hidden', shown: 'Review shown' },
  },
};

export default blog;
