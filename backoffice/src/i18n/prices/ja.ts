import type { PriceMessages } from './en-US';

const prices: PriceMessages = {
  variantFields: { price: '価格（USD）', discount: '割引（%）' },
  fields: { saleEndsAt: 'セール終了日時' },
  helpers: {
    variant_price: '空欄の場合は商品の価格になります。',
    variant_discount: '空欄の場合は商品の割引率になります。',
    sale_ends_at: '空欄の場合、変更するまでセールが続きます。この日時以降は割引されません。',
  },
};

export default prices;
