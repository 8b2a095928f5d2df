import { useTranslation } from 'react-i18next';
import { lowStockThreshold, stockLevel } from './stock';

/** "In stock", "Only 3 left" or "Sold out", with a bar that empties as stock runs low. */
export function StockIndicator({ stock }: { stock: number }) {
  const { t } = useTranslation();
  const level = stockLevel(stock);
  const text =
    level.kind === 'sold-out'
      ? t('catalog.soldOut')
      : level.kind === 'low'
        ? t('product.onlyLeft', { count: level.left })
        : t('product.inStock');
  const fill = Math.min(1, stock / (lowStockThreshold * 2));
  return (
    <div className={`stock-indicator stock-indicator--${level.kind}`}>
      <p>{text}</p>
      <div className="stock-indicator__bar" aria-hidden="true">
        <span style={{ inlineSize: `${fill * 100}%` }} />
      </div>
    </div>
  );
}
