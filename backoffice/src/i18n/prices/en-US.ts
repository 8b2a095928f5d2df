/** Prices per variant and sale end dates on the product form; spread into products' messages. */
const prices = {
  variantFields: { price: 'Price (USD)', discount: 'Discount (%)' },
  fields: { saleEndsAt: 'Sale ends at' },
  helpers: {
    variant_price: 'Empty: the product’s price.',
    variant_discount: 'Empty: the product’s discount.',
    sale_ends_at: 'Empty: the sale runs until you change it. After this time no discount applies.',
  },
};

export default prices;
export type PriceMessages = typeof prices;
