import type { PriceMessages } from './en-US';

const prices: PriceMessages = {
  variantFields: { price: '가격 (USD)', discount: '할인 (%)' },
  fields: { saleEndsAt: '세일 종료 일시' },
  helpers: {
    variant_price: '비워 두면 상품 가격이 적용됩니다.',
    variant_discount: '비워 두면 상품 할인율이 적용됩니다.',
    sale_ends_at:
      '비워 두면 변경할 때까지 세일이 계속됩니다. 이 시각 이후에는 할인이 적용되지 않습니다.',
  },
};

export default prices;
