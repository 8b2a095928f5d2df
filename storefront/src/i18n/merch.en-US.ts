/** English texts of the merchandising parts: modals, offers, layouts, the cart panel's side. */
export const merchEnUS = {
  video: {
    watch: 'Watch the video',
    title: 'Video: {{title}}',
    unavailable: 'The video cannot be played here. Here is a photo of the product instead.',
  },
  modal: {
    close: 'Close',
  },
  quickView: {
    title: 'Quick view',
    open: 'Quick view: {{title}}',
    loading: 'Loading the product…',
    fullDetails: 'See the full details',
  },
  addedToCart: {
    title: 'Added to your cart',
    checkout: 'Check out',
    continue: 'Continue shopping',
    related: 'Goes well with it',
  },
  exitOffer: {
    title: 'Before you go',
    message: 'These treats are on sale right now, while stock lasts.',
    shop: 'Keep shopping',
    noThanks: 'No, thanks',
  },
  offerBox: {
    title: 'Fresh from Tokyo and New York',
    message: 'New snacks, teas and sweets arrive every week. Take a look at what just came in.',
    shop: 'See the newest goods',
    close: 'Close the offer',
  },
  photoStrip: {
    title: '#PacificPantry on Instagram',
    photoOf: 'Photo of {{title}}',
  },
  configFile: {
    open: 'Configuration file',
    title: 'Configuration file',
    description: 'Your current settings, as a configuration file holds them. Copy it to keep them.',
    copy: 'Copy',
    copied: 'Copied to the clipboard.',
    copyFailed: 'Copying is not allowed here: select the text and copy it yourself.',
  },
  cartPanel: {
    side: 'Cart panel opens from',
    sides: {
      right: 'Right',
      left: 'Left',
      top: 'Top',
      bottom: 'Bottom',
    },
  },
  layouts: {
    collectionTitle: 'Collection layouts',
    productTitle: 'Product page layouts',
    sidebarTitle: 'You may also like',
    sidebarEmpty: 'More goods are on the way.',
    collection: {
      'left-sidebar': 'Left sidebar',
      'right-sidebar': 'Right sidebar',
      'no-sidebar': 'No sidebar',
      'sidebar-popup': 'Sidebar pop-up',
      'three-grid': 'Three per row',
      'four-grid': 'Four per row',
      'six-grid': 'Six per row',
      'full-width': 'Full width',
      metro: 'Metro',
      'list-view': 'List view',
    },
    product: {
      'thumbs-bottom': 'Thumbnails below',
      'thumbs-left': 'Thumbnails left',
      'thumbs-right': 'Thumbnails right',
      'thumbs-top': 'Thumbnails above',
      'image-right': 'Image right',
      'four-image': 'Four images',
      'left-sidebar': 'Left sidebar',
      'right-sidebar': 'Right sidebar',
      bundle: 'Bundle',
    },
  },
  bundle: {
    title: 'Frequently bought together',
    thisItem: 'This item: {{title}}',
    details: 'Details',
    total_one: 'Price for {{count}} item: {{total}}',
    total_other: 'Price for all {{count}}: {{total}}',
    addAll_one: 'Add {{count}} to cart',
    addAll_other: 'Add all {{count}} to cart',
  },
};

export type MerchMessages = typeof merchEnUS;
