import type { TermsVersions } from '../terms-document';

export const termsOfUse: TermsVersions = {
  'en-US': {
    title: 'Terms of use',
    sections: [
      {
        paragraphs: [
          'These terms apply when you use the Pacific Pantry shop and when you order from it. By placing an order you accept them.',
        ],
      },
      {
        heading: 'Products and prices',
        paragraphs: [
          'We sell groceries bought in the United States and Japan. Our prices are set in US dollars; prices in other currencies are converted at our current rate and may change when the rate does. The price you pay is the one shown when you place your order.',
          'Product photos and descriptions are as accurate as we can make them, but packaging may differ from the pictures. Please read the ingredient list on the product itself if you have an allergy.',
        ],
      },
      {
        heading: 'Orders',
        paragraphs: [
          'An order is accepted when we confirm it. If a product turns out to be unavailable from our suppliers, we tell you and refund that product.',
        ],
      },
      {
        heading: 'Delivery, duty and returns',
        paragraphs: [
          'Delivery usually takes 2–3 weeks. You are the importer of your order: import duty and tax charged by your country are yours to pay. Returns are accepted only for problems with a product, reported within 7 days of delivery, as described on our returns page.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself; orders placed from your account are treated as yours. We may close accounts used for fraud or abuse.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: [
          'We may update these terms. The version in force when you place an order applies to that order.',
        ],
      },
    ],
  },
};
