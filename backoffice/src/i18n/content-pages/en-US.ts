/** The content pages' resources in the back office (FAQ, team, looks, subscribers, contact messages, outbox), English: the reference shape. */
const contentPages = {
  resources: {
    faq: {
      name: 'FAQ entry |||| FAQ',
      fields: {
        id: 'Id',
        topic: 'Topic',
        question: 'Question',
        answer: 'Answer',
        position: 'Position',
        hidden: 'Hidden',
      },
      topics: {
        shipping: 'Shipping and delivery',
        duties: 'Duties and taxes',
        payment: 'Payment',
        returns: 'Returns',
        goods: 'Our goods',
      },
    },
    team: {
      name: 'Team member |||| Team',
      fields: {
        id: 'Id',
        name: 'Name',
        role: 'Role',
        bio: 'Biography',
        photo: 'Photo',
        position: 'Position',
        hidden: 'Hidden',
      },
    },
    looks: {
      name: 'Look |||| Lookbook',
      fields: {
        id: 'Id',
        title: 'Title',
        description: 'Description',
        image: 'Photo',
        hotspots: 'Products on the photo',
        productId: 'Product id',
        x: 'Across (%)',
        y: 'Down (%)',
        position: 'Position',
        hidden: 'Hidden',
      },
      helpers: {
        image:
          "A scene of this look's products, one at each point: /images/looks/<the look's id>.svg; or a photo: /images/… or an https address.",
        hotspots:
          'Each point opens a product: 0 % is the left or top edge, 100 % the right or bottom.',
      },
    },
    subscribers: {
      name: 'Subscriber |||| Newsletter subscribers',
      fields: {
        email: 'E-mail',
        status: 'Status',
        language: 'Language',
        requestedAt: 'Signed up',
        confirmedAt: 'Confirmed',
      },
      statuses: {
        pending: 'Waiting for confirmation',
        confirmed: 'Confirmed',
        unsubscribed: 'Unsubscribed',
      },
      filters: { search: 'Search addresses' },
    },
    'contact-messages': {
      name: 'Contact message |||| Contact messages',
      fields: {
        receivedAt: 'Received',
        name: 'Name',
        email: 'E-mail',
        subject: 'Subject',
        message: 'Message',
        language: 'Language',
      },
      filters: { search: 'Search messages' },
    },
    outbox: {
      name: 'Mail |||| Mail outbox',
      fields: { createdAt: 'Kept', recipient: 'To', subject: 'Subject', text: 'Text' },
    },
  },
  page_entries: {
    helpers: {
      id: 'Lowercase words joined by hyphens, e.g. faq-gift-wrap; it never changes.',
      translation: 'English is required; an empty language shows the English text.',
      position: 'Smaller numbers come first.',
      image: '/images/… or an https address.',
    },
    validation: {
      id: 'Use lowercase letters, digits and single hyphens.',
      percent: 'Between 0 and 100.',
    },
  },
};

export default contentPages;
