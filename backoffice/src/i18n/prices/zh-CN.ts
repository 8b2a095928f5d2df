import type { PriceMessages } from './en-US';

const prices: PriceMessages = {
  variantFields: { price: '价格（美元）', discount: '折扣（%）' },
  fields: { saleEndsAt: '促销结束时间' },
  helpers: {
    variant_price: '留空则使用商品价格。',
    variant_discount: '留空则使用商品折扣。',
    sale_ends_at: '留空则促销持续到您修改为止。此时间之后不再打折。',
  },
};

export default prices;
