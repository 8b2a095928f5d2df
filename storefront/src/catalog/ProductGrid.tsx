import type { ListView } from './collection-query';
import { ProductCard } from './ProductCard';
import type { Product } from './product';

export function ProductGrid({
  products,
  view = 'grid',
  busy = false,
  metro = false,
}: {
  products: readonly Product[];
  view?: ListView;
  /** Still shows the last products while the next ones load. */
  busy?: boolean;
  /** Every fifth card twice the size. */
  metro?: boolean;
}) {
  const classes = ['product-grid', `product-grid--${view}`];
  if (metro && view === 'grid') classes.push('product-grid--metro');
  if (busy) classes.push('is-busy');
  return (
    <ul className={classes.join(' ')} aria-busy={busy}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} view={view} />
        </li>
      ))}
    </ul>
  );
}
