import type { TermsVersions } from '../terms-document';
import { supportEmail } from './contact-us';

export const privacyPolicy: TermsVersions = {
  'en-US': {
    title: 'Privacy policy',
    sections: [
      {
        paragraphs: [
          'This policy explains what Pacific Pantry records about you, why, and what you can ask us to do with it.',
        ],
      },
      {
        heading: 'What we record',
        paragraphs: [
          'Your account: name, email address and a hashed password. Your orders: the products, prices, delivery address, phone number and, where your country requires it, your customs ID. Your shop settings: language, currency, country and the site that referred you.',
          'Your browser keeps a few things for the shop: a session cookie while you are logged in, a cookie with your language (for 365 days), and in its local storage your wishlist, compare list, display settings and a token for your shop settings. They stay in your browser and you can delete them at any time.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To show you prices in your currency, to take and deliver your orders, to answer your messages, and to meet our legal and tax obligations. We do not sell your data and we do not send advertising email without your consent.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'Only with those who need it to deliver your order: our payment provider, the courier and the customs authorities of the countries your parcel passes through.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Order records are kept for as long as tax law requires. You can close your account at any time; we then delete what the law does not require us to keep.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You may ask for a copy of your data, its correction or its deletion by writing to ${supportEmail}.`,
        ],
      },
    ],
  },
};
