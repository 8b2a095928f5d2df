/**
 * The content pages' texts (FAQ, about us, contact, the newsletter's pages, lookbook, sitemap): a
 * part of the catalogue loaded with those pages (`text-parts.ts`). The footer's links and the
 * newsletter form are in the common catalogue.
 */
export const pagesEnUS = {
  pages: {
    loadFailed: 'This could not be loaded. Please try again later.',
    faq: {
      title: 'Frequently asked questions',
      description:
        'Answers about delivery times, duties and taxes, payment, returns and our goods.',
      empty: 'No questions here yet.',
      topics: {
        shipping: 'Shipping and delivery',
        duties: 'Duties and taxes',
        payment: 'Payment',
        returns: 'Returns',
        goods: 'Our goods',
      },
      stillQuestions: 'Still have a question?',
      askUs: 'Write to us',
    },
    about: {
      title: 'About us',
      description: 'Who we are, and what shoppers say about the goods we send them.',
      intro:
        'We are a small team in Tokyo and Los Angeles who buy Japanese and American groceries and sweets and ship them to you, wherever you live.',
      teamTitle: 'Our team',
      teamEmpty: 'The team will introduce itself here soon.',
      testimonialsTitle: 'What our customers say',
      testimonialsEmpty:
        'No reviews yet. Once customers review their goods, the best show up here.',
      about: 'about {{product}}',
    },
    contact: {
      title: 'Contact us',
      description: 'Write to our team, or find our warehouse in Tokyo.',
      intro: 'Questions about an order, a product or a return? We answer within one working day.',
      formTitle: 'Send us a message',
      name: 'Your name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
      send: 'Send message',
      sending: 'Sending…',
      sent: 'Thank you! Your message has been sent. We will answer by e-mail.',
      nameMissing: 'Please enter your name.',
      subjectMissing: 'Please enter a subject.',
      messageTooShort: 'Please write at least {{count}} characters.',
      tooMany: 'You have sent several messages in a short time. Please try again in an hour.',
      failed: 'Your message could not be sent. Please try again.',
      warehouseTitle: 'Our warehouse',
      addressTitle: 'Address',
      address: 'Pacific Pantry warehouse\n2-4-1 Tokai, Ota-ku\nTokyo 143-0001, Japan',
      hours: 'Parcels leave Monday to Friday. The warehouse does not take visitors.',
      mapLabel: 'Map of the area around our warehouse in Ota, Tokyo, near Haneda Airport',
      mapWarehouse: 'Warehouse',
      mapAirport: 'Haneda Airport',
      mapBay: 'Tokyo Bay',
      mapStation: 'Ryutsu Center Sta.',
      openMap: 'Open in a map app',
    },
    lookbook: {
      title: 'Lookbook',
      description: 'Ideas for sharing our goods: open a point on a photo to see the product.',
      empty: 'No looks yet.',
      point: 'Show {{product}}',
      viewProduct: 'View product',
      close: 'Close',
    },
    sitemap: {
      title: 'Sitemap',
      description: 'Every page of the shop: categories, products, blog posts and information.',
      pagesTitle: 'Information',
      categoriesTitle: 'Categories',
      productsTitle: 'Products',
      postsTitle: 'Blog posts',
      home: 'Home',
      productPages: 'Product pages',
      previous: 'Previous products',
      next: 'More products',
      pageOf: 'Page {{page}} of {{pages}}',
    },
  },
};

export type PagesMessages = typeof pagesEnUS;
