import type { TermsVersions } from '../terms-document';

/** The address is the shop's support mailbox; see the storefront README on where to change it. */
export const supportEmail = 'support@pacific-pantry.example';

export const contactUs: TermsVersions = {
  'en-US': {
    title: 'Contact us',
    sections: [
      {
        paragraphs: [
          `Write to us at ${supportEmail}. We answer in English, Korean, Japanese or Chinese, usually within one business day.`,
        ],
      },
      {
        heading: 'About an order',
        paragraphs: [
          'Please give your order number (it starts with 100) and the email address you ordered with, so we can find your order straight away.',
          'For a damaged, wrong or missing product, include photos of the product, its packaging and the shipping label, and write to us within 7 days of delivery.',
        ],
      },
      {
        heading: 'Before you write',
        paragraphs: [
          'Delivery usually takes 2–3 weeks; your order page shows the tracking number once the parcel has left our warehouse. Our delivery and returns pages answer the most common questions.',
        ],
      },
    ],
  },
};
