import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductBadges } from '../catalog/ProductBadges';
import type { ProductDetail, Variant } from '../catalog/product';
import { ProductPrice } from '../money/ProductPrice';
import { ProductReviews } from '../reviews/ProductReviews';
import { SaveButtons } from '../saved-lists/SaveButtons';
import { ImageSlider } from './ImageSlider';
import { ProductTabs } from './ProductTabs';
import { PurchaseBox } from './PurchaseBox';
import { RelatedProducts } from './RelatedProducts';
import { SaleCountdown } from './SaleCountdown';
import { StockIndicator } from './StockIndicator';
import { VariantPicker } from './VariantPicker';
import {
  chooseVariant,
  colorsOf,
  imageIndexFor,
  sizesOf,
  type VariantChoice,
} from './variant-selection';

/** One product; rendered with `key={product.id}` so another product starts fresh. */
export function ProductView({
  product,
  categoryTitle,
}: {
  product: ProductDetail;
  categoryTitle: string;
}) {
  const { t } = useTranslation();
  const [variant, setVariant] = useState(product.variants[0]);
  const [imageIndex, setImageIndex] = useState(
    () => imageIndexFor(product.images, product.variants[0]) ?? 0,
  );

  // Once the sale's end comes while the page is open, the list price is what the order costs.
  const [saleOver, setSaleOver] = useState(false);
  const endSale = useCallback(() => setSaleOver(true), []);
  const shown = saleOver ? withoutSale(product, variant) : { product, variant };

  function choose(choice: VariantChoice) {
    const next = chooseVariant(product.variants, variant, choice);
    setVariant(next);
    const index = imageIndexFor(product.images, next);
    if (index !== undefined) setImageIndex(index);
  }

  return (
    <div className="container product-page">
      <title>{`${product.title} | ${t('shop.name')}`}</title>
      <meta name="description" content={product.description.slice(0, 160)} />
      <nav className="breadcrumb" aria-label={t('layout.breadcrumb')}>
        <ol>
          <li>
            <Link to="/">{t('layout.home')}</Link>
          </li>
          {product.category && (
            <li>
              <Link to={`/collection/${product.category}`}>{categoryTitle}</Link>
            </li>
          )}
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      <div className="product-page__main">
        <ImageSlider
          images={product.images}
          index={imageIndex}
          onIndexChange={setImageIndex}
          title={product.title}
        />
        <div className="product-page__info">
          {product.brand && <p className="product-page__brand">{product.brand}</p>}
          <h1 className="product-page__title" dir="auto">
            {product.title}
          </h1>
          <ProductBadges product={product} />
          <ProductPrice
            className="price-tag--large"
            product={shown.product}
            variant={shown.variant}
          />
          {product.sale && product.saleEndsAt && (
            <SaleCountdown endsAt={product.saleEndsAt} onEnd={endSale} />
          )}
          <StockIndicator stock={product.stock} />
          <VariantPicker
            sizes={sizesOf(product)}
            colors={colorsOf(product)}
            size={variant?.size}
            color={variant?.color}
            onSize={(size) => choose({ size })}
            onColor={(color) => choose({ color })}
          />
          {variant?.sku && (
            <p className="product-page__sku">{t('product.sku', { sku: variant.sku })}</p>
          )}
          <PurchaseBox product={product} variant={variant} />
          <SaveButtons product={product} />
        </div>
      </div>
      <ProductTabs product={product} categoryTitle={categoryTitle} />
      <ProductReviews productId={product.id} />
      <RelatedProducts products={product.related} />
    </div>
  );
}

/** The prices once the sale is over: each at its list price. */
function withoutSale(product: ProductDetail, variant: Variant | undefined) {
  return {
    product: { ...product, charged: product.price },
    variant: variant && { ...variant, charged: variant.price ?? product.price },
  };
}
