import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductDetail } from '../catalog/product';
import { useProductDetail } from '../catalog/use-catalog';
import { ImageSlider } from '../product/ImageSlider';
import { ProductOptions } from '../product/ProductOptions';
import { PurchaseBox } from '../product/PurchaseBox';
import { useVariantChoice } from '../product/use-variant-choice';
import { Modal } from '../ui/Modal';

/** A product box's quick view (at most 1080 × 600): enough to choose and add without leaving. */
export default function QuickViewModal({
  productId,
  onClose,
}: {
  productId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data, error } = useProductDetail(productId);
  return (
    <Modal
      open
      onClose={onClose}
      title={data?.title ?? t('quickView.title')}
      closeLabel={t('modal.close')}
      hideTitle
    >
      {data ? (
        <QuickView key={data.id} product={data} onNavigate={onClose} />
      ) : (
        <p role="status" className="quick-view__status">
          {error ? t('catalog.unavailable') : t('quickView.loading')}
        </p>
      )}
    </Modal>
  );
}

function QuickView({ product, onNavigate }: { product: ProductDetail; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { variant, imageIndex, setImageIndex, choose } = useVariantChoice(product);
  return (
    <div className="quick-view">
      <ImageSlider
        images={product.images}
        index={imageIndex}
        onIndexChange={setImageIndex}
        title={product.title}
      />
      <div className="quick-view__info">
        <p className="quick-view__title" dir="auto">
          {product.title}
        </p>
        <ProductOptions product={product} variant={variant} onChoose={choose} />
        <PurchaseBox product={product} variant={variant} />
        <Link to={`/product/${product.id}`} onClick={onNavigate}>
          {t('quickView.fullDetails')}
        </Link>
      </div>
    </div>
  );
}
