import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContentState } from './ContentState';
import { contentLinks } from './content-links';
import { useSitemap } from './use-content';

/** `/page/sitemap`: every page of the shop as links; products a page at a time (`?page=`). */
export function SitemapPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, latest, loading, error } = useSitemap(page);
  const shown = data ?? latest;
  const title = t('pages.sitemap.title');
  return (
    <div className="container content-page sitemap">
      <title>{`${title} | ${t('shop.name')}`}</title>
      <meta name="description" content={t('pages.sitemap.description')} />
      <h1 className="page-title">{title}</h1>
      <div className="sitemap__columns">
        <section aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages">{t('pages.sitemap.pagesTitle')}</h2>
          <ul>
            <li>
              <Link to="/">{t('pages.sitemap.home')}</Link>
            </li>
            {contentLinks.map(([path, key]) => (
              <li key={path}>
                <Link to={path}>{t(`pages.links.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sitemap-categories">
          <h2 id="sitemap-categories">{t('pages.sitemap.categoriesTitle')}</h2>
          <ul>
            {shown?.categories.map((category) => (
              <li key={category.slug}>
                <Link to={`/collection/${category.slug}`}>{category.title}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sitemap-posts">
          <h2 id="sitemap-posts">{t('pages.sitemap.postsTitle')}</h2>
          <ul>
            {shown?.posts.map((post) => (
              <li key={post.slug}>
                <Link to={`/blog/${post.slug}`}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="sitemap-products" aria-busy={loading}>
        <h2 id="sitemap-products">{t('pages.sitemap.productsTitle')}</h2>
        <ContentState loading={loading && !shown} error={error} empty={false} emptyText="" />
        {shown?.products.map((group) => (
          <section key={group.category} aria-label={group.title}>
            <h3>{group.title}</h3>
            <ul className="sitemap__products">
              {group.items.map((product) => (
                <li key={product.id}>
                  <Link to={`/product/${product.id}`}>{product.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {shown && shown.pages > 1 && (
          <nav className="sitemap__pager" aria-label={t('pages.sitemap.productPages')}>
            {page > 1 && (
              <Link to={`/page/sitemap?page=${page - 1}`} rel="prev">
                {t('pages.sitemap.previous')}
              </Link>
            )}
            <span>{t('pages.sitemap.pageOf', { page: shown.page, pages: shown.pages })}</span>
            {page < shown.pages && (
              <Link to={`/page/sitemap?page=${page + 1}`} rel="next">
                {t('pages.sitemap.next')}
              </Link>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}
