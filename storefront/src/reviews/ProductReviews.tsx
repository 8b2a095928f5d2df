import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath } from '../account/login-redirect';
import { useSignedIn } from '../account/session-store';
import { ApiError } from '../api/client';
import { shopApi } from '../api/shop-api';
import { PostDate } from '../blog/PostDate';
import { showError } from '../feedback/toasts';
import { FormAlert } from '../ui/FormAlert';
import { decodeProductReviews, decodeReview, type ProductReviews as Reviews } from './reviews';
import { Stars } from './Stars';

/** The product page's reviews: the average, the count, each review, and the form to add one. */
export function ProductReviews({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const location = useLocation();
  const headingId = useId();
  const [reviews, setReviews] = useState<Reviews>();
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string }>();

  const load = useCallback(
    () =>
      shopApi
        .request(`/products/${productId}/reviews`)
        .then((raw) => setReviews(decodeProductReviews(raw))),
    [productId],
  );
  useEffect(() => {
    load().catch(showError);
  }, [load]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(undefined);
    if (rating === 0) {
      setMessage({ kind: 'error', text: t('reviews.chooseStars') });
      return;
    }
    setBusy(true);
    try {
      decodeReview(
        await shopApi.request(`/products/${productId}/reviews`, {
          method: 'POST',
          body: { rating, body },
        }),
      );
      setMessage({ kind: 'success', text: t('reviews.thanks') });
      setBody('');
      await load();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'not_received') {
        setMessage({ kind: 'error', text: t('reviews.notReceived') });
      } else if (error instanceof ApiError && error.code === 'already_reviewed') {
        setMessage({ kind: 'error', text: t('reviews.alreadyReviewed') });
      } else {
        showError(error);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="container product-reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reviews.title')}</h2>
      {reviews && (
        <p className="product-reviews__summary">
          {reviews.count > 0 ? (
            <>
              <Stars rating={reviews.average} />{' '}
              {t('reviews.summary', { average: reviews.average, count: reviews.count })}
            </>
          ) : (
            t('reviews.none')
          )}
        </p>
      )}
      <ol className="product-reviews__list">
        {reviews?.reviews.map((review) => (
          <li key={review.id} className="blog-comment">
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
      {signedIn ? (
        <form className="blog-comment-form" noValidate onSubmit={submit} aria-busy={busy}>
          <h3>{t('reviews.write')}</h3>
          {message && <FormAlert kind={message.kind}>{message.text}</FormAlert>}
          <fieldset className="star-picker">
            <legend>{t('reviews.yourRating')}</legend>
            {[1, 2, 3, 4, 5].map((star) => (
              <label key={star}>
                <input
                  type="radio"
                  name="rating"
                  value={star}
                  checked={rating === star}
                  onChange={() => setRating(star)}
                />
                <span aria-hidden="true">{'★'.repeat(star)}</span>
                <span className="visually-hidden">{t('reviews.starsLabel', { rating: star })}</span>
              </label>
            ))}
          </fieldset>
          <label className="field">
            {t('reviews.yourReview')}
            <textarea
              name="review"
              rows={4}
              maxLength={2000}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              dir="auto"
            />
          </label>
          <button type="submit" className="button" disabled={busy}>
            {t('reviews.submit')}
          </button>
        </form>
      ) : (
        <p>
          <Link to={loginPath(location.pathname)}>{t('reviews.signIn')}</Link>
        </p>
      )}
    </section>
  );
}
