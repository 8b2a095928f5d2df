/** English (US): the reference language; every other language must translate each key. */
export const enUS = {
  shop: {
    name: 'Pacific Pantry',
  },
  layout: {
    skipToContent: 'Skip to main content',
    language: 'Language',
  },
  footer: {
    deliveryTitle: 'Delivery',
    delivery: 'Delivery usually takes 2-3 weeks.',
    returnsTitle: 'Returns',
    returns:
      'We accept returns only for problems with a product, reported within 7 days of delivery.',
  },
  home: {
    title: 'Grocery products delivered to your door',
    description: 'We sell US and Japanese product and ship internationally',
    browseCategories: 'Browse categories',
    categoriesTitle: 'Shop by category',
  },
  categories: {
    sweets: 'Sweets',
    teas: 'Teas',
    snacks: 'Snacks',
    beverages: 'Beverages',
    gums: 'Gums',
  },
  notFound: {
    title: 'This page could not be found',
  },
  error: {
    title: 'Error',
    message: 'We are sorry. There is an error.',
  },
  navigation: {
    backHome: 'Back to the home page',
  },
};

export type Messages = typeof enUS;
