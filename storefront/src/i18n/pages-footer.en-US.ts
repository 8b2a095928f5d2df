/**
 * The footer's "About the shop" links and the newsletter (the footer's form, the pop-up, the
 * confirmation pages): texts of the common catalogue. The content pages' own texts are a part
 * loaded with them (`pages.en-US.ts`).
 */
export const pagesFooterEnUS = {
  pages: {
    links: {
      title: 'About the shop',
      faq: 'FAQ',
      about: 'About us',
      contact: 'Contact us',
      lookbook: 'Lookbook',
      sitemap: 'Sitemap',
      blog: 'Blog',
      reviews: 'Reviews',
    },
    newsletter: {
      title: 'Get our newsletter',
      intro: 'New flavours, seasonal sweets and offers, about twice a month.',
      email: 'Your e-mail for the newsletter',
      subscribe: 'Subscribe',
      sending: 'Signing up…',
      checkInbox: 'Almost done! Please open the link in the e-mail we just sent you to confirm.',
      tooMany: 'Too many sign-ups in a short time. Please try again later.',
      failed: 'The sign-up did not go through. Please try again.',
      close: 'Close',
      noThanks: 'No, thanks',
      confirmTitle: 'Newsletter subscription',
      confirming: 'Confirming your subscription…',
      confirmed: 'Thank you! Your subscription is confirmed.',
      unsubscribing: 'Unsubscribing…',
      unsubscribed: 'You are unsubscribed. You will not get the newsletter any more.',
      invalidLink: 'This link is not valid. Please use the link from the newest e-mail.',
      expiredLink: 'This confirmation link has expired. Please sign up again for a new one.',
      usedLink: 'This address was unsubscribed after the link was sent. Please sign up again.',
      signUpAgain: 'Sign up again',
      continueShopping: 'Continue shopping',
    },
  },
};

export type PagesFooterMessages = typeof pagesFooterEnUS;
