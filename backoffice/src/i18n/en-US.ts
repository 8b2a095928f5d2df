import englishMessages from 'ra-language-english';
import accounting from './accounting.en-US';
import affiliates from './affiliates/en-US';
import blog from './blog/en-US';
import contentPages from './content-pages/en-US';
import orders from './orders/en-US';
import prices from './prices/en-US';
import taobao from './taobao/en-US';

/**
 * English is the reference: its shape (react-admin's keys plus ours) is the type every other
 * language must satisfy, and the key comparison test holds them to it.
 */
const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    // TranslatableInputs names its language tabs with these.
    locales: {
      'en-US': 'English',
      ko: 'Korean',
      ja: 'Japanese',
      'zh-CN': 'Chinese (Simplified)',
    },
  },
  resources: {
    ...accounting.resources,
    ...contentPages.resources,
    orders,
    affiliates,
    listings: taobao.listings,
    posts: blog.posts,
    comments: blog.comments,
    reviews: blog.reviews,
    events: {
      // Polyglot picks the singular for a single record (show title), the plural for the list.
      name: 'Event |||| Event log',
      fields: {
        event_id: 'Event ID',
        position: 'Position',
        occurred_at: 'Occurred at',
        stream_name: 'Stream',
        category: 'Category',
        revision: 'Revision',
        type: 'Type',
        actor_label: 'Actor',
        actor: { kind: 'Actor kind', role: 'Actor role' },
        correlation_id: 'Correlation ID',
        causation_id: 'Causation ID',
        data: 'Data',
      },
      filters: { search: 'Search stream names' },
      actor_kinds: { user: 'User', job: 'Job', system: 'System' },
      actions: {
        same_stream: 'Events of this stream',
        same_correlation: 'Events of this correlation',
      },
    },
    'failed-workflows': {
      name: 'Failed step |||| Failed steps',
      fields: {
        id: 'ID',
        workflow: 'Workflow',
        step: 'Step',
        failed_at: 'Failed at',
        attempts: 'Attempts',
        error: 'Error',
        error_summary: 'Error',
        resolved: 'Resolved',
        retry_requested_at: 'Retry asked at',
        resolved_at: 'Resolved at',
        source: 'What it was working on',
      },
      actions: { retry: 'Retry' },
      notifications: { retry_requested: 'The workers will run this step again shortly.' },
    },
    products: {
      name: 'Product |||| Products',
      empty: 'No products yet',
      invite: 'List the first one?',
      fields: {
        id: 'ID',
        image: 'Image',
        title: 'Title',
        description: 'Description',
        brand: 'Brand',
        category: 'Category',
        collections: 'Collections',
        tags: 'Tags',
        isNew: 'New',
        weightGrams: 'Weight (g)',
        videoUrl: 'Video (optional)',
        // Inputs inside the variant and image lists look up `fields.<list>.<input>`.
        variants: {
          variantId: 'Variant ID',
          sku: 'SKU',
          size: 'Size',
          color: 'Colour',
          imageId: 'Image ID',
          ...prices.variantFields,
        },
        images: { imageId: 'Image ID', alt: 'Alt text', variantIds: 'Variants' },
        price: 'Price (USD)',
        discount: 'Discount (%)',
        charged: 'Charged',
        stock: 'Stock',
        current_stock: 'Current stock',
        stockDelta: 'Stock change',
        stockReason: 'Reason for the change',
        listed: 'Listed',
        ...prices.fields,
      },
      filters: { search: 'Search titles' },
      tabs: {
        details: 'Details',
        variants_images: 'Variants & images',
        price_stock: 'Price & stock',
      },
      sections: { variants: 'Variants', images: 'Images' },
      helpers: {
        videoUrl:
          'A path on this shop, e.g. /videos/matcha.mp4, or an https address. The product page offers it; without one, nothing is shown.',
        id: 'The product number shoppers see; it cannot be changed later.',
        translation: 'English is required; the shop shows it where a translation is missing.',
        category: 'Pick one, or type a new one in lowercase letters and hyphens.',
        tags: 'Press Enter after each tag.',
        size: 'e.g. 12 pack, 500 ml',
        stock_delta: 'Units arriving (e.g. 24) or leaving (e.g. -3).',
        stock_reason: 'Required when the stock changes, e.g. "Delivery from Meiji".',
        ...prices.helpers,
      },
      categories: {
        sweets: 'Sweets',
        teas: 'Teas',
        snacks: 'Snacks',
        beverages: 'Beverages',
        gums: 'Gums',
        'instant-noodles': 'Instant noodles',
        seasonings: 'Seasonings',
        breakfast: 'Breakfast',
      },
      collections: {
        new_products: 'New products',
        best_sellers: 'Best sellers',
        featured_products: 'Featured products',
        on_sale: 'On sale',
        new_arrival: 'New arrival',
        trending_product: 'Trending product',
      },
      colors: {
        white: 'White',
        grey: 'Grey',
        red: 'Red',
        purple: 'Purple',
        blue: 'Blue',
        yellow: 'Yellow',
        green: 'Green',
      },
      stock_levels: { sold_out: 'Sold out', low: 'Low stock' },
      actions: { delist: 'Delist' },
      messages: {
        delist_title: 'Delist product #%{id}?',
        delist_content:
          '"%{title}" will no longer be shown or sold in the shop. Its history is kept.',
        delisted_notice:
          'This product is delisted: the shop no longer shows it, and it cannot be changed.',
        charged_preview: 'Shoppers pay %{amount}.',
        stock_after: 'Stock after the change: %{stock}',
        missing_variant: 'Variant %{id} (missing)',
      },
      notifications: {
        created: 'Product listed',
        updated: 'Product saved',
        delisted: 'Product delisted',
      },
      validation: {
        positive_whole_number: 'Must be a whole number greater than 0',
        price: 'Must be an amount greater than 0 with at most 2 decimals',
        discount: 'Must be a whole percentage from 0 to %{max}',
        stock: 'Must be a whole number, 0 or more',
        stock_delta: 'Must be a whole number (negative to take units away)',
        stock_below_zero: 'Only %{stock} in stock: cannot take away %{amount}',
        stock_reason_required: 'Say why the stock changes',
        category_slug: 'Lowercase letters and hyphens only, e.g. instant-noodles',
        duplicate_variant_id: 'Variant ID %{id} is used twice in this product',
        duplicate_image_id: 'Image ID %{id} is used twice in this product',
        image_missing_variant:
          'Image %{imageId} points at variant %{variantId}, which this product does not have',
        too_many_tags: 'At most %{max} tags',
        tag_too_long: 'The tag "%{tag}" is longer than %{max} characters',
        variant_missing_image:
          'Variant %{variantId} shows image %{imageId}, which this product does not have',
      },
    },
  },
  shop: {
    ...accounting.shop,
    page_entries: contentPages.page_entries,
    taobao: taobao.page,
    title: 'Back office',
    roles: { customer: 'Customer', seller: 'Seller', staff: 'Staff' },
    auth: {
      invalid_credentials: 'Wrong email or password.',
      too_many_attempts: 'Too many sign-in attempts. Please wait a moment and try again.',
      staff_only: 'The back office is for sellers and staff only.',
    },
    dashboard: {
      welcome: 'Welcome, %{name}',
      intro: 'Every change in the shop is recorded as an event: who did what, and when.',
      open_event_log: 'Open the event log',
    },
  },
};

export type Messages = typeof messages;

export default messages;
