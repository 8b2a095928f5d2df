import type { ListView } from './collection-query';
import { ProductCard } from './ProductCard';
import type { Product } from './product';

export function ProductGrid({
  products,
  view = 'grid',
  busy = false,
}: {
  products: readonly Product[];
  view?: ListView;
  /** Still shows the last products while the next ones load. */
  busy?: boolean;
}) {
  return (
    <ul className={`product-grid product-grid--${view}${busy ? ' is-busy' : ''}`} aria-busy={busy}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} view={view} />
        </li>
      ))}
    </ul>
  );
}
