import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../catalog/product';
import { Tabs } from '../ui/Tabs';
import { ProductDetails } from './ProductDetails';

type Tab = 'description' | 'details';

export function ProductTabs({
  product,
  categoryTitle,
}: {
  product: Product;
  categoryTitle: string;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Tab>('description');
  const items = [
    { key: 'description', label: t('product.description') },
    { key: 'details', label: t('product.details') },
  ] as const;
  return (
    <section className="product-tabs">
      <Tabs
        label={t('product.information')}
        items={items}
        selected={selected}
        onSelect={setSelected}
      >
        {selected === 'description' ? (
          <div className="product-description">
            {product.description
              .split(/\n{2,}/)
              .filter((paragraph) => paragraph.trim() !== '')
              .map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
          </div>
        ) : (
          <ProductDetails product={product} categoryTitle={categoryTitle} />
        )}
      </Tabs>
    </section>
  );
}
