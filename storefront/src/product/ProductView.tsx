import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ProductBadges } from '../catalog/ProductBadges';
import type { ProductDetail } from '../catalog/product';
import { ProductReviews } from '../reviews/ProductReviews';
import { SaveButtons } from '../saved-lists/SaveButtons';
import { BundleOffer } from './BundleOffer';
import { ImageSlider } from './ImageSlider';
import { ProductOptions } from './ProductOptions';
import { ProductSidebar } from './ProductSidebar';
import { ProductTabs } from './ProductTabs';
import { PurchaseBox } from './PurchaseBox';
import { parseProductLayout, productSidebar } from './product-layout';
import { RelatedProducts } from './RelatedProducts';
import { useVariantChoice } from './use-variant-choice';
import { VideoButton } from './VideoButton';

/**
 * One product, laid out as `?layout=` asks (`product-layout.ts`); rendered with
 * `key={product.id}` so another product starts fresh.
 */
export function ProductView({
  product,
  categoryTitle,
}: {
  product: ProductDetail;
  categoryTitle: string;
}) {
  const { t } = useTranslation();
  const { variant, imageIndex, setImageIndex, choose } = useVariantChoice(product);
  const layout = parseProductLayout(useSearchParams()[0].get('layout'));
  const sidebar = productSidebar(layout);

  return (
    <div
      className={`container product-page product-page--${layout}${sidebar ? ` product-page--sidebar-${sidebar}` : ''}`}
    >
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
          <ProductOptions product={product} variant={variant} onChoose={choose} />
          {variant?.sku && (
            <p className="product-page__sku">{t('product.sku', { sku: variant.sku })}</p>
          )}
          <PurchaseBox product={product} variant={variant} />
          <SaveButtons product={product} />
          <VideoButton product={product} />
        </div>
      </div>
      {layout === 'bundle' && (
        <BundleOffer product={product} variant={variant} related={product.related} />
      )}
      <ProductTabs product={product} categoryTitle={categoryTitle} />
      <ProductReviews productId={product.id} />
      <RelatedProducts products={product.related} />
      {sidebar && <ProductSidebar related={product.related} />}
    </div>
  );
}
