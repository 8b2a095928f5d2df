import { useCallback, useState } from 'react';
import type { Product, Variant } from '../catalog/product';
import { ProductPrice } from '../money/ProductPrice';
import { withoutSale } from '../money/product-price';
import { SaleCountdown } from './SaleCountdown';
import { StockIndicator } from './StockIndicator';
import { VariantPicker } from './VariantPicker';
import { colorsOf, sizesOf, type VariantChoice } from './variant-selection';

/**
 * The price (the chosen variant's), the sale's countdown, the stock and the variant choice, as
 * the product page and the quick view show them.
 */
export function ProductOptions({
  product,
  variant,
  onChoose,
}: {
  product: Product;
  variant: Variant | undefined;
  onChoose: (choice: VariantChoice) => void;
}) {
  // Once the sale's end comes while the page is open, the list price is what the order costs.
  const [saleOver, setSaleOver] = useState(false);
  const endSale = useCallback(() => setSaleOver(true), []);
  const shown = saleOver ? withoutSale(product, variant) : { product, variant };
  return (
    <>
      <ProductPrice className="price-tag--large" product={shown.product} variant={shown.variant} />
      {product.sale && product.saleEndsAt && (
        <SaleCountdown endsAt={product.saleEndsAt} onEnd={endSale} />
      )}
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
