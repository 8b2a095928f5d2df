import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResource } from '../api/use-resource';
import { PostDate } from '../blog/PostDate';
import { useCatalogLocale } from '../catalog/use-catalog-locale';
import { decodeNewestReviews } from './reviews';
import { Stars } from './Stars';

/** `/page/review`: the newest reviews across the shop, each leading to its product. */
export function ReviewPage() {
  const { t } = useTranslation();
  const { lang } = useCatalogLocale();
  const { data, loading } = useResource(`/reviews?lang=${lang}`, decodeNewestReviews);
  return (
    <div className="container blog-post">
      <title>{`${t('reviews.pageTitle')} | ${t('shop.name')}`}</title>
      <h1 className="page-title">{t('reviews.pageTitle')}</h1>
      {data?.length === 0 && <p>{t('reviews.none')}</p>}
      <ol className="product-reviews__list" aria-busy={loading}>
        {data?.map((review) => (
          <li key={review.id} className="blog-comment">
            <h2 className="product-reviews__product">
              <Link to={`/product/${review.productId}`}>{review.productTitle}</Link>
            </h2>
            <p className="blog-teaser__meta">
              <Stars rating={review.rating} /> <strong>{review.authorName}</strong> ·{' '}
              <PostDate at={review.createdAt} />
            </p>
            {review.body && (
              <p className="blog-comment__body" dir="auto">
                {review.body}
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
