import type { Product, Variant } from '../catalog/product';
import { PriceTag } from '../money/PriceTag';
import { StockIndicator } from './StockIndicator';
import { VariantPicker } from './VariantPicker';
import { colorsOf, sizesOf, type VariantChoice } from './variant-selection';

/** The price, the stock and the variant choice, as the product page and the quick view show them. */
export function ProductOptions({
  product,
  variant,
  onChoose,
}: {
  product: Product;
  variant: Variant | undefined;
  onChoose: (choice: VariantChoice) => void;
}) {
  return (
    <>
      <PriceTag
        className="price-tag--large"
        charged={product.charged}
        price={product.price}
        currency={product.currency}
      />
      <StockIndicator stock={product.stock} />
      <VariantPicker
        sizes={sizesOf(product)}
        colors={colorsOf(product)}
        size={variant?.size}
        color={variant?.color}
        onSize={(size) => onChoose({ size })}
        onColor={(color) => onChoose({ color })}
      />
    </>
  );
}
